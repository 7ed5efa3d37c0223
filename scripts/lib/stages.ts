import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
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
  /** How many of the machine's cores were busy on average while the stage ran (every process, both lanes). */
  busyCores: number | null;
}

/** The machine's CPU time so far, busy and in all, in seconds summed over its cores. */
export interface CpuTimes {
  busy: number;
  total: number;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** The `cpu` line of /proc/stat (ticks: user nice system idle iowait irq softirq steal …); null elsewhere. */
export function parseCpuTimes(procStat: string): CpuTimes | null {
  const fields = /^cpu\s+(.+)$/m.exec(procStat)?.[1]?.trim().split(/\s+/).map(Number);
  if (!fields || fields.length < 4 || fields.some((value) => !Number.isFinite(value))) return null;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy / CLOCK_TICKS_PER_SECOND, total: (busy + idle + iowait) / CLOCK_TICKS_PER_SECOND };
}

export function readCpuTimes(): CpuTimes | null {
  try {
    return parseCpuTimes(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/** Average busy cores between two readings (null when either is missing or no time passed). */
export function busyCoresBetween(start: CpuTimes | null, end: CpuTimes | null, cores: number): number | null {
  if (!start || !end || end.total <= start.total) return null;
  return ((end.busy - start.busy) / (end.total - start.total)) * cores;
}

/**
 * Runs lanes side by side, the stages of a lane one after another (a lane stops at its first failure, the
 * others go on). Each stage's output is kept in a log and printed in one piece when the stage ends, so lanes
 * running at once never interleave their lines. Resolves with every stage's result, in lane order.
 */
export async function runLanes(lanes: readonly (readonly Stage[])[], print: (text: string) => void = (text) => process.stdout.write(text)): Promise<StageResult[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'test-stages-'));
  const cores = availableParallelism();
  const results = lanes.map((lane) =>
    lane.map((stage): StageResult => ({ title: stage.title, seconds: 0, tests: null, note: null, status: 'not run', busyCores: null })),
  );
  try {
    await Promise.all(
      lanes.map(async (lane, laneIndex) => {
        for (const [stageIndex, stage] of lane.entries()) {
          const result = results[laneIndex]![stageIndex]!;
          const logFile = path.join(folder, `${laneIndex}-${stageIndex}.log`);
          const fd = openSync(logFile, 'w');
          print(`▶ ${stage.title}\n`);
          const started = performance.now();
          const cpuAtStart = readCpuTimes();
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
          result.busyCores = busyCoresBetween(cpuAtStart, readCpuTimes(), cores);
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

/**
 * The one-screen table `npm test` ends with: each stage's time, test count and the machine's busy cores
 * meanwhile, and the wall clock (with the whole run's busy cores: what is left idle is what more parallel
 * work could still use).
 */
export function summaryTable(results: readonly StageResult[], wallSeconds: number, wallBusyCores: number | null = null): string {
  const width = Math.max(...results.map((result) => result.title.length), 'wall clock'.length) + 2;
  const row = (title: string, time: string, tests: string, cores: string, status: string) =>
    `${title.padEnd(width)}${time.padStart(7)}${tests.padStart(8)}${cores.padStart(7)}  ${status}`;
  const count = (tests: number | null) => (tests === null ? '–' : tests.toLocaleString('en-US'));
  const busy = (cores: number | null) => (cores === null ? '–' : cores.toFixed(2));
  const total = results.reduce((sum, result) => sum + (result.tests ?? 0), 0);
  const lines = [
    row('stage', 'time', 'tests', 'cores', ''),
    ...results.map((result) =>
      row(result.title, result.status === 'not run' ? '' : formatSeconds(result.seconds), count(result.tests), result.status === 'not run' ? '' : busy(result.busyCores), result.status),
    ),
    row('wall clock', formatSeconds(wallSeconds), count(total), busy(wallBusyCores), results.every((result) => result.status === 'passed') ? 'passed' : 'FAILED'),
  ];
  const notes = results.filter((result) => result.note).map((result) => `${result.title}: ${result.note}`);
  return [...lines, ...notes].join('\n');
}
