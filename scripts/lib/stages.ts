import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StdioOptions } from 'node:child_process';

/** What a stage reports besides its time: how many tests passed, and anything the summary must show. */
export interface StageOutcome {
  tests?: number;
  note?: string;
}

export interface Stage {
  title: string;
  /** Runs the stage with its children's output going to `stdio` (a log printed whole when the stage ends). */
  run(stdio: StdioOptions): Promise<StageOutcome | void>;
}

export interface StageResult {
  title: string;
  seconds: number;
  tests: number | null;
  note: string | null;
  status: 'passed' | 'failed' | 'not run';
}

/**
 * Runs lanes side by side, the stages of a lane one after another (a lane stops at its first failure, the
 * others go on). Each stage's output is kept in a log and printed in one piece when the stage ends, so lanes
 * running at once never interleave their lines. Resolves with every stage's result, in lane order.
 */
export async function runLanes(lanes: readonly (readonly Stage[])[], print: (text: string) => void = (text) => process.stdout.write(text)): Promise<StageResult[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'test-stages-'));
  const results = lanes.map((lane) => lane.map((stage): StageResult => ({ title: stage.title, seconds: 0, tests: null, note: null, status: 'not run' })));
  try {
    await Promise.all(
      lanes.map(async (lane, laneIndex) => {
        for (const [stageIndex, stage] of lane.entries()) {
          const result = results[laneIndex]![stageIndex]!;
          const logFile = path.join(folder, `${laneIndex}-${stageIndex}.log`);
          const fd = openSync(logFile, 'w');
          print(`▶ ${stage.title}\n`);
          const started = performance.now();
          let failure: unknown = null;
          try {
            const outcome = await stage.run(['ignore', fd, fd]);
            result.tests = outcome?.tests ?? null;
            result.note = outcome?.note ?? null;
          } catch (error) {
            failure = error;
          } finally {
            closeSync(fd);
          }
          result.seconds = (performance.now() - started) / 1000;
          result.status = failure ? 'failed' : 'passed';
          const log = readFileSync(logFile, 'utf8');
          const reason = failure ? `\n${failure instanceof Error ? failure.message : String(failure)}\n` : '';
          print(`\n=== ${stage.title} (${formatSeconds(result.seconds)}, ${result.status}) ===\n${log}${reason}`);
          if (failure) return;
        }
      }),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return results.flat();
}

export function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The one-screen table `npm test` ends with: each stage's time and test count, and the wall clock. */
export function summaryTable(results: readonly StageResult[], wallSeconds: number): string {
  const width = Math.max(...results.map((result) => result.title.length), 'wall clock'.length) + 2;
  const row = (title: string, time: string, tests: string, status: string) =>
    `${title.padEnd(width)}${time.padStart(7)}${tests.padStart(8)}  ${status}`;
  const count = (tests: number | null) => (tests === null ? '–' : tests.toLocaleString('en-US'));
  const total = results.reduce((sum, result) => sum + (result.tests ?? 0), 0);
  const lines = [
    row('stage', 'time', 'tests', ''),
    ...results.map((result) => row(result.title, result.status === 'not run' ? '' : formatSeconds(result.seconds), count(result.tests), result.status)),
    row('wall clock', formatSeconds(wallSeconds), count(total), results.every((result) => result.status === 'passed') ? 'passed' : 'FAILED'),
  ];
  const notes = results.filter((result) => result.note).map((result) => `${result.title}: ${result.note}`);
  return [...lines, ...notes].join('\n');
}
