import { StrokeIcon, type IconProps } from './stroke-icon';

export function ChevronRightIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M9 5l7 7-7 7" />
    </StrokeIcon>
  );
}
