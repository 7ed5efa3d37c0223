import { getHref, type Locale } from '@app/i18n';
import type { EnquiryIntent } from '@app/content';

// Links to the contact form are on every page (the header's demo button): this module imports types only.

/**
 * The contact form's query: what the visitor clicked (`?zajem=`, one of the EnquiryIntent values) and, for a
 * plan's button, the plan (`?tarif=`). The names are the same in every language, like the #demo and #nabidka
 * anchors: `/en/contact?zajem=plan&tarif=Business#nabidka`.
 */
export const CONTACT_QUERY = { intent: 'zajem', plan: 'tarif' } as const;

export interface ContactOrigin {
  intent: EnquiryIntent | null;
  /** Only with the 'plan' intent. */
  planName: string | null;
}

export const NO_CONTACT_ORIGIN: ContactOrigin = { intent: null, planName: null };

/**
 * A link to the contact form that says why the visitor comes: demo links land on the #demo section (the
 * business enquiries card, like the header's and the hero's demo buttons), every other intent right at the form (#nabidka).
 */
export function contactHref(locale: Locale, intent: EnquiryIntent, planName?: string | null): string {
  return getHref('contact', locale, {
    query: { [CONTACT_QUERY.intent]: intent, [CONTACT_QUERY.plan]: intent === 'plan' ? planName?.trim() : null },
    hash: intent === 'demo' ? 'demo' : 'nabidka',
  });
}
