import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SpawnOptions } from 'node:child_process';
import { repoRoot } from './paths';
import { run } from './run';
import { formatSeconds } from './stages';

/** A project of jest.config.cjs (a kind of test): its displayName and the folders its test files live under. */
export interface JestProject {
  displayName: string;
  roots: string[];
}

/** The projects of a jest config file, their roots as absolute paths (the config owns which folder is which kind). */
export function jestProjects(configFile = path.join(repoRoot, 'jest.config.cjs')): JestProject[] {
  const config = createRequire(configFile)(configFile) as { projects: { displayName: string; roots: string[] }[] };
  const rootDir = path.dirname(configFile);
  return config.projects.map((project) => ({
    displayName: project.displayName,
    roots: project.roots.map((root) => path.resolve(root.replace('<rootDir>', rootDir))),
  }));
}

/** The displayName of the project whose roots hold `file`, or null when none does. */
export function projectOf(projects: readonly JestProject[], file: string): string | null {
  return projects.find(({ roots }) => roots.some((root) => file.startsWith(`${root}${path.sep}`)))?.displayName ?? null;
}

interface JestJsonResult {
  numTotalTests?: number;
  numPassedTests?: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    failureMessage?: string | null;
    startTime?: number;
    endTime?: number;
    assertionResults?: { status: string }[];
  }[];
}

/** One test file as it ran: its path, passed tests and seconds from its start to its end. */
export interface SuiteRun {
  path: string;
  passedTests: number;
  seconds: number;
}

/**
 * Tests, files and summed file time per kind (the project whose roots hold the file, named by `titles`),
 * when a run holds more than one kind.
 */
export function kindsBreakdown(suites: readonly SuiteRun[], projects: readonly JestProject[], titles: Readonly<Record<string, string>> = {}): string {
  const kindOf = (suitePath: string) => {
    const project = projectOf(projects, suitePath);
    return project === null ? 'other' : (titles[project] ?? project);
  };
  const byKind = new Map<string, { tests: number; files: number; seconds: number }>();
  for (const suite of suites) {
    const kind = kindOf(suite.path);
    const totals = byKind.get(kind) ?? { tests: 0, files: 0, seconds: 0 };
    byKind.set(kind, { tests: totals.tests + suite.passedTests, files: totals.files + 1, seconds: totals.seconds + suite.seconds });
  }
  if (byKind.size < 2) return '';
  return [...byKind]
    .map(([kind, totals]) => `${kind} ${totals.tests.toLocaleString('en-US')} tests in ${totals.files} files (${formatSeconds(totals.seconds)} of file time)`)
    .join(', ');
}

/** What a jest run did: tests passed, each suite, and the suites that ran a second time because their worker process died. */
export interface JestOutcome {
  passedTests: number;
  suites: SuiteRun[];
  rerunSuites: string[];
}

function suiteRuns(result: JestJsonResult | null): SuiteRun[] {
  return (result?.testResults ?? []).map((suite) => ({
    path: suite.name,
    passedTests: (suite.assertionResults ?? []).filter((assertion) => assertion.status === 'passed').length,
    seconds: suite.startTime && suite.endTime ? (suite.endTime - suite.startTime) / 1000 : 0,
  }));
}

/** Jest's words for a suite whose worker process died (a crash of Node itself, not a failing test). */
const WORKER_DIED = /jest worker process \(pid=\d+\) was terminated by another process: signal=/;

/**
 * The suites that failed only because their worker process died, or null when any failure is a test's own.
 * Node 22+ (V8 12+) has been seen to abort in a worker that runs PGlite's WebAssembly ("Check failed:
 * jit_page_->allocations_.erase(addr) == 1" in UnregisterWasmAllocation): the suite never ran to its end.
 */
export function suitesWhoseWorkerDied(result: JestJsonResult): string[] | null {
  const failed = result.testResults.filter((suite) => suite.status === 'failed');
  if (failed.length === 0) return null;
  const died = failed.filter((suite) => WORKER_DIED.test(suite.failureMessage ?? suite.message ?? ''));
  return died.length === failed.length ? died.map((suite) => suite.name) : null;
}

function readReport(file: string): JestJsonResult | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as JestJsonResult;
  } catch {
    return null;
  }
}

/**
 * Runs jest; when it fails only because worker processes died, runs those suites once more (and reports
 * them, so the summary shows it), so a crash of the runtime is retried while a failing test still fails the run.
 */
export async function mustRunJest(jest: string, args: string[], options: SpawnOptions): Promise<JestOutcome> {
  const folder = mkdtempSync(path.join(tmpdir(), 'jest-run-'));
  try {
    const report = path.join(folder, 'results.json');
    const code = await run(jest, [...args, '--json', `--outputFile=${report}`], options);
    const first = readReport(report);
    if (code === 0) return { passedTests: first?.numPassedTests ?? 0, suites: suiteRuns(first), rerunSuites: [] };
    const crashed = first ? suitesWhoseWorkerDied(first) : null;
    if (!crashed) throw new Error(`${jest} ${args.join(' ')} exited with ${code}`);
    console.log(`\nThe worker process of ${crashed.length} suite(s) died (not a test failure); running them once more:\n  ${crashed.join('\n  ')}`);
    const rerunReport = path.join(folder, 'rerun.json');
    const again = await run(jest, [...args, '--json', `--outputFile=${rerunReport}`, '--runTestsByPath', ...crashed], options);
    if (again !== 0) throw new Error(`${jest} ${args.join(' ')} (suites whose worker died, run again) exited with ${again}`);
    const rerun = readReport(rerunReport);
    const rerunPaths = new Set(crashed);
    return {
      passedTests: (first?.numPassedTests ?? 0) + (rerun?.numPassedTests ?? 0),
      suites: [...suiteRuns(first).filter((suite) => !rerunPaths.has(suite.path)), ...suiteRuns(rerun)],
      rerunSuites: crashed,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
