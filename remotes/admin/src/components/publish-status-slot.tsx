import { Suspense, lazy, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { stopFollowingPublish, useWatchedPublish } from './publish-watch';

// Downloaded with the first save, not with every screen.
const PublishStatus = lazy(() => import('./publish-status'));

const within = (pathname: string, scope: string) => pathname === scope || pathname.startsWith(`${scope}/`);

/**
 * Where the publish state of the last save shows: above the screen, so it stays when the editor returns
 * to its list. Leaving the list and its editors for another section drops it.
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
      <div className="admin-publish-status">
        <PublishStatus key={watched.key} watched={watched} onClose={() => stopFollowingPublish(watched.key)} />
      </div>
    </Suspense>
  );
}
