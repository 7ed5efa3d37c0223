/**
 * Prerendering (after the client and server builds): writes dist/<route>/index.html for every public
 * route in every language and every published blog post, with its head (title, description, canonical,
 * alternates, Open Graph, structured data), the build-time data it rendered with, its stylesheets and a
 * loader that starts its scripts (entry and page chunks) after the first paint; plus dist/spa.html (the
 * empty shell for URLs not prerendered), sitemap.xml and robots.txt.
 *
 * Data comes from SUPABASE_URL + SUPABASE_ANON_KEY when set (a hosted deployment), otherwise from a
 * local backend started from the seeded snapshot. SITE_URL is the public base URL (default localhost:3000).
 * PRERENDER_DIST_DIR and PRERENDER_CHUNKS_FILE point it at another client build (default dist/).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';
import { LOCALES, PAGE_KEYS, getBlogPostHref, getHref, pickTranslated, type Locale, type PageKey } from '@app/i18n';
import { setRuntimeConfig, getPublicClient, type ReadClient } from '@app/supabase';
import { startScriptsAfterFirstPaint } from '../src/server/scripts-after-first-paint';

type ServerBundle = typeof import('../src/server/render-page');

const appRoot = path.join(__dirname, '..');
// Overridable so a development build can be prerendered beside the production one.
const dist = path.resolve(appRoot, process.env.PRERENDER_DIST_DIR ?? 'dist');
const serverDir = path.join(appRoot, 'dist-server');
const chunksFile = path.resolve(appRoot, process.env.PRERENDER_CHUNKS_FILE ?? 'dist-server/chunks.json');
const DEFAULT_SITE_URL = 'http://localhost:3000';

interface BackendAccess {
  url: string;
  anonKey: string;
}

async function withBuildBackend<T>(work: (backend: BackendAccess) => Promise<T>): Promise<T> {
  const { SUPABASE_URL, SUPABASE_ANON_KEY } = process.env;
  if (SUPABASE_URL && SUPABASE_ANON_KEY) return work({ url: SUPABASE_URL, anonKey: SUPABASE_ANON_KEY });
  const { startTestBackend } = await import('@app/local-backend');
  const backend = await startTestBackend();
  try {
    return await work(backend);
  } finally {
    await backend.stop();
  }
}

/** Reads one piece of public data; a failure leaves it out (the page renders its built-in content). */
async function readOrSkip<T>(label: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    console.warn(`prerender: ${label} could not be read, its pages use built-in content:`, error);
    return undefined;
  }
}


interface PageToRender {
  path: string;
  /** The chunk groups whose files the page needs at once (preloaded): its page chunk, its catalog sections. */
  chunks: string[];
  locale: Locale;
}

