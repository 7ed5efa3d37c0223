import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { MaintenanceGate } from './maintenance-gate';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Chrome of every public page: header navigation, the page, footer; all behind the maintenance gate. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  return (
    <MaintenanceGate>
      <div className="site-shell">
        <SiteHeader />
        <main id="main" className="site-main" tabIndex={-1}>
          {children ?? <Outlet />}
        </main>
        <SiteFooter />
      </div>
    </MaintenanceGate>
  );
}
