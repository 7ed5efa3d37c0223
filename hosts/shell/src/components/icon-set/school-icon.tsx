import { StrokeIcon, type IconProps } from './stroke-icon';

export function SchoolIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c2 2 10 2 12 0v-5M22 9v6" />
    </StrokeIcon>
  );
}
