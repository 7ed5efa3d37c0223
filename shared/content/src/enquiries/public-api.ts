import type { ReadClient } from '@app/supabase';
import type { ContactEnquiryInput } from './enquiry-validation';

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

/**
 * Stores a contact-form enquiry. Visitors may insert but never read rows back, so nothing is selected
 * (return=minimal). The database refuses a row without consent. Throws PublicInsertError on failure.
 */
export async function submitContactEnquiry(client: ReadClient, enquiry: ContactEnquiryInput): Promise<void> {
  const { error } = await client.from('contact_enquiries').insert({
    name: enquiry.name.trim(),
    email: enquiry.email.trim(),
    phone: optional(enquiry.phone),
    company: optional(enquiry.company),
    message: enquiry.message.trim(),
    gdpr_consent: enquiry.gdprConsent,
  });
  if (error) throw new PublicInsertError(`contact_enquiries: ${error.message}`, error.code);
}

/**
 * Signs an e-mail up for the newsletter. A repeated address is accepted and silently ignored by the
 * database (so the answer never reveals who subscribed). Throws PublicInsertError on failure.
 */
export async function subscribeToNewsletter(client: ReadClient, email: string): Promise<void> {
  const { error } = await client.from('newsletter_subscribers').insert({ email: email.trim() });
  if (error) throw new PublicInsertError(`newsletter_subscribers: ${error.message}`, error.code);
}
