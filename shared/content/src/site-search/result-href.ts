import { PAGE_KEYS, getBlogPostHref, getHref, type Locale, type PageKey } from '@app/i18n';

/**
 * Where a search result is shown, as the database names it: a page of the route table (`modules`,
 * `pricing`, `references`, `services`, `home`…) with an optional anchor, or a post (`blogPost`) by its slug
 * in the result's language. The site owns the paths; the database never writes one.
 */
export type SiteSearchTarget =
  | { page: 'blogPost'; slug: string; anchor?: undefined }
  | { page: PageKey; slug?: undefined; anchor?: string };

/** Reads the page, slug and anchor of a search_site row; null when the site has no such page. */
export function siteSearchTarget(page: unknown, slug: unknown, anchor: unknown): SiteSearchTarget | null {
  if (page === 'blogPost') return typeof slug === 'string' && slug !== '' ? { page, slug } : null;
  const pageKey = PAGE_KEYS.find((key) => key === page);
  if (!pageKey) return null;
  return typeof anchor === 'string' && anchor !== '' ? { page: pageKey, anchor } : { page: pageKey };
}

/** The link of a result in the visitor's language: '/blog/<slug>', '/en/modules#module-invoicing', '/de/preise'. */
export function siteSearchHref(target: SiteSearchTarget, locale: Locale): string {
  if (target.page === 'blogPost') return getBlogPostHref(target.slug, locale);
  return getHref(target.page, locale, { hash: target.anchor });
}
