import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { initSession } from '@app/session';
import { AppProviders } from '@app/ui';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { UsersPage } from '../features/users';
import { SettingsPage } from '../features/settings';
import { EnquiriesPage } from '../features/enquiries';
import { VisitsPage } from '../features/visits';
import { MediaLibraryPage } from '../features/media';
import { PersonalDataPage } from '../features/personal-data';
import { AdminNotFoundPage } from '../features/not-found';
import { AdminLayout } from './admin-layout';
import { RequireStaff } from './require-staff';
import { contentRoutes } from './content-routes';

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
          {contentRoutes()}
          <Route path="enquiries" element={<EnquiriesPage />} />
          <Route path="visits" element={<VisitsPage />} />
          <Route path="media" element={<MediaLibraryPage />} />
          <Route
            path="users"
            element={
              <RequireStaff adminOnly>
                <UsersPage />
              </RequireStaff>
            }
          />
          <Route
            path="settings"
            element={
              <RequireStaff adminOnly>
                <SettingsPage />
              </RequireStaff>
            }
          />
          <Route
            path="personal-data"
            element={
              <RequireStaff adminOnly>
                <PersonalDataPage />
              </RequireStaff>
            }
          />
          <Route path="*" element={<AdminNotFoundPage />} />
        </Route>
      </Routes>
    </AppProviders>
  );
}
