// Flat config: recommended rules plus the workspace's import boundaries, enforced by eslint-plugin-import-x
// on the paths imports resolve to (so a relative path and a package name are judged alike):
// - import cycles are dependency-cruiser's to find (`npm run deps:check`, type-only imports included), not ESLint's;
// - apps reach a shared package only through its public entry points, never another app, except where an
//   app offers another one a public export (the host's server bundle API to the publisher);
//   shared packages never reach an app;
// - inside an app, layers only import downwards: entry (bootstrap, server, standalone) → app → pages →
//   features → components, hooks → seo, config; a feature folder never reaches another feature;
// - the admin remote uses only the router names the host provides.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = new URL('./', import.meta.url);
const exists = (relative) => existsSync(new URL(relative, root));
const subfolders = (relative) =>
  exists(relative)
    ? readdirSync(new URL(relative, root), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

// Deployed apart from each other: the two web apps and the background services.
const APPS = ['hosts/shell', 'remotes/admin', 'services/mail-worker', 'services/publisher', 'services/image-variants'];
const SHARED = subfolders('shared/')
  .filter((name) => exists(`shared/${name}/package.json`))
  .map((name) => `shared/${name}`);
const TS = '**/*.{ts,tsx,mts,cts}';

/** A package's public entry points (package.json `exports`, else `main`), relative to its folder. */
function entryPoints(pkg) {
  const manifest = JSON.parse(readFileSync(new URL(`${pkg}/package.json`, root), 'utf8'));
  const targets = manifest.exports ? Object.values(manifest.exports) : [manifest.main ?? './index.ts'];
  return targets.map((target) => (target.startsWith('./') ? target : `./${target}`));
}

// What an app offers another app: the publisher renders the host's pages with the host's server bundle,
// whose API (the package's `exports`: @app/shell/server) is all of the host it may import.
const APP_EXPORTS = { 'hosts/shell': { to: ['services/publisher'], name: '@app/shell/server' } };
const offeredTo = (app, other) => APP_EXPORTS[other]?.to.includes(app) ?? false;

// Layers inside an app, top to bottom; each may import only the ones below it. Entry points start the app
// (the browser bootstrap, the prerender's server entry, the remote's exposed module and its standalone
// development wrapper); nothing imports them.
const LAYERS = [
  { name: 'entry', paths: ['src/bootstrap.tsx', 'src/server', 'src/export-app.tsx', 'src/index.ts', 'src/standalone'] },
  { name: 'app', paths: ['src/app'] },
  { name: 'pages', paths: ['src/pages'] },
  { name: 'features', paths: ['src/features'] },
  { name: 'components and hooks', paths: ['src/components', 'src/hooks'] },
  { name: 'seo and config', paths: ['src/seo', 'src/config'] },
];

function layerZones(app) {
  const present = LAYERS.map((layer) => ({
    ...layer,
    paths: layer.paths.map((path) => `${app}/${path}`).filter(exists),
  })).filter((layer) => layer.paths.length > 0);
  return present.flatMap((upper, index) => {
    const lower = present.slice(index + 1);
    if (lower.length === 0) return [];
    return [
      {
        target: lower.flatMap((layer) => layer.paths),
        from: upper.paths,
        message: `${app}/src layers import only downwards (entry → app → pages → features → components, hooks → seo, config): move what a lower layer needs out of ${upper.name} into that layer or below.`,
      },
    ];
  });
}

function featureZones(app) {
  return subfolders(`${app}/src/features/`).map((feature) => ({
    target: `${app}/src/features/${feature}`,
    from: `${app}/src/features`,
    except: [`./${feature}`],
    message: `A feature never imports another feature (${feature} → ?). Move what both need to src/components, src/hooks or a shared package.`,
  }));
}

const boundaryZones = [
  {
    target: SHARED,
    from: [...APPS, 'scripts', 'tests'],
    message: 'Shared packages never depend on an app.',
  },
  ...APPS.flatMap((app) => {
    const others = APPS.filter((other) => other !== app);
    return [
      {
        target: app,
        from: others.filter((other) => !offeredTo(app, other)),
        message: 'Apps are deployed apart: import shared packages, never another app.',
      },
      ...others
        .filter((other) => offeredTo(app, other))
        .map((other) => ({
          target: app,
          from: other,
          except: entryPoints(other),
          message: `Apps are deployed apart: of ${other}, import only what it offers, ${APP_EXPORTS[other].name}.`,
        })),
    ];
  }),
  ...SHARED.map((pkg) => ({
    target: [...APPS, ...SHARED.filter((other) => other !== pkg)],
    from: pkg,
    except: entryPoints(pkg),
    message: `Import a shared package through its public entry points: @app/${pkg.slice('shared/'.length)}.`,
  })),
  ...APPS.flatMap(layerZones),
  ...APPS.flatMap(featureZones),
];

const routerFacadeNames = JSON.parse(
  readFileSync(new URL('./hosts/shell/src/features/admin-remote/router-facade-names.json', import.meta.url), 'utf8'),
);
const adminRouterPaths = [
  {
    name: 'react-router-dom',
    allowImportNames: routerFacadeNames,
    message: `The host provides only these router exports to the admin remote: ${routerFacadeNames.join(', ')}. Add a name to hosts/shell/src/features/admin-remote/router-facade-names.json and router-facade.ts first.`,
  },
  { name: 'react-router', message: 'Import from react-router-dom (the shared singleton).' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-dev/**',
      '**/.nx/**',
      '**/coverage/**',
      '**/.data/**',
      'bench-results/**',
      '.tmp/**',
      // Deliberately broken imports that scripts/lint/boundaries.test.ts lints on purpose.
      'scripts/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='react-router-dom'] > ImportNamespaceSpecifier",
          message: 'Import router names one by one: a namespace import defeats tree-shaking.',
        },
      ],
    },
  },
  {
    files: [TS],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', '*/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/internal-regex': '^@app/',
    },
    rules: {
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: fileURLToPath(root), zones: boundaryZones }],
    },
  },
  {
    // Source reaches another workspace package by its name, never by a relative path.
    files: [...APPS, ...SHARED].map((pkg) => `${pkg}/src/${TS}`),
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [`remotes/admin/${TS}`],
    ignores: [
      // Standalone development and tests stand in for the host: they wrap the remote in a router of their own.
      'remotes/admin/src/standalone/**',
      'remotes/admin/**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: adminRouterPaths }] },
  },
  {
    files: ['**/database.types.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': 'off' },
  },
);
