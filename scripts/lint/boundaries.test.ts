/**
 * The import boundaries bite: the workspace's own ESLint config (eslint.config.mjs) and dependency-cruiser
 * config (.dependency-cruiser.cjs) report an upward or cross-app import (ESLint) and a cycle (dependency-cruiser,
 * the one owner of that rule) in snippets placed in the tree and in the fixture files beside this test (which
 * `npm run lint` and `deps:check` skip).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../lib/paths';

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

interface LintCase {
  filePath: string;
  code?: string;
}

/** Lints each case in one ESLint run of its own process (lint-cases.mjs). */
function lint(cases: LintCase[]): Map<string, LintResult['messages']> {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'lint-cases.mjs')], {
    cwd: repoRoot,
    input: JSON.stringify(cases),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`lint-cases.mjs failed (${run.status}): ${run.stderr}`);
  const results = JSON.parse(run.stdout) as LintResult[];
  return new Map(results.map((result) => [result.filePath, result.messages]));
}

const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'import-x/no-relative-packages', 'no-restricted-imports']);
const boundaryRuleIds = (messages: LintResult['messages'] | undefined) =>
  (messages ?? []).map((message) => message.ruleId).filter((ruleId): ruleId is string => ruleId !== null && BOUNDARY_RULES.has(ruleId));

// Snippets lint as files that do not exist, at these paths; the modules they import do.
const cases = {
  componentImportsApp: { filePath: 'hosts/shell/src/components/lint-probe.tsx', code: "export { App } from '../app/app';\n" },
  hookImportsPage: {
    filePath: 'hosts/shell/src/hooks/lint-probe.ts',
    code: "export { NotFoundPage } from '../pages/not-found/not-found-page';\n",
  },
  pageImportsApp: { filePath: 'hosts/shell/src/pages/home/lint-probe.tsx', code: "export { App } from '../../app/app';\n" },
  featureImportsFeature: {
    filePath: 'remotes/admin/src/features/blog/lint-probe.ts',
    code: "export { roleLabel } from '../users/user-display';\n",
  },
  sharedImportsApp: { filePath: 'shared/ui/src/lint-probe.ts', code: "export { App } from '../../../hosts/shell/src/app/app';\n" },
  appImportsOtherApp: {
    filePath: 'remotes/admin/src/components/lint-probe.ts',
    code: "export { App } from '../../../../hosts/shell/src/app/app';\n",
  },
  serviceImportsHostInternals: {
    filePath: 'services/publisher/src/lint-probe.ts',
    code: "export { sitemapXml } from '../../../hosts/shell/src/seo/sitemap';\n",
  },
  serviceImportsHostExport: {
    filePath: 'services/publisher/src/lint-probe-allowed.ts',
    code: "export type { SiteContent } from '@app/shell/server';\n",
  },
  deepSharedImport: {
    filePath: 'hosts/shell/src/pages/home/lint-probe-deep.tsx',
    code: "export { asListRequest } from '@app/content/src/list-query';\n",
  },
  adminRouterOutsideFacade: {
    filePath: 'remotes/admin/src/components/lint-probe-router.ts',
    code: "export { createBrowserRouter } from 'react-router-dom';\n",
  },
  downwardImports: {
    filePath: 'hosts/shell/src/pages/home/lint-probe-allowed.tsx',
    code: "export { SectionHeading } from '../../components/section-heading';\nexport { getHref } from '@app/i18n';\nexport { asListRequest } from '@app/content';\n",
  },
} satisfies Record<string, LintCase>;

