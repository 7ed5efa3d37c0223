import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { parsePath } from '@app/i18n';
import { isUncountedAutomation, sendsPrivacySignal, visitAttribution } from './visit';

let lastCounted: string | null = null;
let counted = 0;

function afterLoad(run: () => void): void {
  const later = () => setTimeout(run, 0);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * Counts a view of a public page (a known route; not the back office, sign-in or a 404) once the page has
 * loaded, loading the sender only then, so counting never delays a page. The first view is the landing.
 * Returns whether a view is sent.
 */
export function countPageView(pathname: string): boolean {
  if (sendsPrivacySignal() || isUncountedAutomation()) return false;
  const { page, locale } = parsePath(pathname);
  if (page === null || pathname === lastCounted) return false;
  lastCounted = pathname;
  const landing = counted === 0 ? visitAttribution() : null;
  counted += 1;
  afterLoad(() => {
    import('./page-view-sender').then(({ sendPageView }) => sendPageView({ pageKey: page, locale, path: pathname, landing })).catch(() => undefined);
  });
  return true;
}

/** Counts each client-side navigation to another path (the query alone, e.g. a filter, is no new view). */
export function PageViewCounter() {
  const { pathname } = useLocation();
  useEffect(() => {
    countPageView(pathname);
  }, [pathname]);
  return null;
}
