/**
 * Renders the whole public site from the database into memory: every public route in every language, the
 * page of each record of the types with a page per record (the public posts), the blog feeds, dist/spa.html
 * (the empty shell for URLs not prerendered), `_redirects` (old post slugs with 301, the app-shell rules),
 * sitemap.xml and robots.txt. The build (prerender.ts) and the live publisher (publisher.ts) both use it;
 * writing is write-site.ts.
 *
 * Here the content is read and the files are put together; every page's document comes from the server
 * bundle's one function (renderPage: a URL and the site's data in, the HTML and the keys it read out), the other files from
 * the host's pure functions of src/seo, which the server bundle exports too (the host owns what its pages and files say).
 * Nothing is bundled here: the server bundle and the client's chunk map
 * come from the last build. A renderer renders everything the first time, then only the pages whose data
 * changed (docs/publishing.md, "Incremental rendering").
 */
import '@app/i18n/all-messages';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentTable } from '@app/content';
import { LOCALES, PAGE_KEYS, UNLISTED_PAGE_KEYS, getHref } from '@app/i18n';
import type { ReadClient } from '@app/supabase';
import type { ChunkMap, SitemapEntry } from '@app/shell/server';
import { createInputDigests, type PageFingerprint } from './page-fingerprints';
import { createSiteReader } from './site-reader';

/** The host's server bundle (dist-server/server.cjs): renders one URL to its HTML document, and the host's other site files. */
type ServerBundle = typeof import('@app/shell/server');

export interface SiteRendererOptions {
  /** The client build to render into (its spa.html or index.html is the template). */
  dist: string;
  /** The server bundle's folder (server.cjs). */
  serverDir: string;
  /** The client build's chunk map (chunk name → files). */
  chunksFile: string;
  /** Public base URL, no trailing slash. */
  siteUrl: string;
}

/** A page that could not be rendered: its last good file stays (none if it never rendered), the rest goes live. */
export interface FailedPage {
  /** The file inside dist. */
  file: string;
  /** The record the page shows (a post), reported to its editor as a failed publish. */
  record: { table: ContentTable; id: string; slug: string };
  error: string;
}

export interface RenderedSite {
  /**
   * The files to bring up to date, by path inside dist ('index.html', 'en/blog/index.html', 'sitemap.xml', …):
   * on a full render every file; otherwise the pages whose inputs changed since the last committed render
   * and the files put together from the lists (feeds, sitemap, redirects, robots), which cost nothing to make.
   */
  files: Map<string, string>;
  /** Every prerendered page the site has now, rendered this time or not (a page missing here is removed). */
  pages: string[];
  /** Records with a page of their own (posts). */
  recordPageCount: number;
  /** The pages rendered this time; the others were unchanged since the last committed render. */
  renderedPages: number;
  /** The records' pages that threw: not in `files`, tried again by the next render. */
  failed: FailedPage[];
  /** Records this render as written: the next render skips every page whose inputs have not changed since. */
  commit(): void;
  /** Whether a file at the top of dist is one of the sitemap's (the host names them): those not in `files` are stale. */
  isSitemapFile(file: string): boolean;
}

export interface RenderOptions {
  /**
   * Fail when a read fails (the live publisher: keep the last good HTML) instead of rendering the pages
   * with their built-in content (the build).
   */
  strict: boolean;
  /** Render every page, changed or not (the first render of a renderer always does). */
  full?: boolean;
}

