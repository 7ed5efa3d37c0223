import '@app/i18n/all-messages';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { LOCALE_NAMES, parsePath } from '@app/i18n';
import { App } from '../app/app';
import { BLOG_POST_MESSAGE_SECTIONS, PAGE_MESSAGE_SECTIONS, pageChunkName, preloadAllRoutes } from '../app/routes';
import { RenderContext, type RenderCollector } from '../components/render-context/render-context';
import { headTags } from '../seo';
import { htmlDocument } from './document';
import { siteDataOf, type SiteContent } from './site-data';

/** The client build's chunk groups (entry 'main', page chunks, catalogs) → their files (dist-server/chunks.json). */
export type ChunkMap = Readonly<Record<string, readonly string[]>>;

export interface DocumentData {
  /** Public base URL, no trailing slash (canonical, alternates, structured data). */
  siteUrl: string;
  content: SiteContent;
  /** The client build the page loads: its entry, and the chunks of the page at the URL. */
  chunks: ChunkMap;
}

/** Loads every page chunk first, so rendering never suspends. */
const ready = preloadAllRoutes();

/** The chunk groups a page needs at once (its stylesheets, its scripts preloaded): page chunk and catalogs. */
function pageChunkNames(url: string): string[] {
  const { page, locale } = parsePath(url);
  const catalogs = (sections: readonly string[]) => sections.map((section) => `messages-${section}-${locale}`);
  const own =
    page === 'blogPost'
      ? ['page-blog-post', ...catalogs(BLOG_POST_MESSAGE_SECTIONS)]
      : page
        ? [pageChunkName(page), ...catalogs(PAGE_MESSAGE_SECTIONS[page] ?? [])]
        : ['page-not-found'];
  return [...own, `messages-${locale}`];
}

const isStylesheet = (file: string) => file.endsWith('.css');
const isScript = (file: string) => file.endsWith('.js');
const assetUrl = (file: string) => `/${file}`;

export interface RenderedPage {
  html: string;
  /**
   * The keys of the site's data the page asked for (found or not). With the same values under these keys
   * and the same contact, site address and client build, the page renders the same bytes.
   */
  dataKeys: string[];
}

/** The prerendered page at `url` as renderPage renders it, without the keys it read. */
export async function renderDocument(url: string, data: DocumentData): Promise<string> {
  return (await renderPage(url, data)).html;
}

/**
 * The prerendered page at `url` (a path on the site): the complete HTML document with its head (title,
 * description, canonical and language alternates, Open Graph, structured data, preloads), the markup,
 * the data it rendered with for hydration, and a loader that starts its scripts after the first paint.
 */
export async function renderPage(url: string, { siteUrl, content, chunks }: DocumentData): Promise<RenderedPage> {
  await ready;
  const { initialData, contact } = siteDataOf(content, siteUrl);
  const collected: RenderCollector = { data: {}, dataKeys: new Set(), preloadImages: [] };
  const root = renderToString(
    <RenderContext value={{ initialData, siteUrl, contact, prerendered: true, collected }}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </RenderContext>,
  );
  const { meta } = collected;
  if (!meta) throw new Error(`${url} declared no document meta`);

  const entry = chunks.main ?? [];
  const pageFiles = pageChunkNames(url)
    .flatMap((name) => chunks[name] ?? [])
    .filter((file, index, all) => !entry.includes(file) && all.indexOf(file) === index);
  const html = htmlDocument({
    lang: LOCALE_NAMES[meta.locale].htmlLang,
    head: headTags(meta, siteUrl),
    entryStylesheets: entry.filter(isStylesheet).map(assetUrl),
    pageStylesheets: pageFiles.filter(isStylesheet).map(assetUrl),
    imagePreloads: collected.preloadImages,
    root,
    embedded: { initialData: collected.data, siteUrl, contact },
    entryScripts: entry.filter(isScript).map(assetUrl),
    pageScripts: pageFiles.filter(isScript).map(assetUrl),
  });
  return { html, dataKeys: [...collected.dataKeys].sort() };
}