describe('ESLint import boundaries (eslint.config.mjs)', () => {
  let results: Map<string, LintResult['messages']>;

  beforeAll(() => {
    results = lint(Object.values(cases));
  });

  const ruleIdsOf = (lintCase: LintCase) => boundaryRuleIds(results.get(lintCase.filePath));

  it('stops components, hooks and pages from importing a layer above them', () => {
    expect(ruleIdsOf(cases.componentImportsApp)).toEqual(['import-x/no-restricted-paths']);
    expect(ruleIdsOf(cases.hookImportsPage)).toEqual(['import-x/no-restricted-paths']);
    expect(ruleIdsOf(cases.pageImportsApp)).toEqual(['import-x/no-restricted-paths']);
    expect(results.get(cases.pageImportsApp.filePath)?.[0]?.message).toMatch(/layers import only downwards/);
  });

  it('stops a feature from importing another feature', () => {
    expect(ruleIdsOf(cases.featureImportsFeature)).toEqual(['import-x/no-restricted-paths']);
    expect(results.get(cases.featureImportsFeature.filePath)?.[0]?.message).toMatch(/never imports another feature/);
  });

  it('keeps apps apart and shared packages below them, by package name only', () => {
    expect(ruleIdsOf(cases.sharedImportsApp)).toEqual(
      expect.arrayContaining(['import-x/no-restricted-paths', 'import-x/no-relative-packages']),
    );
    expect(results.get(cases.sharedImportsApp.filePath)?.map((message) => message.message)).toContainEqual(
      expect.stringMatching(/Shared packages never depend on an app/),
    );
    expect(results.get(cases.appImportsOtherApp.filePath)?.map((message) => message.message)).toContainEqual(
      expect.stringMatching(/never another app/),
    );
    expect(ruleIdsOf(cases.deepSharedImport)).toEqual(['import-x/no-restricted-paths']);
    expect(results.get(cases.deepSharedImport.filePath)?.[0]?.message).toMatch(/public entry points: @app\/content/);
  });

  it('lets the publisher import of the host only its server bundle API', () => {
    expect(ruleIdsOf(cases.serviceImportsHostInternals)).toEqual(expect.arrayContaining(['import-x/no-restricted-paths']));
    expect(results.get(cases.serviceImportsHostInternals.filePath)?.map((message) => message.message)).toContainEqual(
      expect.stringMatching(/import only what it offers, @app\/shell\/server/),
    );
    expect(results.get(cases.serviceImportsHostExport.filePath)).toEqual([]);
  });

  it('lets the admin remote use only the router names the host provides', () => {
    expect(ruleIdsOf(cases.adminRouterOutsideFacade)).toEqual(['no-restricted-imports']);
  });

  it('lets a page import downwards and shared packages through their index', () => {
    expect(results.get(cases.downwardImports.filePath)).toEqual([]);
  });
});

describe('dependency graph check (.dependency-cruiser.cjs)', () => {
  it('finds cycles, type-only ones included', () => {
    // The fixtures are excluded from `npm run deps:check`; a narrower exclude brings them back.
    const run = spawnSync(
      path.join(repoRoot, 'node_modules/.bin/depcruise'),
      ['--config', '.dependency-cruiser.cjs', '--exclude', 'node_modules', '--output-type', 'err', 'scripts/lint/fixtures'],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    expect(run.status).toBe(2);
    expect(run.stdout).toMatch(/no-circular: scripts\/lint\/fixtures\/cycle-a\.ts →\s+scripts\/lint\/fixtures\/cycle-b\.ts →\s+scripts\/lint\/fixtures\/cycle-a\.ts/);
    expect(run.stdout).toMatch(/no-circular: scripts\/lint\/fixtures\/type-cycle-a\.ts →\s+scripts\/lint\/fixtures\/type-cycle-b\.ts →\s+scripts\/lint\/fixtures\/type-cycle-a\.ts/);
  });

  it('keeps apps apart, but for what the host offers the publisher', () => {
    // fixtures/apps is a small tree of its own (an app's rules match paths from the tree's root).
    const run = spawnSync(
      path.join(repoRoot, 'node_modules/.bin/depcruise'),
      ['--config', path.join(repoRoot, '.dependency-cruiser.cjs'), '--ts-config', path.join(repoRoot, 'tsconfig.base.json'), '--output-type', 'err', 'hosts', 'services'],
      { cwd: path.join(__dirname, 'fixtures', 'apps'), encoding: 'utf8' },
    );
    expect(run.status).toBe(2);
    expect(run.stdout).toMatch(/apps-apart: services\/publisher\/internals\.ts → hosts\/shell\/src\/seo\/sitemap\.ts/);
    expect(run.stdout).toMatch(/host-server-api-for-the-publisher: services\/mail-worker\/server-api\.ts → hosts\/shell\/src\/server\/index\.ts/);
    expect(run.stdout).not.toMatch(/offered\.ts/);
    expect(run.stdout).toMatch(/2 dependency violations/);
  });
});
