import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import type { Locale } from '@app/i18n';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Chrome of every public page: header navigation, the page, footer. */
export function SiteLayout({ locale, children }: { locale: Locale; children?: ReactNode }) {
  return (
    <div className="site-shell">
      <SiteHeader locale={locale} />
      <main id="main" className="site-main">
        {children ?? <Outlet />}
      </main>
      <SiteFooter locale={locale} />
    </div>
  );
}
