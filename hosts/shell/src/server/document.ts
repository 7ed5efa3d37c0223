import { escapeMarkup, scriptSafeJson } from '../seo';
import { INITIAL_DATA_ELEMENT_ID, type EmbeddedRenderData } from '../components/render-context/embedded-data';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint';

/** What a prerendered page is made of; URLs are root-relative (the client build's public path is '/'). */
export interface DocumentParts {
  /** <html lang>. */
  lang: string;
  /** The page's managed head tags (seo headTags: title, description, canonical, alternates, structured data). */
  head: string;
  /** The entry's stylesheets, before the page's tags; the page chunks' stylesheets come after them. */
  entryStylesheets: readonly string[];
  pageStylesheets: readonly string[];
  /** Images above the fold, fetched with the HTML. */
  imagePreloads: readonly string[];
  /** The markup inside #root. */
  root: string;
  /** What hydration renders with (read back by the browser's bootstrap). */
  embedded: EmbeddedRenderData;
  /** The entry's scripts, in order, and the page's chunks: started after the first paint. */
  entryScripts: readonly string[];
  pageScripts: readonly string[];
}

const attribute = (value: string) => `"${escapeMarkup(value)}"`;
const stylesheet = (href: string) => `<link rel="stylesheet" href=${attribute(href)}>`;

/**
 * The static part of the head: the same as the client build's page template (rspack.base.ts htmlTemplate),
 * which still serves the URLs that are not prerendered (spa.html) and the development server.
 */
const STATIC_HEAD =
  '<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light">' +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

/** A prerendered page's complete HTML document. */
export function htmlDocument(parts: DocumentParts): string {
  const imagePreloads = parts.imagePreloads.map((src) => `<link rel="preload" as="image" href=${attribute(src)} fetchpriority="high">`);
  return (
    `<!doctype html><html lang=${attribute(parts.lang)} data-mantine-color-scheme="light"><head>${STATIC_HEAD}` +
    parts.entryStylesheets.map(stylesheet).join('') +
    parts.head +
    imagePreloads.join('') +
    parts.pageStylesheets.map(stylesheet).join('') +
    `</head><body><div id="root">${parts.root}</div>` +
    `<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(parts.embedded)}</script>` +
    `<script>${scriptsAfterFirstPaint(parts.entryScripts, parts.pageScripts)}</script></body></html>`
  );
}
