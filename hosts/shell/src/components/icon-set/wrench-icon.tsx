import { StrokeIcon, type IconProps } from './stroke-icon';

export function WrenchIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M14.5 5.5a4.5 4.5 0 0 0 5.6 5.6L11 20.2a2 2 0 0 1-2.8 0l-.4-.4a2 2 0 0 1 0-2.8l9.1-9.1" />
      <path d="M14.5 5.5L17 3l4 4-2.5 2.5" />
    </StrokeIcon>
  );
}
