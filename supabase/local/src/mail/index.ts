export { mailService } from './mail-service';
export { captureMail, extractLinks } from './mail-store';
export type { CapturedMail, OutgoingMail } from './mail-store';
