/**
 * Prerendering, the publisher's build (`nx run @app/publisher:build`, after the host's client and server
 * builds): renders the public site (render-site.ts) and writes it into the host's dist/: a page per public route and language and per public blog post, with its head
 * (title, description, canonical, alternates, Open Graph, structured data), the build-time data it
 * rendered with, its stylesheets and a loader that starts its scripts after the first paint; plus
 * dist/spa.html, _redirects, sitemap.xml, robots.txt and the blog feeds; then _headers, the security headers
 * with a Content-Security-Policy that allows the pages' inline loader by its hash.
 *
 * Data comes from SUPABASE_URL + SUPABASE_ANON_KEY when set (a hosted deployment), otherwise from a
 * local backend started from the seeded snapshot. SITE_URL is the public base URL (default localhost:3000).
 * PRERENDER_DIST_DIR and PRERENDER_CHUNKS_FILE point it at another client build (default dist/).
 * A read that fails renders its pages with their built-in content; the live publisher (main.ts) is
 * stricter and keeps the last good pages instead. A post whose page throws is left out with a warning.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatHeadersFile, hostHeaderRules, htmlDocumentsIn, inlineScriptHashes, type ConnectedOrigins } from '@app/security-headers';
import { getPublicClient, setRuntimeConfig } from '@app/supabase';
import { createSiteRenderer } from './render-site';
import { postFolders, shellPaths } from './shell-paths';
import { writeSite } from './write-site';

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

/**
 * The origins the deployed pages will talk to, for the Content-Security-Policy in `_headers`: SUPABASE_URL,
 * ADMIN_REMOTE_URL and IMAGE_SERVICE_URL as they will stand in the served /config.json; by default those
 * of `npm start` (whose static server sends the same policy for its actual configuration).
 */
function deployedOrigins(): ConnectedOrigins {
  const supabaseUrl = process.env.SUPABASE_URL ?? 'http://localhost:54321';
  return {
    supabaseUrl,
    adminRemoteUrl: process.env.ADMIN_REMOTE_URL ?? 'http://localhost:3001/mf-manifest.json',
    imageServiceUrl: process.env.IMAGE_SERVICE_URL ?? `${supabaseUrl}/image-service/models/stand-in`,
  };
}

async function main() {
  const paths = shellPaths();
  const startedAt = Date.now();
  const render = await createSiteRenderer(paths);
  const site = await withBuildBackend(async (backend) => {
    setRuntimeConfig({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, adminRemoteUrl: 'about:blank' });
    return render(await getPublicClient(), { strict: false });
  });
  await writeSite(paths.dist, site, postFolders());
  // The rest of the site is built; the live publisher reports these to the posts' editors once it runs.
  for (const page of site.failed) console.warn(`prerender: ${page.file} (post ${page.record.slug}) could not be rendered: ${page.error}`);
  writeFileSync(path.join(paths.dist, '_headers'), formatHeadersFile(hostHeaderRules(deployedOrigins(), inlineScriptHashes(htmlDocumentsIn(paths.dist)))));
  console.log(`prerender: ${site.pages.length} pages, sitemap.xml and robots.txt for ${paths.siteUrl} in ${Date.now() - startedAt} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
