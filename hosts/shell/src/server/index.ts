/**
 * The server bundle's API (compiled for Node by rspack.server.config.ts; the prerenderer and the live
 * publisher load it): one function from a URL and the site's data to the page's complete HTML document.
 */
export { renderDocument, type ChunkMap, type DocumentData } from './render-document';
export type { PublicBlogPost, SiteContent } from './site-data';
