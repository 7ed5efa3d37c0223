import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import type { Locale } from '@app/i18n';
import { useLocaleMessages } from './locale-messages';
import { MaintenanceGate } from './maintenance-gate';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Chrome of every public page: header navigation, the page, footer; all behind the maintenance gate. */
export function SiteLayout({ locale, children }: { locale: Locale; children?: ReactNode }) {
  useLocaleMessages(locale);
  return (
    <MaintenanceGate locale={locale}>
      <div className="site-shell">
        <SiteHeader locale={locale} />
        <main id="main" className="site-main" tabIndex={-1}>
          {children ?? <Outlet />}
        </main>
        <SiteFooter locale={locale} />
      </div>
    </MaintenanceGate>
  );
}
