import { InlineStrokeIcon, type IconProps } from './stroke-icon';

export const CrossIcon = (props: IconProps) => (
  <InlineStrokeIcon {...props}>
    <path d="M18 6L6 18M6 6l12 12" />
  </InlineStrokeIcon>
);
