import { InlineStrokeIcon, type IconProps } from './stroke-icon';

export const ClockIcon = (props: IconProps) => (
  <InlineStrokeIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </InlineStrokeIcon>
);