/** The file a URL path is served from, relative to dist. */
export function pageFileOf(urlPath: string): string {
  return urlPath === '/' ? 'index.html' : path.join(urlPath.replace(/^\//, ''), 'index.html');
}

export async function loadServerBundle(serverDir: string): Promise<ServerBundle> {
  // A CommonJS bundle: depending on the loader, its exports arrive as the namespace or as its default.
  const loaded = (await import(pathToFileURL(path.join(serverDir, 'server.cjs')).href)) as ServerBundle & { default?: ServerBundle };
  return loaded.default ?? loaded;
}

/** Loads the server bundle, the chunk map and the template once; the returned function renders the site from a client. */
export async function createSiteRenderer(options: SiteRendererOptions): Promise<(client: ReadClient, renderOptions: RenderOptions) => Promise<RenderedSite>> {
  const server = await loadServerBundle(options.serverDir);
  const { APP_SHELL_FILE, appShellRedirects, blogFirstPageRedirects, contentFeedFiles, contentListPaths, isSitemapFile, notFoundFile, publicSitemapEntries, robotsTxt, sitemapFiles } = server;
  const chunks = JSON.parse(readFileSync(options.chunksFile, 'utf8')) as ChunkMap;
  // The client build's index.html is the shell of every URL not prerendered; the first render keeps it as
  // spa.html (index.html becomes the prerendered home page), so every later render (npm start, the
  // publisher, the benchmark) finds it there.
  const shellFile = APP_SHELL_FILE.replace(/^\//, '');
  let shell: string;
  try {
    shell = readFileSync(path.join(options.dist, shellFile), 'utf8');
  } catch {
    shell = readFileSync(path.join(options.dist, 'index.html'), 'utf8');
  }
  const { siteUrl } = options;

  const readSite = createSiteReader();
  /** What each page was rendered with, as of the last committed render. */
  let committed = new Map<string, PageFingerprint>();
  const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

  return async (client, { strict, full = false }) => {
    const { content, recordPages, redirects } = await readSite(client, strict);
    const { initialData, contact } = server.siteDataOf(content, siteUrl);
    const digestOf = createInputDigests(initialData, contact ?? null);

    /** The record each record's page shows: a page of one record that cannot be rendered does not stop the others. */
    const recordOfPage = new Map(
      recordPages.flatMap(({ table, id, slug, alternates }) => LOCALES.map((locale) => [pageFileOf(alternates[locale]), { table, id, slug }])),
    );
    const failed: FailedPage[] = [];
    // The unlisted pages (e-mail links, search results) are prerendered too: noindex, and not in the sitemap below.
    const paths = [
      ...LOCALES.flatMap((locale) => [...PAGE_KEYS, ...UNLISTED_PAGE_KEYS].map((page) => getHref(page, locale))),
      ...recordPages.flatMap(({ alternates }) => LOCALES.map((locale) => alternates[locale])),
      // The list pages the content fills: the blog list's further pages and each category's (the first is '/blog', above).
      ...contentListPaths(content),
    ];

    const files = new Map<string, string>();
    const fingerprints = new Map<string, PageFingerprint>();
    let renderedPages = 0;
    /** Renders the document at `urlPath` into `file`, unless what it read last time is unchanged. */
    const renderIfChanged = async (urlPath: string, file: string) => {
      const previous = committed.get(file);
      if (!full && previous && digestOf(previous.dataKeys) === previous.digest) {
        fingerprints.set(file, previous);
        return;
      }
      let page: Awaited<ReturnType<ServerBundle['renderPage']>>;
      try {
        page = await server.renderPage(urlPath, { siteUrl, content, chunks });
      } catch (error) {
        const record = recordOfPage.get(file);
        // A page of the whole site (a list, the home page) failing is the site's failure: nothing is written.
        if (!record) throw error;
        // No fingerprint: the next render tries it again; listed in `pages`, so its last good file stays.
        failed.push({ file, record, error: error instanceof Error ? error.message : String(error) });
        return;
      }
      const { html, dataKeys } = page;
      files.set(file, html);
      fingerprints.set(file, { dataKeys, digest: digestOf(dataKeys) });
      renderedPages += 1;
      // A page takes milliseconds: between pages the publisher answers its webhook and health checks.
      await yieldToEventLoop();
    };
    for (const urlPath of paths) await renderIfChanged(urlPath, pageFileOf(urlPath));

    // The shell for the private areas (admin, auth, maintenance): renders in the browser. Every other URL
    // gets its language's not-found page; _redirects says which file and status answer which path, and
    // sends old post URLs to the new ones (301).
    files.set(shellFile, shell);
    for (const locale of LOCALES) {
      const file = notFoundFile(locale);
      await renderIfChanged(file.replace(/\.html$/, ''), file.replace(/^\//, ''));
    }
    files.set('_redirects', appShellRedirects([...redirects, ...blogFirstPageRedirects()]));
    for (const [file, xml] of contentFeedFiles(content, siteUrl)) files.set(file, xml);
    // Oldest first: once the sitemap is split, a new record changes only its last file.
    const recordEntries: SitemapEntry[] = [...recordPages].reverse().flatMap(({ alternates, lastChange }) =>
      LOCALES.map((locale) => ({ path: alternates[locale], lastmod: lastChange.slice(0, 10), alternates })),
    );
    for (const [file, xml] of sitemapFiles(publicSitemapEntries(), recordEntries, siteUrl)) files.set(file, xml);
    files.set('robots.txt', robotsTxt(siteUrl));
    return {
      files,
      pages: paths.map(pageFileOf),
      recordPageCount: recordPages.length,
      renderedPages,
      failed,
      commit: () => {
        committed = fingerprints;
      },
      isSitemapFile,
    };
  };
}
