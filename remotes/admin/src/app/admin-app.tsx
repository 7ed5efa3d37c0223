import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { initSession } from '@app/session';
import { AppProviders } from '@app/ui';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { BlogEditorPage, BlogListPage } from '../features/blog';
import { ModuleFormPage, ModulesListPage } from '../features/modules';
import { ReferenceFormPage, ReferencesListPage } from '../features/references';
import { PricingFormPage, PricingListPage } from '../features/pricing';
import { UsersPage } from '../features/users';
import { SettingsPage } from '../features/settings';
import { ImageGeneratorPage } from '../features/image-generator';
import { EnquiriesPage } from '../features/enquiries';
import { VisitsPage } from '../features/visits';
import { MediaLibraryPage } from '../features/media';
import { PersonalDataPage } from '../features/personal-data';
import { AdminNotFoundPage } from '../features/not-found';
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
          <Route path="blog" element={<BlogListPage />} />
          <Route path="blog/:id" element={<BlogEditorPage />} />
          <Route path="modules" element={<ModulesListPage />} />
          {/* The dashboard links /admin/modules/new; the editor's route is /admin/modules/edit/{id} with id "new". */}
          <Route path="modules/new" element={<ModuleFormPage />} />
          <Route path="modules/edit/:id" element={<ModuleFormPage />} />
          <Route path="references" element={<ReferencesListPage />} />
          <Route path="references/:id" element={<ReferenceFormPage />} />
          <Route path="pricing" element={<PricingListPage />} />
          <Route path="pricing/:id" element={<PricingFormPage />} />
          <Route path="image-generator" element={<ImageGeneratorPage />} />
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
