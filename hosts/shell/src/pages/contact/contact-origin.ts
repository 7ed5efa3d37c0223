import { isEnquiryIntent } from '@app/content';
import { CONTACT_QUERY, NO_CONTACT_ORIGIN, type ContactOrigin } from '../../components/contact-link';

/** Longest plan name taken from a link (the database keeps up to 200 characters). */
const PLAN_NAME_MAX = 100;

/** What a contact page URL's query carried (contactHref); anything unknown is ignored, a plan only with the 'plan' intent. */
export function readContactOrigin(search: string): ContactOrigin {
  const params = new URLSearchParams(search);
  const intent = params.get(CONTACT_QUERY.intent);
  if (!isEnquiryIntent(intent)) return NO_CONTACT_ORIGIN;
  const planName = intent === 'plan' ? (params.get(CONTACT_QUERY.plan) ?? '').trim().slice(0, PLAN_NAME_MAX) : '';
  return { intent, planName: planName || null };
}
