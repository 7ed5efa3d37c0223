import { Suspense, lazy, type ReactElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import {
  EMAIL_LINK_PAGE_KEYS,
  UNLISTED_PAGE_KEYS,
  LOCALES,
  MESSAGE_SECTIONS,
  PAGE_KEYS,
  blogListRoutePatterns,
  getHref,
  parsePath,
  type UnlistedPageKey,
  type Locale,
  type MessageSection,
  type PageKey,
} from '@app/i18n';
import { RouteLoader } from '../components/route-loader';
import { lazyPage, type LazyPage } from './lazy-page';
import { LocaleProvider, WithMessageSections, preloadMessages } from '../components/locale/locale-context';
import { SiteLayout } from './site-layout';
import { loadHeadWriter } from '../hooks/use-document-meta';
import type { ContentPreviews } from '../pages/content-preview/content-previews';

type LocalePage = LazyPage<object>;

// Each page is its own chunk, so a visitor downloads the page they open (and the chrome), not the site.
const PAGES: Record<PageKey, LocalePage> = {
  // With the sections it shows of the content types, from their page folders, in the home page's chunk.
  home: lazyPage(() =>
    Promise.all([
      import(/* webpackChunkName: "page-home" */ '../pages/home/home-page'),
      import(/* webpackChunkName: "page-home" */ '../pages/modules/module-cards-on-home'),
    ]).then(([home, modules]) => home.homePageShowing([modules.moduleCardsOnHome])),
  ),
  services: lazyPage(() => import(/* webpackChunkName: "page-services" */ '../pages/services/services-page').then((m) => m.ServicesPage)),
  modules: lazyPage(() => import(/* webpackChunkName: "page-modules" */ '../pages/modules/modules-page').then((m) => m.ModulesPage)),
  references: lazyPage(() =>
    import(/* webpackChunkName: "page-references" */ '../pages/references/references-page').then((m) => m.ReferencesPage),
  ),
  pricing: lazyPage(() => import(/* webpackChunkName: "page-pricing" */ '../pages/pricing/pricing-page').then((m) => m.PricingPage)),
  blog: lazyPage(() => import(/* webpackChunkName: "page-blog" */ '../pages/blog/blog-page').then((m) => m.BlogPage)),
  contact: lazyPage(() => import(/* webpackChunkName: "page-contact" */ '../pages/contact/contact-page').then((m) => m.ContactPage)),
  privacy: lazyPage(() => import(/* webpackChunkName: "page-privacy" */ '../pages/privacy/privacy-page').then((m) => m.PrivacyPage)),
  terms: lazyPage(() => import(/* webpackChunkName: "page-terms" */ '../pages/terms/terms-page').then((m) => m.TermsPage)),
};
/**
 * Pages prerendered but noindex, outside the sitemap: the two the newsletter's e-mails link to share one
 * small chunk (every chunk costs each page a few bytes of the runtime's chunk table); the search results.
 */
const UNLISTED_PAGES: Record<UnlistedPageKey, LocalePage> = {
  newsletterConfirm: lazyPage(() =>
    import(/* webpackChunkName: "page-newsletter" */ '../pages/newsletter/newsletter-confirm-page').then((m) => m.NewsletterConfirmPage),
  ),
  newsletterUnsubscribe: lazyPage(() =>
    import(/* webpackChunkName: "page-newsletter" */ '../pages/newsletter/newsletter-unsubscribe-page').then((m) => m.NewsletterUnsubscribePage),
  ),
  search: lazyPage(() => import(/* webpackChunkName: "page-search" */ '../pages/search/search-page').then((m) => m.SearchPage)),
};

/** The chunk (webpackChunkName above) a page's prerendered HTML preloads. */
export function pageChunkName(page: PageKey | UnlistedPageKey): string {
  return (EMAIL_LINK_PAGE_KEYS as readonly string[]).includes(page) ? 'page-newsletter' : `page-${page}`;
}

/** Pages whose texts are catalog sections of their own (see @app/i18n), so no other page loads them. */
export const PAGE_MESSAGE_SECTIONS: Partial<Record<PageKey | UnlistedPageKey, readonly MessageSection[]>> = {
  home: ['home'],
  services: ['services'],
  modules: ['modulesPage'],
  references: ['references'],
  pricing: ['pricing'],
  blog: ['blogList'],
  contact: ['contact'],
  privacy: ['privacy'],
  terms: ['terms'],
  newsletterConfirm: ['newsletterPages'],
  newsletterUnsubscribe: ['newsletterPages'],
  search: ['search'],
};

const BLOG_POST_PAGE: LocalePage = lazyPage(() =>
  import(/* webpackChunkName: "page-blog-post" */ '../pages/blog-post/blog-post-page').then((m) => m.BlogPostPage),
);
const NOT_FOUND_PAGE: LocalePage = lazyPage(() =>
  import(/* webpackChunkName: "page-not-found" */ '../pages/not-found/not-found-page').then((m) => m.NotFoundPage),
);
const MAINTENANCE_PAGE = lazyPage(() =>
  import(/* webpackChunkName: "page-maintenance" */ '../pages/maintenance/maintenance-page').then((m) => m.MaintenancePage),
);

// Sign-in screens are a separate chunk: public pages never download Formik or Yup.
const LoginPage = lazy(() => import(/* webpackChunkName: "auth" */ '../features/auth').then((module) => ({ default: module.LoginPage })));
const UpdatePasswordPage = lazy(() =>
  import(/* webpackChunkName: "auth" */ '../features/auth').then((module) => ({ default: module.UpdatePasswordPage })),
);

// Editors' previews of unsaved content: the public components, for staff, in a chunk of their own.
const ContentPreviewPage = lazy(() =>
  import(/* webpackChunkName: "content-preview" */ '../pages/content-preview/content-preview-page').then((module) => ({
    default: module.ContentPreviewPage,
  })),
);

/** How each previewed type's draft is drawn: its page's components, in the preview's chunk. */
const CONTENT_PREVIEWS: ContentPreviews = {
  blogPosts: () => import(/* webpackChunkName: "content-preview" */ '../pages/blog-post/post-preview').then((m) => m.PostPreview),
  references: () => import(/* webpackChunkName: "content-preview" */ '../pages/references/reference-preview').then((m) => m.ReferencePreview),
  pricingPlans: () => import(/* webpackChunkName: "content-preview" */ '../pages/pricing/pricing-plan-preview').then((m) => m.PricingPlanPreview),
};

// The back office's route (its loader, error screen and the federation runtime) is one chunk, fetched on /admin only.
const AdminRemoteRoute = lazy(() =>
  import(/* webpackChunkName: "admin-federation" */ '../features/admin-remote').then((module) => ({ default: module.AdminRemoteRoute })),
);

function withLoader(element: ReactElement, label = 'Načítám...') {
  return <Suspense fallback={<RouteLoader label={label} />}>{element}</Suspense>;
}

/** A route of the table with what must load before it renders without suspending. */
type AppRoute = RouteObject & { preload?: () => Promise<void>; children?: AppRoute[] };

/** A post's texts: its own catalog section, like a page's. */
export const BLOG_POST_MESSAGE_SECTIONS: readonly MessageSection[] = ['blogPost'];

function localePage(path: string, locale: Locale, page: LocalePage, sections: readonly MessageSection[] = []): AppRoute {
  return {
    path,
    element: (
      <WithMessageSections sections={sections}>
        <page.Component />
      </WithMessageSections>
    ),
    preload: () => Promise.all([page.preload(), preloadMessages(locale, sections)]).then(() => undefined),
  };
}

function localizedRoutes(locale: Locale): AppRoute {
  const home = getHref('home', locale);
  return {
    element: (
      <LocaleProvider locale={locale}>
        <SiteLayout />
      </LocaleProvider>
    ),
    preload: () => preloadMessages(locale),
    children: [
      ...PAGE_KEYS.map((page) => localePage(getHref(page, locale), locale, PAGES[page], PAGE_MESSAGE_SECTIONS[page])),
      ...UNLISTED_PAGE_KEYS.map((page) => localePage(getHref(page, locale), locale, UNLISTED_PAGES[page], PAGE_MESSAGE_SECTIONS[page])),
      ...blogListRoutePatterns(locale).map((path) => localePage(path, locale, PAGES.blog, PAGE_MESSAGE_SECTIONS.blog)),
      localePage(`${getHref('blog', locale)}/:slug`, locale, BLOG_POST_PAGE, BLOG_POST_MESSAGE_SECTIONS),
      ...(locale === 'cs' ? [{ path: '/maintenance', element: <MAINTENANCE_PAGE.Component />, preload: MAINTENANCE_PAGE.preload }] : []),
      // Unknown paths under a language prefix get that language's 404; everything else the Czech one.
      localePage(locale === 'cs' ? '*' : `${home}/*`, locale, NOT_FOUND_PAGE),
    ],
  };
}

/** Every route of the host; the same table serves the browser, tests and prerendering. */
export const routes: AppRoute[] = [
  ...LOCALES.map(localizedRoutes),
  { path: '/auth', element: withLoader(<LoginPage />) },
  { path: '/auth/update-password', element: withLoader(<UpdatePasswordPage />) },
  // More specific than /admin/*, so the host answers it, not the remote (@app/remote-contract contentPreviewPath).
  { path: '/admin/nahled/:kind', element: withLoader(<ContentPreviewPage previews={CONTENT_PREVIEWS} />) },
  { path: '/admin/*', element: withLoader(<AdminRemoteRoute />, 'Načítám administraci...') },
];

export function AppRoutes() {
  return <Suspense fallback={<RouteLoader label="Načítám..." />}>{useRoutes(routes)}</Suspense>;
}

/**
 * Loads what the routes matching a path need (page chunk, language catalog), so that hydrating a
 * prerendered page, or rendering one on the server, does not suspend.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route as AppRoute).preload?.()));
}

/**
 * The home page's sections below the hero (the only deferred sections): their registry is in the home
 * page's chunk, so no other page downloads it.
 */
function preloadDeferredSections(): Promise<void> {
  return import(/* webpackChunkName: "page-home" */ '../components/deferred-section').then((module) => module.preloadDeferredSections());
}

/**
 * Loads what a link the visitor is about to follow needs: its route, the head-tag writer (the arrival page
 * did without it), and for home also the sections below the hero, which hydration on arrival would
 * otherwise defer (the home chunk registers them when it runs, hence after the route's preload).
 */
export async function preloadRouteAhead(pathname: string): Promise<void> {
  await Promise.all([preloadRoute(pathname), loadHeadWriter()]);
  if (parsePath(pathname).page === 'home') await preloadDeferredSections();
}

/** Every page chunk, section chunk and catalog: the prerenderer renders them all in full. */
export async function preloadAllRoutes(): Promise<void> {
  await Promise.all([
    ...LOCALES.map((locale) => preloadMessages(locale, MESSAGE_SECTIONS)),
    ...Object.values(PAGES).map((page) => page.preload()),
    ...Object.values(UNLISTED_PAGES).map((page) => page.preload()),
    BLOG_POST_PAGE.preload(),
    NOT_FOUND_PAGE.preload(),
    MAINTENANCE_PAGE.preload(),
  ]);
  // Pages register their deferred sections when their chunk runs.
  await preloadDeferredSections();
}

