import { Suspense, lazy, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { stopFollowingPublish, useWatchedPublish } from './publish-watch';

// Downloaded with the first save, not with every screen.
const PublishStatus = lazy(() => import('./publish-status'));

const within = (pathname: string, scope: string) => pathname === scope || pathname.startsWith(`${scope}/`);

/**
 * Where the publish state of the last save shows: above the screen, on the editor and on its list. Leaving
 * the list and its editors for another section drops it.
 */
export function PublishStatusSlot() {
  const watched = useWatchedPublish();
  const { pathname } = useLocation();
  const shown = watched !== null && within(pathname, watched.scope);

  useEffect(() => {
    if (watched && !shown) stopFollowingPublish(watched.key);
  }, [watched, shown]);

  if (!watched || !shown) return null;
  return (
    <Suspense fallback={null}>
      <StatusBox>
        <PublishStatus key={watched.key} watched={watched} onClose={() => stopFollowingPublish(watched.key)} />
      </StatusBox>
    </Suspense>
  );
}

/**
 * The status sticks below the header; its height goes to `--admin-publish-status-height`, so what else sticks
 * there (the post editor's settings column) sits below it instead of under it.
 */
function StatusBox({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--admin-publish-status-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--admin-publish-status-height');
    };
  }, []);
  return (
    <div className="admin-publish-status" ref={box}>
      {children}
    </div>
  );
}
