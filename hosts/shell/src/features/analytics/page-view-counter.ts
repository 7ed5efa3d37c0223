import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { VisitStart } from './visit';

// Everything in this file is in every page's first download, so it only notes paths and loads the code
// that decides and sends (./visit) once the page has loaded: counting never delays a page.

/** How the visit began, read when this module first runs (at start-up, before any client-side navigation). Memory only. */
const visitStart: VisitStart = { url: location.href, referrer: document.referrer };
/**
 * Counts the page view of each path the visitor reaches, client-side navigations included (the query alone
 * is no new view). It wraps the app rather than sitting beside it: a sibling would shift the ids useId
 * gives and the hydrated HTML would no longer match the prerendered.
 */
export function PageViewCounter({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    // An automated browser does not even load the sender, unless a test opted in (see ./privacy-signals).
    if (navigator.webdriver && !window.__countAutomatedVisits) return;
    const count = () => import('./visit').then((visit) => visit.countPageView(pathname, visitStart), () => undefined);
    if (document.readyState === 'complete') void count();
    else addEventListener('load', count);
  }, [pathname]);
  return children;
}
