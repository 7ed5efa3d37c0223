import type { Locale } from '@app/i18n';

export type MailKind = 'enquiry_notification' | 'enquiry_confirmation' | 'newsletter_confirmation' | 'staff_invitation';

/** The enquiry as `mail_claim` hands it over (the row without its honeypot and form token). */
export interface ClaimedEnquiry {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  locale: string;
  intent: string | null;
  plan_name: string | null;
  /** The module's Czech name from the modules table when a module's button led to the form. */
  module_name: string | null;
  /** The services page's card whose button led to the form. */
  service: string | null;
  /** Why the database found the enquiry doubtful (still notified, marked); null when it did not. */
  doubt_reason: string | null;
  created_at: string;
}

/** The invitation of a `staff_invitation` message, as `mail_invitation` answers it. */
export interface ClaimedInvitation {
  token: string | null;
  role: string;
  invitee_name: string | null;
  inviter_name: string | null;
  expires_at: string;
  /** False once the invitation was accepted or has expired: its e-mail is not sent. */
  pending: boolean;
}

/** One outbox message claimed by `mail_claim`, with everything needed to write it. */
export interface ClaimedMail {
  id: string;
  kind: MailKind;
  recipient: string;
  locale: Locale;
  attempts: number;
  from_email: string | null;
  from_name: string | null;
  site_url: string;
  admin_url: string;
  enquiry: ClaimedEnquiry | null;
  confirm_token: string | null;
  unsubscribe_token: string | null;
  /** Added by the worker for a `staff_invitation` message (mail_invitation). */
  invitation?: ClaimedInvitation | null;
}

export interface Address {
  name: string;
  address: string;
}

/** A message ready for SMTP: both parts, in the recipient's language, with its header fields. */
export interface ComposedMail {
  from: Address;
  to: string;
  replyTo?: Address;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}
