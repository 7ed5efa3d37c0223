import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { HOST_PROVIDED_PACKAGES } from './shared/remote-contract/src';

const workspaceRoot = __dirname;

export type BuildMode = 'development' | 'production';

/** Packages that exist once at run time: the host provides them, the admin remote consumes them (the host–remote contract). */
export const SINGLETON_PACKAGES = HOST_PROVIDED_PACKAGES;
export type SingletonPackage = (typeof SINGLETON_PACKAGES)[number];

function packageNameOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

/** The installed version of a package (a subpath such as react/jsx-runtime reports its package's version). */
export function installedVersion(request: string): string {
  const name = packageNameOf(request);
  const manifestPath = path.join(workspaceRoot, 'node_modules', name, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string };
  return manifest.version;
}

export function singletonVersions(): Record<SingletonPackage, string> {
  return Object.fromEntries(SINGLETON_PACKAGES.map((name) => [name, installedVersion(name)])) as Record<
    SingletonPackage,
    string
  >;
}

function browserslistTargets(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')) as {
    browserslist: string[];
  };
  return manifest.browserslist;
}

function appVersion(root: string): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function htmlTemplate({ title, description }: { title: string; description: string }): string {
  return `<!doctype html>
<html lang="cs" data-mantine-color-scheme="light">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
    <title>${escapeHtml(title)}</title>
    <meta name="description" content="${escapeHtml(description)}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * The browser reads /config.json at start-up (contract.md). The dev server answers it from the environment so
 * `rspack serve` works against the local backend; production servers serve their own file.
 */
export function runtimeConfigFromEnv(): Record<string, string> {
  const config: Record<string, string> = {
    supabaseUrl: process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321',
    supabaseAnonKey: process.env.SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
    adminRemoteUrl: process.env.ADMIN_REMOTE_URL ?? 'http://localhost:3001/mf-manifest.json',
  };
  if (process.env.IMAGE_SERVICE_URL) config.imageServiceUrl = process.env.IMAGE_SERVICE_URL;
  if (process.env.SITE_URL) config.siteUrl = process.env.SITE_URL;
  return config;
}

/** The Supabase CLI's well-known local anon key (signed with its local development secret). */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export interface AppConfigOptions {
  /** Used for the output's unique name (chunk loading global) and the HTML title fallback. */
  name: string;
  /** The app folder (its rspack.config.ts directory). */
  root: string;
  port: number;
  mode: BuildMode;
  /** Omit for a federated remote built without a page of its own. */
  entry?: string;
  /** '/' for the host; 'auto' for a remote whose chunks load from wherever its manifest lives. */
  publicPath?: string;
  html?: { title: string; description: string } | false;
  /** Build-time constants (values are JSON-encoded here). */
  define?: Record<string, unknown>;
  plugins?: RspackPluginInstance[];
  /** Remotes are fetched cross-origin (the host fetches the manifest). */
  cors?: boolean;
  /** Where the build goes (default: <root>/dist). */
  outputPath?: string;
  /** Write, after a build, which files each named chunk group (entry, page chunk) needs, for the prerenderer. */
  chunkManifestPath?: string;
  /** Modules with no side effects of their own (barrels, one-component files): re-exports resolve to the module used. */
  sideEffectFree?: RegExp;
  /**
   * Lazy chunks that keep their name whatever their size: the modules matched go into the chunk of that name,
   * which every lazy chunk needing them loads (a feature shared by a lazy page and a lazy widget would
   * otherwise land in a numbered chunk once it grows past the splitting threshold).
   */
  namedLazyChunks?: Record<string, RegExp>;
}

/** Named chunk group → its JS and CSS files (with every split chunk it needs), as JSON. */
class ChunkManifestPlugin implements RspackPluginInstance {
  constructor(private readonly file: string) {}
  apply(compiler: Parameters<RspackPluginInstance['apply']>[0]) {
    compiler.hooks.done.tap('ChunkManifestPlugin', (stats) => {
      const { namedChunkGroups = {} } = stats.toJson({ all: false, chunkGroups: true, assets: true });
      const manifest = Object.fromEntries(
        Object.entries(namedChunkGroups).map(([name, group]) => [name, (group.assets ?? []).map((asset) => asset.name)]),
      );
      mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileSync(this.file, JSON.stringify(manifest, null, 2));
    });
  }
}

export function createAppConfig(options: AppConfigOptions): Configuration {
  const { name, root, port, mode, entry, publicPath = '/', html, define = {}, plugins = [], cors = false, chunkManifestPath, outputPath, sideEffectFree, namedLazyChunks = {} } = options;
  const production = mode === 'production';
  const targets = browserslistTargets();

  const defined: Record<string, string> = {
    'process.env.NODE_ENV': JSON.stringify(mode),
    __APP_VERSION__: JSON.stringify(appVersion(root)),
    __SHARED_VERSIONS__: JSON.stringify(singletonVersions()),
  };
  for (const [key, value] of Object.entries(define)) defined[key] = JSON.stringify(value);

  return {
    context: root,
    mode,
    target: 'browserslist',
    ...(entry ? { entry: { main: entry } } : { entry: {} }),
    output: {
      path: outputPath ?? path.join(root, 'dist'),
      publicPath,
      uniqueName: name,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: production ? false : 'cheap-module-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      // react-router's package exports only its development build (warnings, checks); production uses its lean one.
      alias: production
        ? {
            'react-router$': path.join(workspaceRoot, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.join(workspaceRoot, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/, type: 'asset/resource' },
        ...(sideEffectFree ? [{ test: sideEffectFree, sideEffects: false }] : []),
      ],
    },
    optimization: {
      minimize: production,
      splitChunks: {
        cacheGroups: Object.fromEntries(
          Object.entries(namedLazyChunks).map(([chunkName, test]) => [chunkName, { test, name: chunkName, chunks: 'async' as const, enforce: true }]),
        ),
      },
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin(defined),
      ...(html
        ? [
            new rspack.HtmlRspackPlugin({
              templateContent: htmlTemplate(html),
              inject: 'head',
              scriptLoading: 'defer',
              minify: production,
            }),
            new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
          ]
        : []),
      ...(chunkManifestPath ? [new ChunkManifestPlugin(chunkManifestPath)] : []),
      ...plugins,
    ],
    devServer: {
      port,
      host: 'localhost',
      hot: true,
      historyApiFallback: true,
      headers: cors ? { 'Access-Control-Allow-Origin': '*' } : undefined,
      setupMiddlewares: (middlewares) => {
        middlewares.unshift({
          name: 'runtime-config',
          path: '/config.json',
          middleware: (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.setHeader('Cache-Control', 'no-store');
            res.end(JSON.stringify(runtimeConfigFromEnv()));
          },
        });
        return middlewares;
      },
    },
  };
}

export interface ServerConfigOptions {
  root: string;
  entry: string;
  /** Output folder, outside the served dist. */
  outputPath: string;
}

/**
 * The prerenderer's bundle: the same sources compiled for Node (build time only). Packages from
 * node_modules stay external; workspace packages (TypeScript sources) are compiled in; styles are dropped.
 */
export function createServerConfig({ root, entry, outputPath }: ServerConfigOptions): Configuration {
  const client = createAppConfig({ name: 'server', root, port: 0, mode: 'production' });
  return {
    context: root,
    mode: 'production',
    target: 'node20',
    entry: { server: entry },
    output: { path: outputPath, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: false, chunkFormat: 'commonjs' },
    devtool: false,
    resolve: client.resolve,
    externals: [
      ({ request }, callback) => {
        const external = request !== undefined && /^[@a-z]/.test(request) && !request.startsWith('@app/') && !request.endsWith('.css');
        callback(undefined, external ? `commonjs ${request}` : undefined);
      },
    ],
    module: {
      rules: [
        ...(client.module?.rules ?? []).filter((rule) => !(rule && typeof rule === 'object' && String(rule.test) === String(/\.css$/))),
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production'), __APP_VERSION__: JSON.stringify(appVersion(root)), __SHARED_VERSIONS__: JSON.stringify(singletonVersions()) }),
      // One file: dynamic imports (page chunks, catalogs) resolve from the same bundle.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}
