import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { RspackPluginInstance } from '@rspack/core';
import { formatHeadersFile, remoteHeaderRules } from '@app/security-headers';
import { SINGLETON_PACKAGES, createAppConfig, singletonVersions, type BuildMode } from '../../rspack.base';

/** Writes dist/_headers, the remote's security headers for the static host (the local server reads it too). */
const securityHeadersFile: RspackPluginInstance = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SecurityHeadersFile', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SecurityHeadersFile', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('_headers', new compiler.rspack.sources.RawSource(formatHeadersFile(remoteHeaderRules())));
      });
    });
  },
};

/**
 * Production: the host provides the singletons (`import: false`), so the remote ships none of them.
 * `rspack serve` (standalone development on 3001) bundles real fallbacks so the remote runs alone.
 */
export default (env: Record<string, unknown>, argv: { mode?: BuildMode }) => {
  const standalone = Boolean(env.RSPACK_SERVE) || process.env.ADMIN_STANDALONE === '1';
  const mode: BuildMode = argv.mode ?? (standalone ? 'development' : 'production');
  const versions = singletonVersions();
  // A release may state other requirements than the installed versions (the contract tests build one that
  // asks for more than the host provides, and one built against an older minor): {"<package>": "<range>"}.
  const requirements = JSON.parse(process.env.ADMIN_SHARED_REQUIREMENTS ?? '{}') as Record<string, string>;
  const shared = Object.fromEntries(
    SINGLETON_PACKAGES.map((name) => [
      name,
      { singleton: true, requiredVersion: requirements[name] ?? `^${versions[name]}`, ...(standalone ? {} : { import: false as const }) },
    ]),
  );

  return createAppConfig({
    name: 'admin',
    root: __dirname,
    port: Number(process.env.ADMIN_PORT ?? 3001),
    mode,
    entry: standalone ? './src/index.ts' : undefined,
    publicPath: 'auto',
    cors: true,
    html: standalone ? { title: 'Administrace (samostatně) | BizAuto', description: 'Administrace webu BizAuto' } : false,
    define: { __ADMIN_BUILD_ID__: process.env.ADMIN_BUILD_ID ?? new Date().toISOString() },
    plugins: [
      new ModuleFederationPlugin({
        name: 'admin',
        filename: 'remoteEntry.js',
        exposes: { './App': './src/export-app.tsx' },
        manifest: true,
        dts: false,
        shared,
        // The host provides the federation runtime (its runtime plugin sets the global); standalone ships its own.
        ...(standalone ? {} : { experiments: { externalRuntime: true } }),
      }),
      securityHeadersFile,
    ],
  });
};
