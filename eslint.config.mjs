// Flat config: recommended rules plus the workspace's import boundaries.
// Boundaries: apps reach shared packages only through their package name; shared packages never reach an app;
// a feature folder never reaches another feature; the admin remote uses only the router names the host provides.
import { readFileSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Deployed apart from each other: the two web apps and the mail worker.
const APPS = ['hosts/shell', 'remotes/admin', 'services/mail-worker'];

const routerFacadeNames = JSON.parse(
  readFileSync(new URL('./hosts/shell/src/features/admin-remote/router-facade-names.json', import.meta.url), 'utf8'),
);

function featureFolders(app) {
  try {
    return readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const deepSharedImport = {
  regex: '^@app/[^/]+/src(/|$)',
  message: 'Import a shared package through its public index: @app/<name>.',
};
const relativeIntoWorkspace = {
  regex: '^(\\.\\./)+(shared|hosts|remotes|supabase)/',
  message: 'Reach another workspace package through its package name, never a relative path.',
};
const appImport = {
  regex: '^@app/(shell|admin)(/|$)',
  message: 'Apps are deployed apart: import shared packages, never another app.',
};
const relativeIntoSharedSource = {
  regex: '^(\\.\\./){2,}(i18n|session|supabase|ui)/',
  message: 'Import another shared package through its package name.',
};

const adminRouterPaths = [
  {
    name: 'react-router-dom',
    allowImportNames: routerFacadeNames,
    message: `The host provides only these router exports to the admin remote: ${routerFacadeNames.join(', ')}. Add a name to hosts/shell/src/features/admin-remote/router-facade-names.json and router-facade.ts first.`,
  },
  { name: 'react-router', message: 'Import from react-router-dom (the shared singleton).' },
];

function restrictImports({ patterns, paths = [] }) {
  return { 'no-restricted-imports': ['error', { paths, patterns }] };
}

const appPatterns = [deepSharedImport, relativeIntoWorkspace, appImport];
const sharedPatterns = [
  deepSharedImport,
  relativeIntoSharedSource,
  { regex: '^@app/(shell|admin)(/|$)', message: 'Shared packages never depend on an app.' },
  { regex: '^(\\.\\./)+(hosts|remotes)/', message: 'Shared packages never depend on an app.' },
];

function featureBlocks(app) {
  const paths = app === 'remotes/admin' ? adminRouterPaths : [];
  return featureFolders(app).flatMap((feature) => {
    const own = escapeRegex(feature);
    const upward = {
      regex: '^(\\.\\./)+(app|pages)(/|$)',
      message: 'Features sit below app/ and pages/: they never import them.',
    };
    const otherFeature = (prefix) => ({
      regex: `^${prefix}(?!\\.\\.|${own}(/|$))[^/]+`,
      message: `A feature never imports another feature (${feature} → ?). Move what both need to src/components, src/hooks or a shared package.`,
    });
    const viaFeaturesFolder = {
      regex: `(^|/)features/(?!${own}(/|$))`,
      message: `A feature never imports another feature (${feature} → ?).`,
    };
    return [
      {
        files: [`${app}/src/features/${feature}/*.{ts,tsx}`],
        rules: restrictImports({ paths, patterns: [...appPatterns, upward, viaFeaturesFolder, otherFeature('\\.\\./')] }),
      },
      {
        files: [`${app}/src/features/${feature}/*/**/*.{ts,tsx}`],
        rules: restrictImports({
          paths,
          patterns: [...appPatterns, upward, viaFeaturesFolder, otherFeature('\\.\\./\\.\\./')],
        }),
      },
    ];
  });
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/dist-dev/**', '**/.nx/**', '**/coverage/**', '**/.data/**', 'bench-results/**', '.tmp/**'] },
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
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: restrictImports({ patterns: sharedPatterns }),
  },
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: restrictImports({ paths: app === 'remotes/admin' ? adminRouterPaths : [], patterns: appPatterns }),
  })),
  {
    // Standalone development wraps the remote in a router of its own, as the host does in production.
    files: ['remotes/admin/src/standalone/**/*.{ts,tsx}'],
    rules: restrictImports({ patterns: appPatterns }),
  },
  ...APPS.flatMap(featureBlocks),
  {
    // Tests stand in for the host: they wrap the remote in a router of their own.
    files: ['remotes/admin/**/*.test.{ts,tsx}'],
    rules: restrictImports({ patterns: appPatterns }),
  },
  {
    files: ['**/database.types.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': 'off' },
  },
);
