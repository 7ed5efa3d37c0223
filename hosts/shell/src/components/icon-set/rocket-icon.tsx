import { StrokeIcon, type IconProps } from './stroke-icon';

export function RocketIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 15c-1.5 1.5-2 4-2 6 2 0 4.5-.5 6-2" />
      <path d="M9 15l-3-3c2-6 6.5-9 14-9 0 7.5-3 12-9 14z" />
      <circle cx="15" cy="9" r="1.8" />
    </StrokeIcon>
  );
}
