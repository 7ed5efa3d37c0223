import { useCallback, useEffect, useRef, useState } from 'react';
import { addNavigationBlocker, type BlockedNavigation } from './navigation-history';

type ShouldBlock = (args: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) => boolean;

export type HostBlocker =
  | { state: 'unblocked'; proceed: undefined; reset: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

/**
 * React Router's useBlocker contract (state, proceed, reset) over the host's navigation history, handed to
 * the admin in place of the router's own (which needs a data router).
 */
export function useBlocker(shouldBlock: ShouldBlock | boolean): HostBlocker {
  const [blocked, setBlocked] = useState<BlockedNavigation | null>(null);
  const shouldBlockRef = useRef(shouldBlock);
  useEffect(() => {
    shouldBlockRef.current = shouldBlock;
  }, [shouldBlock]);

  useEffect(
    () =>
      addNavigationBlocker((navigation) => {
        const rule = shouldBlockRef.current;
        const block =
          typeof rule === 'function'
            ? rule({ currentLocation: { pathname: navigation.currentPath }, nextLocation: { pathname: navigation.nextPath } })
            : rule;
        if (block) setBlocked(navigation);
        return block;
      }),
    [],
  );

  const blockedRef = useRef<BlockedNavigation | null>(null);
  useEffect(() => {
    blockedRef.current = blocked;
  }, [blocked]);
  const proceed = useCallback(() => {
    const navigation = blockedRef.current;
    setBlocked(null);
    navigation?.proceed();
  }, []);
  const reset = useCallback(() => setBlocked(null), []);
  return blocked ? { state: 'blocked', proceed, reset } : { state: 'unblocked', proceed: undefined, reset: undefined };
}
