export { startMailWorker, type MailWorker, type MailWorkerHealth, type MailWorkerOptions, type SmtpOptions, type DeliveryRound } from './worker';
export { composeMail, ComposeError, type ComposeOptions } from './compose';
export { readWorkerConfig } from './config';
export { INVITATION_PATH, ONE_CLICK_PATH, adminEnquiryUrl, invitationLinkUrl, newsletterPageUrl, oneClickUnsubscribeUrl } from './links';
export type { Address, ClaimedEnquiry, ClaimedInvitation, ClaimedMail, ComposedMail, MailKind } from './claimed-mail';
