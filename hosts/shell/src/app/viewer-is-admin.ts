import { hasStoredSession } from '@app/supabase';

const ROLE_CHECK_TIMEOUT_MS = 10_000;

/**
 * Whether the signed-in viewer is an administrator. Loads the session (and supabase-js) only when this
 * browser holds a stored session, so ordinary visitors never download it.
 */
export async function viewerIsAdmin(): Promise<boolean> {
  if (!hasStoredSession()) return false;
  const { initSession, useSession } = await import('@app/session');
  await initSession();
  return new Promise<boolean>((resolve) => {
    const settled = (state: ReturnType<typeof useSession.getState>) => state.status !== 'loading' && !state.checkingRoles;
    const finish = (isAdmin: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(isAdmin);
    };
    const timer = setTimeout(() => finish(false), ROLE_CHECK_TIMEOUT_MS);
    const unsubscribe = useSession.subscribe((state) => {
      if (settled(state)) finish(state.isAdmin);
    });
    const now = useSession.getState();
    if (settled(now)) finish(now.isAdmin);
  });
}
