import { InlineStrokeIcon, type IconProps } from './stroke-icon';

export const ArrowLeftIcon = (props: IconProps) => (
  <InlineStrokeIcon {...props}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </InlineStrokeIcon>
);
