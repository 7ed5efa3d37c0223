/**
 * Renders the whole public site from the database into memory: every public route in every language,
 * every public blog post, the blog feeds, dist/spa.html (the empty shell for URLs not prerendered),
 * `_redirects` (old post slugs with 301, the app-shell rules), sitemap.xml and robots.txt. The build
 * (prerender.ts) and the live publisher (publisher.ts) both use it; writing is write-site.ts.
 *
 * Nothing is bundled here: the server bundle (dist-server/server.cjs) and the client's chunk map come
 * from the last build, so a re-render after a content change takes about a second.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';
import {
  EMAIL_LINK_PAGE_KEYS,
  LOCALES,
  PAGE_KEYS,
  blogPostAlternates,
  getBlogPostHref,
  getHref,
  pickTranslated,
  type EmailLinkPageKey,
  type Locale,
  type PageKey,
} from '@app/i18n';
import type { ReadClient } from '@app/supabase';
import { startScriptsAfterFirstPaint } from '../../src/server/scripts-after-first-paint';

type ServerBundle = typeof import('../../src/server/render-page');
type PostSummary = Awaited<ReturnType<ServerBundle['fetchPublishedBlogPosts']>>[number];

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

export interface RenderedSite {
  /** Every file to write, by its path inside dist ('index.html', 'en/blog/index.html', 'sitemap.xml', …). */
  files: Map<string, string>;
  /** The prerendered pages among them (the ones a later render may have to remove). */
  pages: string[];
  /** Post pages rendered. */
  postCount: number;
}

export interface RenderOptions {
  /**
   * Fail when a read fails (the live publisher: keep the last good HTML) instead of rendering the pages
   * with their built-in content (the build).
   */
  strict: boolean;
}

/**
 * The feeds' lastBuildDate: the newest change among the posts, so an unchanged blog renders an unchanged
 * feed (the publisher writes only files whose content changed).
 */
function feedDate(posts: readonly PostSummary[]): Date {
  return new Date(Math.max(0, ...posts.map((post) => Date.parse(lastChangeOf(post)))));
}

/** When a post last changed as the public sees it: its last edit, or its going live if that came later. */
function lastChangeOf(post: PostSummary): string {
  const published = post.publish_at ?? post.created_at;
  return Date.parse(published) > Date.parse(post.updated_at) ? published : post.updated_at;
}

