/**
 * The workspace's dependency graph (`npm run deps:check`, part of `npm test`):
 * - no module may reach itself again through its imports. Unlike ESLint's import-x/no-cycle it counts
 *   type-only imports too (they are read before TypeScript erases them), so a cycle that only types close
 *   is still one;
 * - apps are deployed apart: one reaches another only through what that one offers (the host's server
 *   bundle API, @app/shell/server, to the publisher), as eslint.config.mjs says for value imports too.
 * Workspace packages (@app/*) resolve through their node_modules symlinks to their source, so cycles
 * across packages count as well.
 */
const APP = '^(hosts/[^/]+|remotes/[^/]+|services/[^/]+)/';
const HOST_SERVER_API = '^hosts/shell/src/server/index\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'apps-apart',
      severity: 'error',
      comment: 'An app imports another app (they are deployed apart): import a shared package, or what the other app offers.',
      from: { path: APP },
      to: { path: APP, pathNot: ['^$1/', HOST_SERVER_API] },
    },
    {
      name: 'host-server-api-for-the-publisher',
      severity: 'error',
      comment: 'The host offers its server bundle API (@app/shell/server) to the publisher only.',
      from: { path: APP, pathNot: '^(hosts/shell|services/publisher)/' },
      to: { path: HOST_SERVER_API },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module reaches itself again through its imports (type-only imports included).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server|dist-dev|coverage|\\.nx|\\.data)/|^scripts/lint/fixtures/' },
    includeOnly: { path: '^(hosts|remotes|shared|services|supabase|scripts|tests)/|^rspack\\.base\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
