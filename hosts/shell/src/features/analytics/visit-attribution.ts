import { readVisitAttribution, type VisitAttribution } from '@app/content';
import { sendsPrivacySignal } from './privacy-signals';
import { visitStart } from './visit';

/** How the visit began, sent with an enquiry or sign-up; null when unknown or the visitor sent a privacy signal. */
export function visitAttribution(): VisitAttribution | null {
  if (!visitStart.url || sendsPrivacySignal()) return null;
  return readVisitAttribution(new URL(visitStart.url), visitStart.referrer);
}