function outputFileOf(urlPath: string): string {
  return urlPath === '/' ? path.join(dist, 'index.html') : path.join(dist, urlPath.replace(/^\//, ''), 'index.html');
}

async function main() {
  // A CommonJS bundle: depending on the loader, its exports arrive as the namespace or as its default.
  const loaded = (await import(pathToFileURL(path.join(serverDir, 'server.cjs')).href)) as ServerBundle & { default?: ServerBundle };
  const server = loaded.default ?? loaded;
  const chunkFiles = JSON.parse(readFileSync(chunksFile, 'utf8')) as Record<string, string[]>;
  // The client build's index.html is the template; a first run keeps it as spa.html (index.html becomes the
  // prerendered home page), so running again (npm start, the benchmark) starts from the same template.
  const shellFile = path.join(dist, server.APP_SHELL_FILE);
  const template = readFileSync(existsSync(shellFile) ? shellFile : path.join(dist, 'index.html'), 'utf8');
  const siteUrl = (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/$/, '');
  const entryFiles = new Set(chunkFiles.main ?? []);

  const startedAt = Date.now();
  const { initialData, posts } = await withBuildBackend(async (backend) => {
    setRuntimeConfig({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, adminRemoteUrl: 'about:blank' });
    const client: ReadClient = await getPublicClient();
    const keys = server.PUBLIC_DATA_KEYS;
    const data: Record<string, unknown> = {};
    const reads: [string, (c: ReadClient) => Promise<unknown>][] = [
      [keys.modules, server.fetchActiveModules],
      [keys.blogPosts, server.fetchPublishedBlogPosts],
      [keys.pricingPlans, server.fetchActivePricingPlans],
      [keys.references, server.fetchPublicReferences],
      [keys.contactInfo, server.fetchPublicContactInfo],
    ];
    for (const [key, read] of reads) {
      const value = await readOrSkip(key, () => read(client));
      if (value !== undefined) data[key] = value;
    }

    const sanitize = server.createPostSanitizer(createDOMPurify(new JSDOM('').window));
    const summaries = (data[keys.blogPosts] ?? []) as Awaited<ReturnType<ServerBundle['fetchPublishedBlogPosts']>>;
    const postPages: (PageToRender & { lastmod: string; slugs: Record<Locale, string> })[] = [];
    for (const summary of summaries) {
      const slugs = Object.fromEntries(LOCALES.map((locale) => [locale, pickTranslated(summary, 'slug', locale)])) as Record<Locale, string>;
      // One row carries every language: read and sanitize it once, then key it for each language's page.
      const lookup = await server.fetchBlogPostBySlug(client, summary.slug_cs, 'cs');
      if (lookup.status !== 'found') continue;
      // The page embeds the post with its HTML already sanitized (the same sanitizer the browser uses).
      const post = { ...lookup.post };
      for (const field of ['content_cs', 'content_en', 'content_de'] as const) {
        const html = post[field];
        if (typeof html === 'string') post[field] = sanitize(html);
      }
      for (const locale of LOCALES) {
        data[server.postDataKey(slugs[locale], locale)] = post;
        postPages.push({ path: getBlogPostHref(slugs[locale], locale), chunks: ['page-blog-post'], locale, lastmod: summary.created_at, slugs });
      }
    }
    return { initialData: data, posts: postPages };
  });

  const contactInfo = initialData[server.PUBLIC_DATA_KEYS.contactInfo] as { email?: string; phone?: string } | undefined;
  const contact = contactInfo ? { email: contactInfo.email ?? null, phone: contactInfo.phone ?? null } : undefined;

  const pages: PageToRender[] = [
    ...LOCALES.flatMap((locale) =>
      PAGE_KEYS.map((page: PageKey) => ({
        path: getHref(page, locale),
        chunks: [`page-${page}`, ...(server.PAGE_MESSAGE_SECTIONS[page] ?? []).map((section) => `messages-${section}-${locale}`)],
        locale,
      })),
    ),
    ...posts,
  ];

  for (const page of pages) {
    const rendered = await server.renderPage(page.path, { initialData, siteUrl, contact });
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
    const preloads = imagePreloads + stylesheets;
    const html = startScriptsAfterFirstPaint(template, pageScripts)
      .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      .replace('</head>', `${server.headTags(rendered.meta, siteUrl)}${preloads}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${rendered.html}</div><script id="${server.INITIAL_DATA_ELEMENT_ID}" type="application/json">${server.scriptSafeJson({ initialData: rendered.data, siteUrl, contact })}</script>`,
      );
    const file = outputFileOf(page.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }

  // The shell for every other URL (admin, auth, maintenance, posts newer than the build, 404): renders in the browser.
  // _redirects says which of those answer 200 and which 404 (the static host and `npm start` read it).
  writeFileSync(shellFile, template);
  writeFileSync(path.join(dist, '_redirects'), server.appShellRedirects());
  const postEntries = posts.map((post) => ({
    path: post.path,
    lastmod: post.lastmod.slice(0, 10),
    alternates: Object.fromEntries(LOCALES.map((locale) => [locale, getBlogPostHref(post.slugs[locale], locale)])) as Record<Locale, string>,
  }));
  writeFileSync(path.join(dist, 'sitemap.xml'), server.sitemapXml([...server.publicSitemapEntries(), ...postEntries], siteUrl));
  writeFileSync(path.join(dist, 'robots.txt'), server.robotsTxt(siteUrl));
  console.log(`prerender: ${pages.length} pages, sitemap.xml and robots.txt for ${siteUrl} in ${Date.now() - startedAt} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
