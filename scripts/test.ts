/**
 * `npm test`: every test, in two lanes that run side by side and end with a one-screen summary. First, at
 * once: the production builds, and the migrated database snapshot every test backend starts from (made once
 * here instead of by each test worker that finds none).
 * - checks: typecheck, lint, the dependency graph, then the database tests on a real PostgreSQL server and
 *   the data-access suites through real PostgREST on it;
 * - tests: every jest project (unit, integration on the embedded database, HTTP-level checks of the served
 *   site and the browser tests in Chromium) in ONE pool of workers, each file with its own backend or stack.
 *   Many files mostly wait (for pages, the publisher, the mail worker, a backoff): one shared pool, wider than
 *   the machine, keeps both cores busy to the end, where separate runs per kind left one idle while another
 *   still ran.
 */
import os from 'node:os';
import path from 'node:path';
import type { StdioOptions } from 'node:child_process';
import { createPostgresDb, createServerDatabase, migrate, snapshotFolder } from '@app/local-backend';
import { findPostgresBin, startThrowawayPostgres, type ThrowawayPostgres } from './lib/throwaway-postgres';
import { repoRoot } from './lib/paths';
import { mustRun } from './lib/run';
import { jestProjects, kindsBreakdown, mustRunJest, type JestOutcome } from './lib/jest-run';
import { busyCoresBetween, readCpuTimes, runLanes, summaryTable, type Stage, type StageOutcome } from './lib/stages';

const jestScript = 'node_modules/jest/bin/jest.js';
/**
 * V8's baseline WebAssembly compiler only: each test file's PGlite lives for seconds, and optimising its 9 MB
 * of WebAssembly in the background for every one cost a third of the PGlite suites' CPU time without paying
 * back in so short a life. (The browser tests' backends live longer: neither gain nor loss there.)
 */
const BASELINE_WASM_ONLY = ['--liftoff-only'];
const databaseSuites = `^${escapeRegExp(path.join(repoRoot, 'supabase'))}/`;
const throughPostgrest = `^(${escapeRegExp(path.join(repoRoot, 'tests', 'integration'))}/|${escapeRegExp(path.join(repoRoot, 'supabase', 'tests', 'api-access.test.ts'))}$)`;
// PGlite loads its WASM through a dynamic import that jest only allows with vm modules.
const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(), NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
// Many test files mostly wait (for pages, the publisher, the mail worker, a backoff): more workers than
// cores keep the machine busy; each file starts its own backend or stack on ports of its own.
const testWorkers = Number(process.env.TEST_WORKERS ?? os.availableParallelism() * 2 + 1);

/** How the summary names each project of jest.config.cjs (which owns the folders of each kind). */
const KIND_TITLES: Record<string, string> = {
  e2e: 'in Chromium',
  http: 'over HTTP',
  integration: 'integration (PGlite)',
  unit: 'unit (jsdom)',
};

const npmScript = (title: string, script: string): Stage => ({
  title,
  run: (stdio) => mustRun('npm', ['run', '--silent', script], { cwd: repoRoot, env, stdio }),
});

/**
 * A jest run as a stage, under this Node with `nodeFlags`; `extraEnv` may be a function when the values are
 * known only once the stage starts.
 */
function jestStage(
  title: string,
  args: string[],
  extraEnv: Record<string, string> | (() => Record<string, string>) = {},
  nodeFlags: string[] = [],
): Stage {
  return {
    title,
    run: async (stdio) => {
      const added = typeof extraEnv === 'function' ? extraEnv() : extraEnv;
      return describeJest(await mustRunJest(process.execPath, [...nodeFlags, jestScript, ...args], { cwd: repoRoot, env: { ...env, ...added }, stdio }));
    },
  };
}

function describeJest(outcome: JestOutcome): StageOutcome {
  const rerun = outcome.rerunSuites.length;
  const notes = [
    kindsBreakdown(outcome.suites, jestProjects(), KIND_TITLES),
    rerun > 0 ? `${rerun} suite(s) ran again because their worker process died (not a test failure): ${outcome.rerunSuites.map((suite) => path.relative(repoRoot, suite)).join(', ')}` : '',
  ].filter(Boolean);
  return { tests: outcome.passedTests, note: notes.length > 0 ? notes.join('; ') : undefined };
}

