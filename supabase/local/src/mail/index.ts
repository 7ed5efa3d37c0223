export { mailRoutes } from './mail-service';
export { captureMail, extractLinks } from './mail-store';
export { startSmtpCapture, type SmtpCapture, type SmtpCaptureOptions } from './smtp-capture';
export type { CapturedMail, OutgoingMail } from './mail-store';
