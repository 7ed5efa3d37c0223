import type { ReadClient } from '@app/supabase';
import type { ContactEnquiryInput } from './enquiry-validation';
import type { Locale } from '@app/i18n';
import type { VisitAttribution } from '../analytics/visit-attribution';

export * from './enquiry-validation';

function optional(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** An error from an insert, keeping PostgREST's code (e.g. 23514 for a refused CHECK). */
export class PublicInsertError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'PublicInsertError';
  }
}

/** The database's answer when a client sent too many forms in 10 minutes (PostgREST: HTTP 429). */
export const TOO_MANY_SUBMISSIONS = 'PT429';

/** What the forms send besides what the visitor typed: screened by the database against spam. */
export interface FormScreening {
  /** The language of the page the form was sent from. */
  locale: Locale;
  /** The hidden field a person leaves empty. */
  honeypot: string;
  /** From issueFormToken() when the visitor started filling the form in (null if that failed). */
  formToken: string | null;
  /** How the visit that sent the form began; none when the visitor sent a privacy signal. */
  attribution?: VisitAttribution | null;
}

/** Where the visitor came from to the contact form: the button they clicked. */
export type EnquiryIntent = 'demo' | 'consultation' | 'quote' | 'plan' | 'question';

/** Every intent, in the order the contact form offers them. */
export const ENQUIRY_INTENTS: readonly EnquiryIntent[] = ['demo', 'consultation', 'quote', 'plan', 'question'];

export function isEnquiryIntent(value: unknown): value is EnquiryIntent {
  return typeof value === 'string' && (ENQUIRY_INTENTS as readonly string[]).includes(value);
}

/** The services page's cards, in its catalog's order (the database accepts only these). */
export const ENQUIRY_SERVICES = ['process-analysis', 'implementation', 'api-integration', 'training', 'support', 'consulting'] as const;
export type EnquiryService = (typeof ENQUIRY_SERVICES)[number];

export function isEnquiryService(value: unknown): value is EnquiryService {
  return typeof value === 'string' && (ENQUIRY_SERVICES as readonly string[]).includes(value);
}

/** Why the visitor came and what about: the button's intent, and the plan, module or service it named. */
export interface EnquiryOrigin {
  intent?: EnquiryIntent | null;
  /** Only with the 'plan' intent. */
  planName?: string | null;
  /** A module's slug or id; the database stores the module it names (and ignores one it does not know). */
  module?: string | null;
  service?: EnquiryService | null;
}

/**
 * Stores a contact-form enquiry. Visitors may insert but never read rows back, so nothing is selected
 * (return=minimal). The database refuses a row without consent, limits each client (PT429) and keeps a
 * suspect enquiry as spam while answering it like any other. Throws PublicInsertError on failure.
 */
export async function submitContactEnquiry(
  client: ReadClient,
  enquiry: ContactEnquiryInput,
  screening: FormScreening,
  origin: EnquiryOrigin = {},
): Promise<void> {
  const { error } = await client.from('contact_enquiries').insert({
    name: enquiry.name.trim(),
    email: enquiry.email.trim(),
    phone: optional(enquiry.phone),
    company: optional(enquiry.company),
    message: enquiry.message.trim(),
    gdpr_consent: enquiry.gdprConsent,
    locale: screening.locale,
    intent: origin.intent ?? null,
    plan_name: origin.intent === 'plan' ? (origin.planName?.trim() || null) : null,
    // Only when a button named them, so a form without them needs no more than the older grants.
    ...(origin.module?.trim() ? { module_key: origin.module.trim() } : {}),
    ...(origin.service ? { service: origin.service } : {}),
    honeypot: screening.honeypot || null,
    form_token: screening.formToken,
    ...screening.attribution,
  });
  if (error) throw new PublicInsertError(`contact_enquiries: ${error.message}`, error.code);
}

/**
 * Signs an e-mail up for the newsletter: the database stores it as pending and e-mails a confirmation
 * link (double opt-in). Any address gets the same answer, so it never reveals who subscribed. Throws
 * PublicInsertError on failure (PT429 when the client sent too many).
 */
export async function subscribeToNewsletter(client: ReadClient, email: string, screening: FormScreening): Promise<void> {
  const { error } = await client.from('newsletter_subscribers').insert({
    email: email.trim(),
    locale: screening.locale,
    honeypot: screening.honeypot || null,
    form_token: screening.formToken,
    ...screening.attribution,
  });
  if (error) throw new PublicInsertError(`newsletter_subscribers: ${error.message}`, error.code);
}

/** The link from the confirmation e-mail; throws PublicInsertError (22023) when it is invalid or expired. */
export async function confirmNewsletterSubscription(client: ReadClient, token: string): Promise<void> {
  const { error } = await client.rpc('confirm_newsletter_subscription', { token });
  if (error) throw new PublicInsertError(`confirm_newsletter_subscription: ${error.message}`, error.code);
}

/** The unsubscribe link of every newsletter e-mail (no sign-in); throws PublicInsertError when it is not genuine. */
export async function unsubscribeFromNewsletter(client: ReadClient, token: string): Promise<void> {
  const { error } = await client.rpc('unsubscribe_newsletter', { token });
  if (error) throw new PublicInsertError(`unsubscribe_newsletter: ${error.message}`, error.code);
}
