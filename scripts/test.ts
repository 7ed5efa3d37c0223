/**
 * `npm test`: every test. Static checks, then unit + integration tests on the embedded database (PGlite),
 * then the database tests again on a real PostgreSQL server, the data-access suites once more through real
 * PostgREST on that server, then the end-to-end suite in Chromium.
 */
import path from 'node:path';
import { findPostgresBin, startThrowawayPostgres } from './lib/throwaway-postgres';
import { repoRoot } from './lib/paths';
import { mustRun } from './lib/run';
import { mustRunJest } from './lib/jest-run';

const jest = ['node_modules/.bin/jest', '--maxWorkers=2'];
const databaseSuites = `^${escapeRegExp(path.join(repoRoot, 'supabase'))}/`;
const throughPostgrest = `^(${escapeRegExp(path.join(repoRoot, 'tests', 'integration'))}/|${escapeRegExp(path.join(repoRoot, 'supabase', 'tests', 'api-access.test.ts'))}$)`;
// PGlite loads its WASM through a dynamic import that jest only allows with vm modules.
const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };

async function main() {
  const step = (title: string) => console.log(`\n=== ${title} ===`);
  // What every step runs on: npm puts node_modules/.bin, and with it the `node` devDependency, first on PATH.
  console.log(`Node ${process.version}`);
  step('typecheck');
  await mustRun('npm', ['run', '--silent', 'typecheck'], { cwd: repoRoot, env });
  step('lint');
  await mustRun('npm', ['run', '--silent', 'lint'], { cwd: repoRoot, env });
  step('dependency graph (no import cycles, type-only imports included)');
  await mustRun('npm', ['run', '--silent', 'deps:check'], { cwd: repoRoot, env });

  step('unit and integration tests (embedded PGlite)');
  await mustRunJest(jest[0]!, [...jest.slice(1), '--selectProjects', 'unit', 'integration'], { cwd: repoRoot, env });

  step('database tests on a real PostgreSQL server');
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error('PostgreSQL server binaries not found: install them with `apt-get install -y postgresql` (.ci/run does).');
  }
  const postgres = await startThrowawayPostgres(bin);
  try {
    // Only the suites under supabase/ (schema, policies, RPCs and the local backend itself); the data-access
    // suites in tests/integration already ran above and add nothing database-specific.
    await mustRunJest(jest[0]!, [...jest.slice(1), '--selectProjects', 'integration', '--testPathPatterns', databaseSuites], {
      cwd: repoRoot,
      env: { ...env, TEST_DATABASE_URL: postgres.url },
    });

    step('data-access suites through real PostgREST 12.0.2 (the REST engine of hosted Supabase)');
    // The data layer of shared/content (tests/integration) and the policy matrix through the API, with
    // /rest/v1 answered by PostgREST over the same server instead of the local REST.
    await mustRunJest(jest[0]!, [...jest.slice(1), '--selectProjects', 'integration', '--testPathPatterns', throughPostgrest], {
      cwd: repoRoot,
      env: { ...env, TEST_DATABASE_URL: postgres.url, TEST_REST_ENGINE: 'postgrest' },
    });
  } finally {
    postgres.stop();
  }

  step('end-to-end tests (production builds in Chromium)');
  await mustRun(jest[0]!, ['--runInBand', '--selectProjects', 'e2e'], { cwd: repoRoot, env });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
