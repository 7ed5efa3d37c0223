const INTENT_EVENTS = ['mouseover', 'focusin', 'touchstart'] as const;

/**
 * Calls `preload` with a same-origin link's path when the pointer, a touch or the keyboard focus reaches
 * the link: its page's code then loads during the moment before the click, and client-side navigation
 * shows the page at once. Once per path. Returns the function that stops listening.
 */
export function preloadOnIntent(preload: (pathname: string) => void): () => void {
  const requested = new Set<string>();
  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
    const { pathname } = anchor;
    if (pathname === window.location.pathname || requested.has(pathname)) return;
    requested.add(pathname);
    preload(pathname);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
  };
}
