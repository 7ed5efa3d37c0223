import { StrokeIcon, type IconProps } from './stroke-icon';

export function PauseIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M9 5v14M15 5v14" />
    </StrokeIcon>
  );
}
