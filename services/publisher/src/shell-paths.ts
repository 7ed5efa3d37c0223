import path from 'node:path';
import { LOCALES, getHref } from '@app/i18n';
import type { SiteRendererOptions } from './render-site';

/** The host's folder (its client build in dist, its server bundle in dist-server), found as the package @app/shell. */
const appRoot = path.dirname(require.resolve('@app/shell/package.json'));
const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * Where the prerenderer and the publisher read the build and write pages, from the environment:
 * PRERENDER_DIST_DIR and PRERENDER_CHUNKS_FILE (another client build, e.g. a development one or a copy),
 * SITE_URL (the public base URL).
 */
export function shellPaths(env: NodeJS.ProcessEnv = process.env): SiteRendererOptions {
  return {
    dist: path.resolve(appRoot, env.PRERENDER_DIST_DIR ?? 'dist'),
    serverDir: path.join(appRoot, 'dist-server'),
    chunksFile: path.resolve(appRoot, env.PRERENDER_CHUNKS_FILE ?? 'dist-server/chunks.json'),
    siteUrl: (env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/$/, ''),
  };
}

/** The folders, relative to dist, that hold one folder per blog post (one per language). */
export function postFolders(): string[] {
  return LOCALES.map((locale) => getHref('blog', locale).replace(/^\//, ''));
}
