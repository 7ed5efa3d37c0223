import { StrokeIcon, type IconProps } from './stroke-icon';

export function PlayIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M7 4.5l12 7.5-12 7.5z" />
    </StrokeIcon>
  );
}
