import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Center, Loader } from '@mantine/core';
import { useSession } from '@app/session';
import { signInHref } from '@app/remote-contract';
import { NoAccessPage } from '../features/access/no-access-page';

/** Signed out → /auth, which returns to the screen asked for (with its query) after signing in; signed in without a staff role → a clear no-access page. */
export function RequireStaff({ adminOnly = false, children }: { adminOnly?: boolean; children: ReactNode }) {
  const { status, checkingRoles, isStaff, isAdmin } = useSession();
  const location = useLocation();
  if (status === 'loading' || (status === 'signedIn' && checkingRoles)) {
    return (
      <Center mih="60vh" role="status" aria-label="Ověřuji přihlášení...">
        <Loader />
      </Center>
    );
  }
  if (status === 'signedOut') return <Navigate to={signInHref(`${location.pathname}${location.search}${location.hash}`)} replace />;
  if (!isStaff || (adminOnly && !isAdmin)) return <NoAccessPage adminOnly={adminOnly && isStaff} />;
  return children;
}
