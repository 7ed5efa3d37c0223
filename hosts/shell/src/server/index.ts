/**
 * The server bundle's API (compiled for Node by rspack.server.config.ts; the publisher, @app/publisher,
 * loads it and imports its types as `@app/shell/server`): one function from a URL and the site's data to the
 * page's complete HTML document (with the keys of the data it read), the data by key as the pages read it,
 * and the site's other files the host owns (sitemap, robots.txt, feeds, the app-shell rules).
 */
export { renderDocument, renderPage, type ChunkMap, type DocumentData, type RenderedPage } from './render-document';
export { siteDataOf, type PublicBlogPost, type SiteContent, type SiteData } from './site-data';
export {
  APP_SHELL_FILE,
  appShellRedirects,
  blogFirstPageRedirects,
  contentFeedFiles,
  contentListPaths,
  isSitemapFile,
  notFoundFile,
  publicSitemapEntries,
  robotsTxt,
  sitemapFiles,
  type PermanentRedirect,
  type SitemapEntry,
} from '../seo';
