import { getHref, type Locale } from '@app/i18n';
import type { EnquiryIntent, EnquiryService } from '@app/content';

// Links to the contact form are on every page (the header's demo button): this module imports types only.

/**
 * The contact form's query: what the visitor clicked (`?zajem=`, one of the EnquiryIntent values) and, for a
 * plan's button, the plan (`?tarif=`), for a module's the module (`?modul=`, its slug or id), for a service's
 * the service (`?sluzba=`). The names are the same in every language, like the #demo and #nabidka anchors:
 * `/en/contact?zajem=plan&tarif=Business#nabidka`, `/de/kontakt?zajem=quote&modul=crm#nabidka`.
 */
export const CONTACT_QUERY = { intent: 'zajem', plan: 'tarif', module: 'modul', service: 'sluzba' } as const;

export interface ContactOrigin {
  intent: EnquiryIntent | null;
  /** Only with the 'plan' intent. */
  planName: string | null;
  /** The module (slug or id) whose button led here. */
  module?: string;
  /** The services page's card whose button led here. */
  service?: EnquiryService;
}

export const NO_CONTACT_ORIGIN: ContactOrigin = { intent: null, planName: null };

/** What a button names besides its intent: a plan (with the 'plan' intent only), a module or a service. */
export interface ContactTopic {
  plan?: string | null;
  module?: string | null;
  service?: EnquiryService | null;
}

/**
 * A link to the contact form that says why the visitor comes: demo links land on the #demo section (the
 * business enquiries card, like the header's and the hero's demo buttons), every other intent right at the form (#nabidka).
 */
export function contactHref(locale: Locale, intent: EnquiryIntent, topic: ContactTopic = {}): string {
  return getHref('contact', locale, {
    query: {
      [CONTACT_QUERY.intent]: intent,
      [CONTACT_QUERY.plan]: intent === 'plan' ? topic.plan?.trim() : null,
      [CONTACT_QUERY.module]: topic.module,
      [CONTACT_QUERY.service]: topic.service,
    },
    hash: intent === 'demo' ? 'demo' : 'nabidka',
  });
}
