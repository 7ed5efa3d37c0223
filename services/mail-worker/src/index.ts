export { startMailWorker, type MailWorker, type MailWorkerOptions, type SmtpOptions, type DeliveryRound } from './worker';
export { composeMail, ComposeError, type ComposeOptions } from './compose';
export { readWorkerConfig, ConfigError } from './config';
export { ONE_CLICK_PATH, adminEnquiryUrl, newsletterPageUrl, oneClickUnsubscribeUrl } from './links';
export type { Address, ClaimedEnquiry, ClaimedMail, ComposedMail, MailKind } from './claimed-mail';
