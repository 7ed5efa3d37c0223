import { InlineStrokeIcon, type IconProps } from './stroke-icon';

export const BuildingIcon = (props: IconProps) => (
  <InlineStrokeIcon {...props}>
    <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M3 21h18M8 7h4M8 11h4M8 15h4" />
  </InlineStrokeIcon>
);
