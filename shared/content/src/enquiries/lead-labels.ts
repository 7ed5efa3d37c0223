/**
 * How the back office names what the lead tables store (Czech): the lists, the CSV exports and the
 * personal-data screen use these, so a state reads the same everywhere.
 */
import type { EnquiryIntent, EnquiryService } from './public-api';

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

const SERVICE_LABELS: Record<EnquiryService, string> = {
  'process-analysis': 'Analýza procesů',
  implementation: 'Implementace',
  'api-integration': 'API integrace',
  training: 'Školení týmu',
  support: 'Podpora a SLA',
  consulting: 'Konzultace',
};

/** What the enquiry is about ("Modul CRM", "Služba API integrace"): the module's or service's button it came from; null for none. */
export function topicLabel(moduleName: string | null | undefined, service: string | null | undefined): string | null {
  if (moduleName?.trim()) return `Modul ${moduleName.trim()}`;
  return service && Object.hasOwn(SERVICE_LABELS, service) ? `Služba ${SERVICE_LABELS[service as EnquiryService]}` : null;
}

const SCREENING_REASONS: Record<string, string> = {
  'honeypot filled': 'Vyplněné skryté pole formuláře',
  'no valid form token': 'Odesláno bez platného formuláře',
  'form token used': 'Formulář odeslaný znovu (použitý token)',
  'form token expired': 'Formulář byl otevřený déle než 2 hodiny',
  'sent too fast': 'Odesláno hned po otevření stránky',
  'links in the message': 'Odkazy ve zprávě',
  'link in the name or company': 'Odkaz ve jméně nebo společnosti',
};

function screeningLabel(reason: string): string {
  return reason
    .split(', ')
    .map((part) => (Object.hasOwn(SCREENING_REASONS, part) ? SCREENING_REASONS[part]! : part))
    .join(' a ');
}

/** Why an enquiry is spam: what the database found (two doubts together read "… a …"), or that staff marked it. */
export function spamReasonLabel(reason: string | null | undefined): string {
  return reason ? screeningLabel(reason) : 'Označeno ručně';
}

/** Why the database found an enquiry doubtful (it notified sales, marked "Možná spam"); null when it did not. */
export function doubtReasonLabel(reason: string | null | undefined): string | null {
  return reason ? screeningLabel(reason) : null;
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

/**
 * Where the visit that sent a lead came from ("newsletter / email", or the referring site "google.com");
 * null for a direct visit or when nothing is known.
 */
export function sourceLabel(lead: { utm_source: string | null; utm_medium: string | null; referrer_domain: string | null }): string | null {
  if (lead.utm_source) return lead.utm_medium ? `${lead.utm_source} / ${lead.utm_medium}` : lead.utm_source;
  return lead.referrer_domain ?? null;
}
