import { StrokeIcon, type IconProps } from './stroke-icon';

export function DocumentIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </StrokeIcon>
  );
}
