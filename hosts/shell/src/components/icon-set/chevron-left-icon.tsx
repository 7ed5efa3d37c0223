import { StrokeIcon, type IconProps } from './stroke-icon';

export function ChevronLeftIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M15 5l-7 7 7 7" />
    </StrokeIcon>
  );
}
