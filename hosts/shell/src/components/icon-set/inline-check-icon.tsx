import { CheckIcon as Check } from './check-icon';
import type { IconProps } from './stroke-icon';

/** The check mark at text size (one drawing for both sizes). */
export const CheckIcon = ({ size = 18, ...props }: IconProps) => <Check size={size} {...props} />;
