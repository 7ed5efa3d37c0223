import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type To = Parameters<BrowserHistory['push']>[0];

export interface BlockedNavigation {
  currentPath: string;
  nextPath: string;
  /** Carries the navigation out after all. */
  proceed: () => void;
}

/** Decides whether a navigation must wait; it may keep `navigation` and proceed later (a confirm dialog). */
export type NavigationBlocker = (navigation: BlockedNavigation) => boolean;

const blockers = new Set<NavigationBlocker>();

/**
 * Registers a blocker for push and replace navigations (links, navigate()). Browser back/forward is not
 * held (the browser has moved already); reloads and closing the tab are the page's beforeunload's job.
 */
export function addNavigationBlocker(blocker: NavigationBlocker): () => void {
  blockers.add(blocker);
  return () => blockers.delete(blocker);
}

function pathOf(history: BrowserHistory, to: To): string {
  const url = history.createURL(to);
  return url.pathname;
}

/**
 * The browser history the host's router runs on, with a hook for blocking: the host uses a declarative
 * router (lighter than the data router on every public page), so blocking lives here instead.
 */
export function createNavigationHistory(): BrowserHistory {
  // v5Compat: listeners hear push and replace too (what BrowserRouter does), not only back/forward.
  const history = createBrowserHistory({ v5Compat: true });
  const guard =
    (method: 'push' | 'replace') =>
    (to: To, state?: unknown): void => {
      const go = () => history[method](to, state);
      const navigation: BlockedNavigation = { currentPath: history.location.pathname, nextPath: pathOf(history, to), proceed: go };
      for (const blocker of blockers) if (blocker(navigation)) return;
      go();
    };
  const push = guard('push');
  const replace = guard('replace');
  return new Proxy(history, {
    get(target, property, receiver) {
      if (property === 'push') return push;
      if (property === 'replace') return replace;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
