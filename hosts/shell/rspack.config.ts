import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { createAppConfig, type BuildMode } from '../../rspack.base';

/**
 * What the post page shares with the back office's preview only (the article, its content, the post's
 * display helpers) stays in the post page's chunk instead of a split chunk of its own: a visitor arriving on
 * a post downloads it as one file, compressed as one (about 0.5 KB gz less), and the preview, for staff,
 * loads the post page's chunk with it.
 */
function keepPostArticleInPostPageChunk(config: Configuration): Configuration {
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks) return config;
  const sharers = new Set(['page-blog-post', 'content-preview']);
  return {
    ...config,
    optimization: {
      ...config.optimization,
      splitChunks: {
        ...splitChunks,
        cacheGroups: {
          ...splitChunks.cacheGroups,
          'page-blog-post': { name: 'page-blog-post', chunks: (chunk) => sharers.has(chunk.name ?? ''), minChunks: 2, enforce: true },
        },
      },
    },
  };
}

export default (_env: Record<string, unknown>, argv: { mode?: BuildMode }) =>
  keepPostArticleInPostPageChunk(
    createAppConfig({
      name: 'shell',
      root: __dirname,
      port: Number(process.env.SHELL_PORT ?? 3000),
      mode: argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development'),
      entry: './src/bootstrap.tsx',
      publicPath: '/',
      // A second build (e.g. the development build the hydration test prerenders) can go elsewhere.
      outputPath: process.env.SHELL_DIST_DIR ? path.resolve(__dirname, process.env.SHELL_DIST_DIR) : undefined,
      // The icon barrels: each chunk gets the icons it draws, not the whole set.
      sideEffectFree: /[\\/]src[\\/]components[\\/](icon-set[\\/]|(inline-)?icons\.tsx$)/,
      // The search dialog's chunk, which the results page loads too.
      namedLazyChunks: { 'site-search': /[\\/]src[\\/](features[\\/]site-search|site-search)[\\/]/ },
      chunkManifestPath: path.resolve(__dirname, process.env.SHELL_CHUNKS_FILE ?? 'dist-server/chunks.json'),
      html: {
        title: 'BizAuto – automatizace účetnictví a firemních procesů',
        description:
          'Automatizujte účetnictví a firemní procesy. Rychlejší zpracování dokladů, jednotná data a méně chyb díky modulům pro fakturaci, HR, CRM a AI asistenta.',
      },
    }),
  );
