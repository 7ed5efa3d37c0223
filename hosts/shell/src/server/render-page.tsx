// The prerenderer's entry (compiled for Node by rspack.server.config.ts): renders one URL to HTML.
import '@app/i18n/all-messages';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/app';
import { setRenderContext } from '../app/render-context';
import { preloadAllRoutes } from '../app/routes';
import type { OrganizationContact, PageMeta } from '../seo';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** What the page declared for its <head>. */
  meta: PageMeta | undefined;
  /** The build-time data the page rendered with: embed it so hydration renders the same. */
  data: Record<string, unknown>;
  /** Images above the fold to preload. */
  preloadImages: string[];
}

/** Loads every page chunk first, so rendering never suspends. */
export const ready = preloadAllRoutes();

export async function renderPage(
  pathname: string,
  { initialData, siteUrl, contact }: { initialData: Record<string, unknown>; siteUrl: string; contact?: OrganizationContact },
): Promise<RenderedPage> {
  await ready;
  const collected: { meta?: PageMeta; data: Record<string, unknown>; preloadImages?: string[] } = { data: {} };
  setRenderContext({ initialData, siteUrl, contact, prerendered: true, collected });
  try {
    const html = renderToString(
      <StaticRouter location={pathname}>
        <App />
      </StaticRouter>,
    );
    return { html, meta: collected.meta, data: collected.data, preloadImages: collected.preloadImages ?? [] };
  } finally {
    setRenderContext({ initialData: {}, siteUrl, prerendered: false });
  }
}

export { createPostSanitizer } from '../pages/blog-post/sanitize-post-html';
export { postDataKey } from '../pages/blog-post/blog-post-page';
export { alternatesDataKey } from '../app/page-alternates';
export { PUBLIC_DATA_KEYS } from '../components/use-public-data';
export { BLOG_POST_MESSAGE_SECTIONS, PAGE_MESSAGE_SECTIONS, pageChunkName } from '../app/routes';
export {
  APP_SHELL_FILE,
  appShellRedirects,
  blogFeedPath,
  blogFeedXml,
  headTags,
  scriptSafeJson,
  publicSitemapEntries,
  robotsTxt,
  sitemapXml,
  alternatePaths,
  type PermanentRedirect,
  type SitemapEntry,
} from '../seo';
export {
  fetchActiveModules,
  fetchActivePricingPlans,
  fetchBlogPostBySlug,
  fetchBlogSlugRedirects,
  postPublishedAt,
  fetchPublicContactInfo,
  fetchPublicReferences,
  fetchPublishedBlogPosts,
} from '@app/content';
export { INITIAL_DATA_ELEMENT_ID } from '../app/render-context';
