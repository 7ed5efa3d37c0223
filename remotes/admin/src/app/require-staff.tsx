import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Center, Loader } from '@mantine/core';
import { useSession } from '@app/session';
import { NoAccessPage } from '../features/access/no-access-page';
import { ADMIN_PATHS } from '../config/paths';

/** Signed out → /auth; signed in without a staff role → a clear no-access page. */
export function RequireStaff({ adminOnly = false, children }: { adminOnly?: boolean; children: ReactNode }) {
  const { status, checkingRoles, isStaff, isAdmin } = useSession();
  if (status === 'loading' || (status === 'signedIn' && checkingRoles)) {
    return (
      <Center mih="60vh" role="status" aria-label="Ověřuji přihlášení...">
        <Loader />
      </Center>
    );
  }
  if (status === 'signedOut') return <Navigate to={ADMIN_PATHS.signIn} replace />;
  if (!isStaff || (adminOnly && !isAdmin)) return <NoAccessPage adminOnly={adminOnly && isStaff} />;
  return children;
}