interface PageToRender {
  path: string;
  /** The chunk groups whose files the page needs at once (preloaded): its page chunk, its catalog sections. */
  chunks: string[];
  locale: Locale;
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
  const chunkFiles = JSON.parse(readFileSync(options.chunksFile, 'utf8')) as Record<string, string[]>;
  const entryFiles = new Set(chunkFiles.main ?? []);
  // The client build's index.html is the template; the first render keeps it as spa.html (index.html becomes
  // the prerendered home page), so every later render (npm start, the publisher, the benchmark) starts from it.
  const shellFile = server.APP_SHELL_FILE.replace(/^\//, '');
  let template: string;
  try {
    template = readFileSync(path.join(options.dist, shellFile), 'utf8');
  } catch {
    template = readFileSync(path.join(options.dist, 'index.html'), 'utf8');
  }
  const { siteUrl } = options;
  const sanitize = server.createPostSanitizer(createDOMPurify(new JSDOM('').window));

  return async (client, { strict }) => {
    const keys = server.PUBLIC_DATA_KEYS;
    const data: Record<string, unknown> = {};

    /** One piece of public data; a failure leaves it out (the page renders its built-in content) unless strict. */
    const read = async <T>(label: string, fetchIt: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await fetchIt();
      } catch (error) {
        if (strict) throw new Error(`${label} could not be read`, { cause: error });
        console.warn(`prerender: ${label} could not be read, its pages use built-in content:`, error);
        return undefined;
      }
    };

    const reads: [string, (c: ReadClient) => Promise<unknown>][] = [
      [keys.modules, server.fetchActiveModules],
      [keys.blogPosts, server.fetchPublishedBlogPosts],
      [keys.pricingPlans, server.fetchActivePricingPlans],
      [keys.references, server.fetchPublicReferences],
      [keys.contactInfo, server.fetchPublicContactInfo],
    ];
    for (const [key, fetchIt] of reads) {
      const value = await read(key, () => fetchIt(client));
      if (value !== undefined) data[key] = value;
    }

    const summaries = (data[keys.blogPosts] ?? []) as PostSummary[];
    const postPages: (PageToRender & { lastmod: string; alternates: Record<Locale, string> })[] = [];
    const slugsById = new Map<string, Record<Locale, string>>();
    for (const summary of summaries) {
      const slugs = Object.fromEntries(LOCALES.map((locale) => [locale, pickTranslated(summary, 'slug', locale)])) as Record<Locale, string>;
      // One row carries every language: read and sanitize it once, then key it for each language's page.
      const lookup = await server.fetchBlogPostBySlug(client, summary.slug_cs, 'cs');
      if (lookup.status === 'error' && strict) throw new Error(`blog post ${summary.slug_cs} could not be read: ${lookup.message}`);
      if (lookup.status !== 'found') continue;
      slugsById.set(summary.id, slugs);
      // The page embeds the post with its HTML already sanitized (the same sanitizer the browser uses).
      const post = { ...lookup.post };
      for (const field of ['content_cs', 'content_en', 'content_de'] as const) {
        const html = post[field];
        if (typeof html === 'string') post[field] = sanitize(html);
      }
      // The page of each language, the same the post page names in its hreflang alternates; its language
      // menu reads them from the page's data until the post page has run.
      const alternates = blogPostAlternates(summary);
      for (const locale of LOCALES) {
        data[server.postDataKey(slugs[locale], locale)] = post;
        data[server.alternatesDataKey(alternates[locale])] = alternates;
        const chunks = ['page-blog-post', ...server.BLOG_POST_MESSAGE_SECTIONS.map((section) => `messages-${section}-${locale}`)];
        postPages.push({ path: alternates[locale], chunks, locale, lastmod: lastChangeOf(summary), alternates });
      }
    }

    // Old URLs of renamed posts (only public posts' are readable) answer with a 301 to the current URL.
    const slugRedirects = (await read('blog slug redirects', () => server.fetchBlogSlugRedirects(client))) ?? [];
    const redirects = slugRedirects.flatMap(({ locale, old_slug: oldSlug, post_id: postId }) => {
      const slugs = slugsById.get(postId);
      const from = getBlogPostHref(oldSlug, locale);
      const to = slugs ? getBlogPostHref(slugs[locale], locale) : null;
      return to && to !== from ? [{ from, to }] : [];
    });
    // The app also opens an English or German post by its Czech slug; that URL answers with a 301 to the
    // language's own one, so it neither 404s nor duplicates the page.
    for (const slugs of slugsById.values()) {
      for (const locale of LOCALES) {
        const from = getBlogPostHref(slugs.cs, locale);
        const to = getBlogPostHref(slugs[locale], locale);
        if (from !== to) redirects.push({ from, to });
      }
    }

    const contactInfo = data[keys.contactInfo] as { email?: string; phone?: string } | undefined;
    const contact = contactInfo ? { email: contactInfo.email ?? null, phone: contactInfo.phone ?? null } : undefined;

    // The pages e-mails link to are prerendered too (noindex, and not in the sitemap below).
    const pages: PageToRender[] = [
      ...LOCALES.flatMap((locale) =>
        [...PAGE_KEYS, ...EMAIL_LINK_PAGE_KEYS].map((page: PageKey | EmailLinkPageKey) => ({
          path: getHref(page, locale),
          chunks: [server.pageChunkName(page), ...(server.PAGE_MESSAGE_SECTIONS[page] ?? []).map((section) => `messages-${section}-${locale}`)],
          locale,
        })),
      ),
      ...postPages,
    ];

    const files = new Map<string, string>();
    for (const page of pages) {
      const rendered = await server.renderPage(page.path, { initialData: data, siteUrl, contact });
      if (!rendered.meta) throw new Error(`${page.path} declared no document meta`);
      const extraFiles = [...page.chunks, `messages-${page.locale}`].flatMap((chunk) => chunkFiles[chunk] ?? []).filter(
        (file, index, all) => !entryFiles.has(file) && all.indexOf(file) === index,
      );
      const imagePreloads = rendered.preloadImages.map((src) => `<link rel="preload" as="image" href="${src}" fetchpriority="high">`).join('');
      const stylesheets = extraFiles
        .filter((file) => file.endsWith('.css'))
        .map((file) => `<link rel="stylesheet" href="/${file}">`)
        .join('');
      const pageScripts = extraFiles.filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
      const html = startScriptsAfterFirstPaint(template, pageScripts)
        .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
        .replace(/<title>[\s\S]*?<\/title>/, '')
        .replace(/<meta name="description"[^>]*>/, '')
        .replace('</head>', `${server.headTags(rendered.meta, siteUrl)}${imagePreloads}${stylesheets}</head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root">${rendered.html}</div><script id="${server.INITIAL_DATA_ELEMENT_ID}" type="application/json">${server.scriptSafeJson({ initialData: rendered.data, siteUrl, contact })}</script>`,
        );
      files.set(pageFileOf(page.path), html);
    }

    // The shell for every other URL (admin, auth, maintenance, 404): renders in the browser. _redirects
    // says which of those answer 200 and which 404, and sends old post URLs to the new ones (301).
    files.set(shellFile, template);
    files.set('_redirects', server.appShellRedirects(redirects));
    for (const locale of LOCALES) {
      files.set(server.blogFeedPath(locale).replace(/^\//, ''), server.blogFeedXml(summaries, locale, siteUrl, feedDate(summaries)));
    }
    const postEntries = postPages.map((post) => ({
      path: post.path,
      lastmod: post.lastmod.slice(0, 10),
      alternates: post.alternates,
    }));
    files.set('sitemap.xml', server.sitemapXml([...server.publicSitemapEntries(), ...postEntries], siteUrl));
    files.set('robots.txt', server.robotsTxt(siteUrl));
    return { files, pages: pages.map((page) => pageFileOf(page.path)), postCount: summaries.length };
  };
}
