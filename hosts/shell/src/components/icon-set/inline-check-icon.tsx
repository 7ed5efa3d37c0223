import { InlineStrokeIcon, type IconProps } from './stroke-icon';

export const CheckIcon = (props: IconProps) => (
  <InlineStrokeIcon {...props}>
    <path d="M5 12l5 5L20 7" />
  </InlineStrokeIcon>
);
