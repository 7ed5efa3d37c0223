import { Suspense, lazy, type ComponentType, type ReactElement } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { LOCALES, PAGE_KEYS, getHref, localeFromPath, type Locale, type PageKey } from '@app/i18n';
import { RouteLoader } from '../components/route-loader';
import { AdminRemoteRoute } from '../features/admin-remote';
import { BlogPage } from '../pages/blog/blog-page';
import { BlogPostPage } from '../pages/blog-post/blog-post-page';
import { ContactPage } from '../pages/contact/contact-page';
import { HomePage } from '../pages/home/home-page';
import { MaintenancePage } from '../pages/maintenance/maintenance-page';
import { ModulesPage } from '../pages/modules/modules-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { PricingPage } from '../pages/pricing/pricing-page';
import { PrivacyPage } from '../pages/privacy/privacy-page';
import { ReferencesPage } from '../pages/references/references-page';
import { ServicesPage } from '../pages/services/services-page';
import { TermsPage } from '../pages/terms/terms-page';
import { SiteLayout } from './site-layout';

const PAGE_COMPONENTS: Record<PageKey, ComponentType<{ locale: Locale }>> = {
  home: HomePage,
  services: ServicesPage,
  modules: ModulesPage,
  references: ReferencesPage,
  pricing: PricingPage,
  blog: BlogPage,
  contact: ContactPage,
  privacy: PrivacyPage,
  terms: TermsPage,
};

// Sign-in screens are a separate chunk: public pages never download Formik or Yup.
const LoginPage = lazy(() => import(/* webpackChunkName: "auth" */ '../features/auth').then((module) => ({ default: module.LoginPage })));
const UpdatePasswordPage = lazy(() =>
  import(/* webpackChunkName: "auth" */ '../features/auth').then((module) => ({ default: module.UpdatePasswordPage })),
);

function withLoader(element: ReactElement) {
  return <Suspense fallback={<RouteLoader label="Načítám..." />}>{element}</Suspense>;
}

function NotFoundRoute() {
  const locale = localeFromPath(useLocation().pathname);
  return (
    <SiteLayout locale={locale}>
      <NotFoundPage locale={locale} />
    </SiteLayout>
  );
}

function localizedRoutes(locale: Locale): RouteObject {
  const pagesOfLocale = PAGE_KEYS.map((page) => {
    const Page = PAGE_COMPONENTS[page];
    return { path: getHref(page, locale), element: <Page locale={locale} /> };
  });
  return {
    element: <SiteLayout locale={locale} />,
    children: [
      ...pagesOfLocale,
      {
        path: `${getHref('blog', locale)}/:slug`,
        element: <BlogPostPage locale={locale} />,
      },
    ],
  };
}

/** Every route of the host; the same table serves the browser router, tests and prerendering. */
export const routes: RouteObject[] = [
  ...LOCALES.map(localizedRoutes),
  { element: <SiteLayout locale="cs" />, children: [{ path: '/maintenance', element: <MaintenancePage /> }] },
  { path: '/auth', element: withLoader(<LoginPage />) },
  { path: '/auth/update-password', element: withLoader(<UpdatePasswordPage />) },
  { path: '/admin/*', element: <AdminRemoteRoute /> },
  { path: '*', element: <NotFoundRoute /> },
];