/**
 * A database on the cluster with every migration and the seed, made once: each test backend on the cluster
 * starts from a copy of it (CREATE DATABASE … TEMPLATE) instead of running the migrations again.
 */
async function seededTemplate(serverUrl: string): Promise<string> {
  const database = await createServerDatabase(serverUrl, 'seeded_template');
  const db = createPostgresDb(database.url, { max: 1 });
  try {
    await migrate(db, { seed: true });
  } finally {
    await db.close();
  }
  return decodeURIComponent(new URL(database.url).pathname.slice(1));
}

/** The database stages share one throwaway PostgreSQL cluster, started by the first and stopped by the last. */
function postgresStages(): Stage[] {
  let postgres: ThrowawayPostgres | null = null;
  let template: string | null = null;
  const serverUrl = () => {
    if (!postgres) throw new Error('the PostgreSQL cluster did not start');
    return postgres.url;
  };
  const templateName = () => {
    if (!template) throw new Error('the seeded template database was not made');
    return template;
  };
  // Only the suites under supabase/ (schema, policies, RPCs and the local backend itself); the data-access
  // suites in tests/integration already ran on PGlite and add nothing database-specific.
  const database = jestStage('database tests on PostgreSQL', ['--maxWorkers=2', '--selectProjects', 'integration', '--testPathPatterns', databaseSuites], () => ({
    TEST_DATABASE_URL: serverUrl(),
    TEST_DATABASE_TEMPLATE: templateName(),
  }));
  // The data layer of shared/content (tests/integration) and the policy matrix through the API, with
  // /rest/v1 answered by PostgREST 12.0.2 (the REST engine of hosted Supabase) over the same server.
  const throughRest = jestStage('data access through PostgREST', ['--maxWorkers=2', '--selectProjects', 'integration', '--testPathPatterns', throughPostgrest], () => ({
    TEST_DATABASE_URL: serverUrl(),
    TEST_DATABASE_TEMPLATE: templateName(),
    TEST_REST_ENGINE: 'postgrest',
  }));
  return [
    {
      title: database.title,
      run: async (stdio: StdioOptions) => {
        const bin = findPostgresBin();
        if (!bin) throw new Error('PostgreSQL server binaries not found: install them with `apt-get install -y postgresql` (.ci/run does).');
        postgres = await startThrowawayPostgres(bin);
        try {
          template = await seededTemplate(postgres.url);
          return await database.run(stdio);
        } catch (error) {
          postgres.stop();
          throw error;
        }
      },
    },
    {
      title: throughRest.title,
      run: async (stdio: StdioOptions) => {
        try {
          return await throughRest.run(stdio);
        } finally {
          postgres?.stop();
        }
      },
    },
  ];
}

const checks: Stage[] = [npmScript('typecheck', 'typecheck'), npmScript('lint', 'lint'), npmScript('dependency graph', 'deps:check'), ...postgresStages()];

const prepare: Stage[][] = [
  [
    {
      title: 'production builds',
      run: (stdio) => mustRun('node_modules/.bin/nx', ['run-many', '-t', 'build', '--outputStyle=static'], { cwd: repoRoot, env, stdio }),
    },
  ],
  [
    {
      title: 'database snapshot',
      run: async () => {
        await snapshotFolder();
      },
    },
  ],
];

const tests: Stage[] = [
  jestStage(
    'unit, integration (PGlite), HTTP and browser tests',
    [`--maxWorkers=${testWorkers}`, '--selectProjects', 'unit', 'integration', 'http', 'e2e'],
    { E2E_SKIP_BUILD: '1' },
    BASELINE_WASM_ONLY,
  ),
];

async function main() {
  // What every stage runs on: npm puts node_modules/.bin, and with it the `node` devDependency, first on PATH.
  console.log(`Node ${process.version}, ${os.availableParallelism()} cores, ${testWorkers} test workers`);
  const started = performance.now();
  const cpuAtStart = readCpuTimes();
  const prepared = await runLanes(prepare);
  const results = prepared.every((result) => result.status === 'passed') ? [...prepared, ...(await runLanes([checks, tests]))] : prepared;
  console.log(`\n=== summary ===\n${summaryTable(results, (performance.now() - started) / 1000, busyCoresBetween(cpuAtStart, readCpuTimes(), os.availableParallelism()))}`);
  if (results.some((result) => result.status !== 'passed')) process.exit(1);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
