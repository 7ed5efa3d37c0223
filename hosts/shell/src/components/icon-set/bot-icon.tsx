import { StrokeIcon, type IconProps } from './stroke-icon';

export function BotIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="4" y="8" width="16" height="12" rx="3" />
      <path d="M12 4v4M9 13v1.5M15 13v1.5M2 13v3M22 13v3" />
      <circle cx="12" cy="3.5" r="1" />
    </StrokeIcon>
  );
}
