import { StrokeIcon, type IconProps } from './stroke-icon';

export function ChatIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </StrokeIcon>
  );
}
