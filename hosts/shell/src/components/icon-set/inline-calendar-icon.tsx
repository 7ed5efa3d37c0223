import { InlineStrokeIcon, type IconProps } from './stroke-icon';

export const CalendarIcon = (props: IconProps) => (
  <InlineStrokeIcon {...props}>
    <rect x="4" y="5" width="16" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M4 11h16" />
  </InlineStrokeIcon>
);
