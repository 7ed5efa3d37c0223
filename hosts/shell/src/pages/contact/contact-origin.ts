import { isEnquiryIntent, isEnquiryService, type EnquiryIntent } from '@app/content';
import type { Messages } from '@app/i18n';
import { CONTACT_QUERY, NO_CONTACT_ORIGIN, type ContactOrigin } from '../../components/contact-link';

/** Longest plan name taken from a link (the database keeps up to 200 characters). */
const PLAN_NAME_MAX = 100;

/** A module's slug or id as a link may carry it; anything else is left out (the database ignores an unknown one). */
const MODULE_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$|^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * What a contact page URL's query carried (contactHref); anything unknown is ignored, a plan only with the
 * 'plan' intent. A module or service is kept whatever the intent: it says what the enquiry is about.
 */
export function readContactOrigin(search: string): ContactOrigin {
  const params = new URLSearchParams(search);
  const intent = params.get(CONTACT_QUERY.intent);
  const module = params.get(CONTACT_QUERY.module)?.trim().toLowerCase() ?? '';
  const service = params.get(CONTACT_QUERY.service);
  const topic = {
    ...(module.length <= PLAN_NAME_MAX && MODULE_KEY.test(module) ? { module } : {}),
    ...(isEnquiryService(service) ? { service } : {}),
  };
  if (!isEnquiryIntent(intent)) return { ...NO_CONTACT_ORIGIN, ...topic };
  const planName = intent === 'plan' ? (params.get(CONTACT_QUERY.plan) ?? '').trim().slice(0, PLAN_NAME_MAX) : '';
  return { intent, planName: planName || null, ...topic };
}

/** The intents with a heading of their own; a demo, no intent or any other keeps the page's demo heading. */
const HEADED_INTENTS = ['consultation', 'quote', 'plan', 'question'] as const satisfies readonly EnquiryIntent[];
type HeadedIntent = (typeof HEADED_INTENTS)[number];

function isHeadedIntent(intent: EnquiryIntent | null): intent is HeadedIntent {
  return (HEADED_INTENTS as readonly (EnquiryIntent | null)[]).includes(intent);
}

/** The contact page's heading for the intent the visitor's link carried (?zajem=…), in the page's language. */
export function contactHeading(intent: EnquiryIntent | null, contact: Messages['contact']): { title: string; subtitle: string } {
  return isHeadedIntent(intent) ? contact.intentHeadings[intent] : { title: contact.title, subtitle: contact.subtitle };
}
