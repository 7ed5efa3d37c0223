import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { initSession } from '@app/session';
import { AppProviders } from '@app/ui';
import { ComingSoonPage } from '../features/coming-soon/coming-soon-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { AdminLayout } from './admin-layout';
import { RequireStaff } from './require-staff';

/** The whole back office under /admin/*, inside the host's router, with its own Mantine providers. */
export function AdminApp() {
  useEffect(() => {
    void initSession();
  }, []);

  return (
    <AppProviders>
      <Routes>
        <Route
          element={
            <RequireStaff>
              <AdminLayout />
            </RequireStaff>
          }
        >
          <Route index element={<DashboardPage />} />
          <Route
            path="users/*"
            element={
              <RequireStaff adminOnly>
                <ComingSoonPage />
              </RequireStaff>
            }
          />
          <Route
            path="settings/*"
            element={
              <RequireStaff adminOnly>
                <ComingSoonPage />
              </RequireStaff>
            }
          />
          <Route path="*" element={<ComingSoonPage />} />
        </Route>
      </Routes>
    </AppProviders>
  );
}
