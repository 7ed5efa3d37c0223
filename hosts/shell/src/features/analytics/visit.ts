import { deviceClass, readVisitAttribution, recordPageView, type VisitAttribution } from '@app/content';
import { parsePath } from '@app/i18n';
import { loadRuntimeConfig } from '@app/supabase';
import { isUncountedAutomation, sendsPrivacySignal } from './privacy-signals';

/** Where the visit began, as the browser gave it at start-up: the landing URL and document.referrer. */
export interface VisitStart {
  url: string;
  referrer: string;
}

// Loaded after the page (./page-view-counter) or when a form is sent; memory only.
let visitStart: VisitStart | null = null;
let lastCounted: string | null = null;
let counted = 0;

/** A view of `pathname` (sendPageView); the first call also takes over how the visit began from the first download. */
export function countPageView(pathname: string, start: VisitStart): boolean {
  visitStart ??= start;
  return sendPageView(pathname);
}

function landingAttribution(): VisitAttribution | null {
  return visitStart && readVisitAttribution(new URL(visitStart.url), visitStart.referrer);
}

/** How the visit began, sent with an enquiry or sign-up; null when unknown or the visitor sent a privacy signal. */
export function visitAttribution(): VisitAttribution | null {
  return sendsPrivacySignal() ? null : landingAttribution();
}

/**
 * Sends a view of a public page (a known route; not the back office, sign-in or a 404), once per path in a
 * row; the first one is the landing and carries the visit's referrer domain and UTM. Nothing with a privacy
 * signal or from an automated browser that did not opt in. Returns whether it sends.
 */
export function sendPageView(pathname: string): boolean {
  if (sendsPrivacySignal() || isUncountedAutomation()) return false;
  const { page, locale } = parsePath(pathname);
  if (page === null || pathname === lastCounted) return false;
  lastCounted = pathname;
  const landing = counted === 0 ? landingAttribution() : null;
  counted += 1;
  loadRuntimeConfig()
    .then((config) =>
      recordPageView(config, {
        page_key: page,
        locale,
        path: pathname.slice(0, 300),
        is_landing: landing !== null,
        referrer_domain: landing?.referrer_domain ?? null,
        utm_source: landing?.utm_source ?? null,
        utm_medium: landing?.utm_medium ?? null,
        utm_campaign: landing?.utm_campaign ?? null,
        device: deviceClass(window.innerWidth),
      }),
    )
    .catch(() => undefined);
  return true;
}
