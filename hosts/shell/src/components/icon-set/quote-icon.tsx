import { StrokeIcon, type IconProps } from './stroke-icon';

export function QuoteIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M9 7H5v6h4v-2c0 2.5-1 4-3 5M19 7h-4v6h4v-2c0 2.5-1 4-3 5" />
    </StrokeIcon>
  );
}
