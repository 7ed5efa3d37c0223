import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

// Everything here is in every page's first download, so it only notes paths and loads the sender (which
// decides and sends) once the page has loaded: counting never delays a page.
const pending: string[] = [];
let send: ((pathname: string) => unknown) | undefined;

function loadSender(): void {
  import('./page-view-sender').then(({ sendPageView }) => {
    send = sendPageView;
    pending.forEach(send);
  }, () => undefined);
}

/**
 * Counts the page view of each path the visitor reaches, client-side navigations included (the query alone
 * is no new view). It wraps the app rather than sitting beside it: a sibling would shift the ids useId
 * gives and the hydrated HTML would no longer match the prerendered.
 */
export function PageViewCounter({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (send) {
      send(pathname);
      return;
    }
    // An automated browser does not even load the sender, unless a test opted in (see page-view-sender).
    if (pending.push(pathname) > 1 || (navigator.webdriver && !window.__countAutomatedVisits)) return;
    if (document.readyState === 'complete') loadSender();
    else addEventListener('load', loadSender, { once: true });
  }, [pathname]);
  return children;
}
