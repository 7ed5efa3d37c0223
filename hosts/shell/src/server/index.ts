/**
 * The server bundle's API (compiled for Node by rspack.server.config.ts; the prerenderer and the live
 * publisher load it): one function from a URL and the site's data to the page's complete HTML document
 * (with the keys of the data it read), and the data by key as the pages read it.
 */
export { renderDocument, renderPage, type ChunkMap, type DocumentData, type RenderedPage } from './render-document';
export { siteDataOf, type PublicBlogPost, type SiteContent, type SiteData } from './site-data';
