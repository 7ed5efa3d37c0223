// Text-sized (18 px) icons; one module per icon, so a chunk carries only the icons it draws.
export { CheckIcon } from './icon-set/inline-check-icon';
export { CrossIcon } from './icon-set/inline-cross-icon';
export { ShareIcon } from './icon-set/inline-share-icon';
export { ArrowLeftIcon } from './icon-set/inline-arrow-left-icon';
export { MailIcon } from './icon-set/inline-mail-icon';
export { PhoneIcon } from './icon-set/inline-phone-icon';
export { MapPinIcon } from './icon-set/inline-map-pin-icon';
export { ClockIcon } from './icon-set/inline-clock-icon';
export { BuildingIcon } from './icon-set/inline-building-icon';
export { CalendarIcon } from './icon-set/inline-calendar-icon';
