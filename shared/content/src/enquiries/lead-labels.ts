/**
 * How the back office names what the lead tables store (Czech): the lists, the CSV exports and the
 * personal-data screen use these, so a state reads the same everywhere.
 */
import type { EnquiryIntent } from './public-api';

/** The page language an enquiry or sign-up came from, as the lists show it ("CS"). */
export function localeLabel(locale: string | null | undefined): string {
  return (locale || 'cs').toUpperCase();
}

const INTENT_LABELS: Record<EnquiryIntent, string> = {
  demo: 'Ukázka',
  consultation: 'Konzultace',
  quote: 'Nabídka',
  plan: 'Tarif',
  question: 'Dotaz',
};

/** What the visitor asked for ("Ukázka", "Tarif Business"); null when the form was opened directly. */
export function intentLabel(intent: string | null | undefined, planName?: string | null): string | null {
  if (!intent || !Object.hasOwn(INTENT_LABELS, intent)) return null;
  const label = INTENT_LABELS[intent as EnquiryIntent];
  const plan = planName?.trim();
  return intent === 'plan' && plan ? `${label} ${plan}` : label;
}

const SPAM_REASONS: Record<string, string> = {
  'honeypot filled': 'Vyplněné skryté pole formuláře',
  'no valid form token': 'Odesláno bez platného formuláře',
  'sent too fast': 'Odesláno příliš rychle po otevření formuláře',
  'form token expired': 'Formulář byl otevřený déle než den',
};

/** Why an enquiry is spam: what the database found, or that staff marked it. */
export function spamReasonLabel(reason: string | null | undefined): string {
  if (!reason) return 'Označeno ručně';
  return Object.hasOwn(SPAM_REASONS, reason) ? SPAM_REASONS[reason]! : reason;
}

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Čeká na potvrzení',
  confirmed: 'Potvrzeno',
  unsubscribed: 'Odhlášeno',
};

/** The subscriber list's state filter: the value in the URL (?stav=potvrzeno) and the status it means. */
export const SUBSCRIBER_STATUS_FILTER: Record<string, SubscriberStatus> = {
  ceka: 'pending',
  potvrzeno: 'confirmed',
  odhlaseno: 'unsubscribed',
};

export function subscriberStatusLabel(status: string): string {
  return Object.hasOwn(SUBSCRIBER_STATUS_LABELS, status) ? SUBSCRIBER_STATUS_LABELS[status as SubscriberStatus] : status;
}

export type MailKind = 'enquiry_notification' | 'enquiry_confirmation' | 'newsletter_confirmation';
/** queued, sending, retrying (a temporary failure, tried again), sent, failed (refused for good by the SMTP server). */
export type MailStatus = 'queued' | 'sending' | 'retrying' | 'sent' | 'failed';

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  enquiry_notification: 'Upozornění obchodu',
  enquiry_confirmation: 'Potvrzení poptávky',
  newsletter_confirmation: 'Potvrzení odběru',
};

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Ve frontě',
  sending: 'Odesílá se',
  retrying: 'Zkusí se znovu',
  sent: 'Odesláno',
  failed: 'Selhalo',
};

/** The e-mail list's filters in the URL (?druh=upozorneni&stav=selhalo) and the values they mean. */
export const MAIL_KIND_FILTER: Record<string, MailKind> = {
  upozorneni: 'enquiry_notification',
  'potvrzeni-poptavky': 'enquiry_confirmation',
  'potvrzeni-odberu': 'newsletter_confirmation',
};

export const MAIL_STATUS_FILTER: Record<string, MailStatus> = {
  've-fronte': 'queued',
  'odesila-se': 'sending',
  'zkusi-se-znovu': 'retrying',
  odeslano: 'sent',
  selhalo: 'failed',
};

export function mailKindLabel(kind: string): string {
  return Object.hasOwn(MAIL_KIND_LABELS, kind) ? MAIL_KIND_LABELS[kind as MailKind] : kind;
}

export function mailStatusLabel(status: string): string {
  return Object.hasOwn(MAIL_STATUS_LABELS, status) ? MAIL_STATUS_LABELS[status as MailStatus] : status;
}

/** The stored value a filter's URL value stands for; null for none or one the table does not know. */
export function filterTarget<Value>(table: Record<string, Value>, urlValue: string | undefined): Value | null {
  return urlValue && Object.hasOwn(table, urlValue) ? table[urlValue]! : null;
}
