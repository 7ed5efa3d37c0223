import { StrokeIcon, type IconProps } from './stroke-icon';

export function HandshakeIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M2 11l4-4 4 2 3-2 4 1 5 4" />
      <path d="M6 7v6l5 5c.8.8 2 .8 2.8 0l4.7-4.7" />
      <path d="M10 14.5l2 2M12.5 12l2.5 2.5" />
    </StrokeIcon>
  );
}
