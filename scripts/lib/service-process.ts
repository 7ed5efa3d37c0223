import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from './paths';

export interface ServiceProcess {
  /** The text the ready pattern matched on the first start. */
  ready: string;
  /** Everything the process printed so far, over all its restarts, with the supervisor's own lines. */
  output(): string;
  /** Resolves once the process has printed a line matching the pattern after `since` characters of output. */
  waitForOutput(pattern: RegExp, since?: number, timeoutMs?: number): Promise<string>;
  /** The running process's id; null between an exit and the restart. */
  pid(): number | null;
  /** How many times the supervisor started it again after it exited. */
  restarts(): number;
  stop(): Promise<void>;
}

/** When a service that exited is started again: after `initialDelayMs`, doubling up to `maxDelayMs`. */
export interface RestartPolicy {
  initialDelayMs: number;
  maxDelayMs: number;
  /** A process that ran this long before it exited counts as having been healthy: the delay starts over. */
  stableAfterMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = { initialDelayMs: 1000, maxDelayMs: 30_000, stableAfterMs: 60_000 };

/** The delay before the next start, given the last one and how long the process ran. */
export function nextRestartDelay(policy: RestartPolicy, previousDelayMs: number | null, ranMs: number): number {
  if (previousDelayMs === null || ranMs >= policy.stableAfterMs) return policy.initialDelayMs;
  return Math.min(previousDelayMs * 2, policy.maxDelayMs);
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `signal ${signal}` : `code ${code}`;
}

/**
 * Runs a long-lived TypeScript entry point of the repository (the live publisher, the mail worker) as it
 * runs beside a hosted deployment, and keeps it running: resolves once it printed `ready`; when it exits
 * afterwards for any reason but `stop()`, it is started again after a delay that doubles while it keeps
 * failing (`restart`), and each exit and restart is logged. One node process per service (tsx as a loader,
 * not as a wrapper process), so the process a `kill` reaches is the service itself.
 */
export async function startServiceProcess(options: {
  /** Named in errors and in the supervisor's log lines. */
  name: string;
  /** The entry point, relative to the repository root. */
  script: string;
  env: Record<string, string>;
  ready: RegExp;
  /** Print the process's output (npm start) instead of only collecting it (tests, bench). */
  echo?: boolean;
  /** false: no restarts (an exit is final). Default DEFAULT_RESTART_POLICY. */
  restart?: Partial<RestartPolicy> | false;
}): Promise<ServiceProcess> {
  const policy = options.restart === false ? null : { ...DEFAULT_RESTART_POLICY, ...options.restart };
  let output = '';
  const listeners = new Set<() => void>();
  /** Called when no restart will come (stopped, or the first start failed). */
  const finalExitListeners = new Set<() => void>();
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let stopping = false;
  let everReady = false;
  let restarts = 0;
  let lastDelayMs: number | null = null;
  let restartTimer: NodeJS.Timeout | undefined;

  const append = (text: string) => {
    output += text;
    if (options.echo) process.stdout.write(text);
    for (const listener of listeners) listener();
  };
  const supervisorLog = (message: string) => append(`supervisor: ${message}\n`);

  const final = () => {
    for (const listener of finalExitListeners) listener();
  };

  const launch = () => {
    const startedAt = Date.now();
    const from = output.length;
    const spawned = spawn(process.execPath, ['--import', 'tsx', options.script], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...options.env },
    });
    child = spawned;
    const collect = (chunk: Buffer) => append(chunk.toString('utf8'));
    spawned.stdout?.on('data', collect);
    spawned.stderr?.on('data', collect);
    if (restarts > 0) {
      void waitForOutput(options.ready, from, 120_000).then(
        () => supervisorLog(`${options.name} is running again (pid ${spawned.pid})`),
        () => undefined,
      );
    }
    exited = new Promise<void>((resolve) =>
      spawned.once('exit', (code, signal) => {
        child = null;
        resolve();
        if (stopping || !policy || !everReady) {
          final();
          return;
        }
        const delay = nextRestartDelay(policy, lastDelayMs, Date.now() - startedAt);
        lastDelayMs = delay;
        supervisorLog(`${options.name} exited with ${describeExit(code, signal)}; restarting in ${seconds(delay)}`);
        restartTimer = setTimeout(() => {
          if (stopping) return;
          restarts += 1;
          launch();
        }, delay);
      }),
    );
  };

  const waitForOutput = (pattern: RegExp, since = 0, timeoutMs = 60_000): Promise<string> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const match = output.slice(since).match(pattern);
        if (!match) return false;
        cleanup();
        resolve(match[0]);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`${options.name} printed no ${pattern} within ${timeoutMs} ms:\n${output}`));
      }, timeoutMs);
      const onFinalExit = () => {
        cleanup();
        reject(new Error(`${options.name} exited:\n${output}`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(listener);
        finalExitListeners.delete(onFinalExit);
      };
      const listener = () => void check();
      if (check()) return;
      listeners.add(listener);
      finalExitListeners.add(onFinalExit);
    });

  const stop = async () => {
    stopping = true;
    clearTimeout(restartTimer);
    const running = child;
    if (running && running.exitCode === null && running.signalCode === null) running.kill('SIGTERM');
    await exited;
  };

  launch();
  let ready: string;
  try {
    ready = await waitForOutput(options.ready);
  } catch (error) {
    await stop();
    throw error;
  }
  everReady = true;
  return {
    ready,
    output: () => output,
    waitForOutput,
    pid: () => child?.pid ?? null,
    restarts: () => restarts,
    stop,
  };
}
