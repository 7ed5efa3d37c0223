/**
 * Prerendering (after the client and server builds): renders the public site (prerender/render-site.ts)
 * and writes it into dist/: a page per public route and language and per public blog post, with its head
 * (title, description, canonical, alternates, Open Graph, structured data), the build-time data it
 * rendered with, its stylesheets and a loader that starts its scripts after the first paint; plus
 * dist/spa.html, _redirects, sitemap.xml, robots.txt and the blog feeds.
 *
 * Data comes from SUPABASE_URL + SUPABASE_ANON_KEY when set (a hosted deployment), otherwise from a
 * local backend started from the seeded snapshot. SITE_URL is the public base URL (default localhost:3000).
 * PRERENDER_DIST_DIR and PRERENDER_CHUNKS_FILE point it at another client build (default dist/).
 * A read that fails renders its pages with their built-in content; the live publisher (publish.ts) is
 * stricter and keeps the last good pages instead.
 */
import { getPublicClient, setRuntimeConfig } from '@app/supabase';
import { createSiteRenderer } from './prerender/render-site';
import { postFolders, shellPaths } from './prerender/shell-paths';
import { writeSite } from './prerender/write-site';

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

async function main() {
  const paths = shellPaths();
  const startedAt = Date.now();
  const render = await createSiteRenderer(paths);
  const site = await withBuildBackend(async (backend) => {
    setRuntimeConfig({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, adminRemoteUrl: 'about:blank' });
    return render(await getPublicClient(), { strict: false });
  });
  writeSite(paths.dist, site, postFolders());
  console.log(`prerender: ${site.pages.length} pages, sitemap.xml and robots.txt for ${paths.siteUrl} in ${Date.now() - startedAt} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
