import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './paths';

export interface ServiceProcess {
  /** The text the ready pattern matched. */
  ready: string;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves once the process has printed a line matching the pattern after `since` characters of output. */
  waitForOutput(pattern: RegExp, since?: number, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Runs a long-lived TypeScript entry point of the repository with tsx, as it runs beside a hosted
 * deployment (the live publisher, the mail worker); resolves once it printed `ready`.
 */
export async function startServiceProcess(options: {
  /** Named in errors. */
  name: string;
  /** The entry point, relative to the repository root. */
  script: string;
  env: Record<string, string>;
  ready: RegExp;
  /** Print the process's output (npm start) instead of only collecting it (tests, bench). */
  echo?: boolean;
}): Promise<ServiceProcess> {
  let output = '';
  const listeners = new Set<() => void>();
  const child: ChildProcess = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [options.script], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  });
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output += text;
    if (options.echo) process.stdout.write(text);
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

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
      const onExit = () => {
        cleanup();
        reject(new Error(`${options.name} exited:\n${output}`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(listener);
        child.off('exit', onExit);
      };
      const listener = () => void check();
      if (check()) return;
      listeners.add(listener);
      child.once('exit', onExit);
    });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  let ready: string;
  try {
    ready = await waitForOutput(options.ready);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ready, output: () => output, waitForOutput, stop };
}
