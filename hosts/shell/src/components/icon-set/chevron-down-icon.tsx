import { StrokeIcon, type IconProps } from './stroke-icon';

export function ChevronDownIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 9l6 6 6-6" />
    </StrokeIcon>
  );
}
