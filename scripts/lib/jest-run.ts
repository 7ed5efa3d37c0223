import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SpawnOptions } from 'node:child_process';
import { run } from './run';

interface JestJsonResult {
  numTotalTests?: number;
  numPassedTests?: number;
  testResults: { name: string; status: string; message?: string; failureMessage?: string | null }[];
}

/** What a jest run did: tests passed, and the suites that ran a second time because their worker process died. */
export interface JestOutcome {
  passedTests: number;
  rerunSuites: string[];
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
    if (code === 0) return { passedTests: first?.numPassedTests ?? 0, rerunSuites: [] };
    const crashed = first ? suitesWhoseWorkerDied(first) : null;
    if (!crashed) throw new Error(`${jest} ${args.join(' ')} exited with ${code}`);
    console.log(`\nThe worker process of ${crashed.length} suite(s) died (not a test failure); running them once more:\n  ${crashed.join('\n  ')}`);
    const rerunReport = path.join(folder, 'rerun.json');
    const again = await run(jest, [...args, '--json', `--outputFile=${rerunReport}`, '--runTestsByPath', ...crashed], options);
    if (again !== 0) throw new Error(`${jest} ${args.join(' ')} (suites whose worker died, run again) exited with ${again}`);
    return { passedTests: (first?.numPassedTests ?? 0) + (readReport(rerunReport)?.numPassedTests ?? 0), rerunSuites: crashed };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
