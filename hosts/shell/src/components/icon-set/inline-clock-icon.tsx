import { ClockIcon as Clock } from './clock-icon';
import type { IconProps } from './stroke-icon';

/** The clock at text size (one drawing for both sizes). */
export const ClockIcon = ({ size = 18, ...props }: IconProps) => <Clock size={size} {...props} />;
