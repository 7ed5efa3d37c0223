import { Suspense, lazy, useMemo, useState, type ComponentType } from 'react';
import { RouteLoader } from '../../components/route-loader';
import { AdminErrorBoundary } from './admin-error-boundary';
import { AdminLoadError } from './admin-load-error';

export type AdminAppLoader = () => Promise<{ default: ComponentType }>;

const loadAdminAppThroughFederation: AdminAppLoader = () => import(/* webpackChunkName: "admin-federation" */ './federation').then(({ loadAdminApp }) => loadAdminApp());

/** /admin/*: the back office, fetched from the admin remote at run time. */
export function AdminRemoteRoute({ loadAdminApp = loadAdminAppThroughFederation }: { loadAdminApp?: AdminAppLoader }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy remembers a rejection forever.
  const AdminApp = useMemo(() => lazy(loadAdminApp), [loadAdminApp, attempt]);
  return (
    <AdminErrorBoundary key={attempt} fallback={(error) => <AdminLoadError error={error} onRetry={() => setAttempt((n) => n + 1)} />}>
      <Suspense fallback={<RouteLoader label="Načítám administraci..." />}>
        <AdminApp />
      </Suspense>
    </AdminErrorBoundary>
  );
}
