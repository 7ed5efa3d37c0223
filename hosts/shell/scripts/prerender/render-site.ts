/**
 * Renders the whole public site from the database into memory: every public route in every language,
 * every public blog post, the blog feeds, dist/spa.html (the empty shell for URLs not prerendered),
 * `_redirects` (old post slugs with 301, the app-shell rules), sitemap.xml and robots.txt. The build
 * (prerender.ts) and the live publisher (publisher.ts) both use it; writing is write-site.ts.
 *
 * Here the content is read and the files are put together; every page's document comes from the server
 * bundle's one function (renderDocument: a URL and the site's data in, the HTML out), the other files from
 * the pure functions of src/seo. Nothing is bundled here: the server bundle and the client's chunk map
 * come from the last build, so a re-render after a content change takes about a second.
 */
import '@app/i18n/all-messages';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  fetchActiveModules,
  fetchActivePricingPlans,
  fetchBlogPostBySlug,
  fetchBlogSlugRedirects,
  fetchPublicContactInfo,
  fetchPublicReferences,
  fetchPublishedBlogPosts,
  type PublicBlogPostSummaryRow,
} from '@app/content';
import { LOCALES, PAGE_KEYS, UNLISTED_PAGE_KEYS, blogPostAlternates, getBlogPostHref, getHref, pickTranslated, type Locale } from '@app/i18n';
import type { ReadClient } from '@app/supabase';
import {
  APP_SHELL_FILE,
  appShellRedirects,
  blogFeedPath,
  blogFirstPageRedirects,
  blogListPaths,
  blogFeedXml,
  notFoundFile,
  publicSitemapEntries,
  robotsTxt,
  sitemapFiles,
  type PermanentRedirect,
  type SitemapEntry,
} from '../../src/seo';
import type { ChunkMap, PublicBlogPost, SiteContent } from '../../src/server';

/** The server bundle (dist-server/server.cjs): renders one URL to its HTML document. */
type ServerBundle = typeof import('../../src/server');
type PostSummary = PublicBlogPostSummaryRow;

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

/** The file a URL path is served from, relative to dist. */
export function pageFileOf(urlPath: string): string {
  return urlPath === '/' ? 'index.html' : path.join(urlPath.replace(/^\//, ''), 'index.html');
}

export async function loadServerBundle(serverDir: string): Promise<ServerBundle> {
  // A CommonJS bundle: depending on the loader, its exports arrive as the namespace or as its default.
  const loaded = (await import(pathToFileURL(path.join(serverDir, 'server.cjs')).href)) as ServerBundle & { default?: ServerBundle };
  return loaded.default ?? loaded;
}

/** What a render reads from the database besides the content pages render with. */
interface ReadSite {
  content: SiteContent;
  /** The blog list's posts that have a page (their full row could be read). */
  posts: { summary: PostSummary; alternates: Record<Locale, string> }[];
  redirects: PermanentRedirect[];
}

/** Reads the public content; a failed read leaves its part out (built-in content) unless strict. */
async function readSite(client: ReadClient, strict: boolean): Promise<ReadSite> {
  const read = async <T>(label: string, fetchIt: (client: ReadClient) => Promise<T>): Promise<T | undefined> => {
    try {
      return await fetchIt(client);
    } catch (error) {
      if (strict) throw new Error(`${label} could not be read`, { cause: error });
      console.warn(`prerender: ${label} could not be read, its pages use built-in content:`, error);
      return undefined;
    }
  };
  const content: SiteContent = {
    modules: await read('modules', fetchActiveModules),
    blogPosts: await read('blog posts', fetchPublishedBlogPosts),
    pricingPlans: await read('pricing plans', fetchActivePricingPlans),
    references: await read('references', fetchPublicReferences),
    contactInfo: await read('contact info', fetchPublicContactInfo),
  };

  const fullPosts: PublicBlogPost[] = [];
  const posts: ReadSite['posts'] = [];
  const slugsById = new Map<string, Record<Locale, string>>();
  for (const summary of content.blogPosts ?? []) {
    // One row carries every language: read it once; each language's page serves it under its slug there.
    const lookup = await fetchBlogPostBySlug(client, summary.slug_cs, 'cs');
    if (lookup.status === 'error' && strict) throw new Error(`blog post ${summary.slug_cs} could not be read: ${lookup.message}`);
    if (lookup.status !== 'found') continue;
    fullPosts.push(lookup.post);
    slugsById.set(summary.id, Object.fromEntries(LOCALES.map((locale) => [locale, pickTranslated(summary, 'slug', locale)])) as Record<Locale, string>);
    posts.push({ summary, alternates: blogPostAlternates(summary) });
  }
  content.posts = fullPosts;

  // Old URLs of renamed posts (only public posts' are readable) answer with a 301 to the current URL.
  const slugRedirects = (await read('blog slug redirects', fetchBlogSlugRedirects)) ?? [];
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
  return { content, posts, redirects };
}

/** Loads the server bundle, the chunk map and the template once; the returned function renders the site from a client. */
export async function createSiteRenderer(options: SiteRendererOptions): Promise<(client: ReadClient, renderOptions: RenderOptions) => Promise<RenderedSite>> {
  const server = await loadServerBundle(options.serverDir);
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

  return async (client, { strict }) => {
    const { content, posts, redirects } = await readSite(client, strict);
    const summaries = content.blogPosts ?? [];

    // The unlisted pages (e-mail links, search results) are prerendered too: noindex, and not in the sitemap below.
    const paths = [
      ...LOCALES.flatMap((locale) => [...PAGE_KEYS, ...UNLISTED_PAGE_KEYS].map((page) => getHref(page, locale))),
      ...posts.flatMap(({ alternates }) => LOCALES.map((locale) => alternates[locale])),
      // The blog list's further pages and each category's pages (the first is '/blog', above).
      ...blogListPaths(summaries),
    ];

    const files = new Map<string, string>();
    for (const urlPath of paths) {
      files.set(pageFileOf(urlPath), await server.renderDocument(urlPath, { siteUrl, content, chunks }));
    }

    // The shell for the private areas (admin, auth, maintenance): renders in the browser. Every other URL
    // gets its language's not-found page; _redirects says which file and status answer which path, and
    // sends old post URLs to the new ones (301).
    files.set(shellFile, shell);
    for (const locale of LOCALES) {
      const file = notFoundFile(locale);
      files.set(file.replace(/^\//, ''), await server.renderDocument(file.replace(/\.html$/, ''), { siteUrl, content, chunks }));
    }
    files.set('_redirects', appShellRedirects([...redirects, ...blogFirstPageRedirects()]));
    for (const locale of LOCALES) {
      files.set(blogFeedPath(locale).replace(/^\//, ''), blogFeedXml(summaries, locale, siteUrl, feedDate(summaries)));
    }
    // Oldest first: once the sitemap is split, a new post changes only its last file.
    const postEntries: SitemapEntry[] = [...posts].reverse().flatMap(({ summary, alternates }) =>
      LOCALES.map((locale) => ({ path: alternates[locale], lastmod: lastChangeOf(summary).slice(0, 10), alternates })),
    );
    for (const [file, xml] of sitemapFiles(publicSitemapEntries(), postEntries, siteUrl)) files.set(file, xml);
    files.set('robots.txt', robotsTxt(siteUrl));
    return { files, pages: paths.map(pageFileOf), postCount: summaries.length };
  };
}
