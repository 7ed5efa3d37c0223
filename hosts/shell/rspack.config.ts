import path from 'node:path';
import { createAppConfig, type BuildMode } from '../../rspack.base';

export default (_env: Record<string, unknown>, argv: { mode?: BuildMode }) =>
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
  });
