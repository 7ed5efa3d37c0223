import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './paths';

export interface PublisherProcessOptions {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  siteUrl: string;
  /** The host build to keep in step (default hosts/shell/dist). */
  distDir?: string;
  /** Webhook port (0: any free one). */
  port: number;
  webhookSecret?: string;
  pollMs?: number;
  /** Print the publisher's output (npm start) instead of only collecting it (tests, bench). */
  echo?: boolean;
}

export interface PublisherProcess {
  webhookUrl: string;
  /** Everything the publisher printed so far. */
  output(): string;
  /** Resolves once the publisher has printed a line matching the pattern after `since` characters of output. */
  waitForOutput(pattern: RegExp, since?: number, timeoutMs?: number): Promise<string>;
  /** Calls the webhook as the database does; resolves with the HTTP status. */
  trigger(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Runs the live publisher (hosts/shell/scripts/publish.ts) as its own process, as it runs beside a
 * hosted deployment; resolves once its first render is done and its webhook listens.
 */
export async function startPublisherProcess(options: PublisherProcessOptions): Promise<PublisherProcess> {
  let output = '';
  const listeners = new Set<() => void>();
  const child: ChildProcess = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['hosts/shell/scripts/publish.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SUPABASE_URL: options.supabaseUrl,
      SUPABASE_ANON_KEY: options.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: options.serviceRoleKey,
      SITE_URL: options.siteUrl,
      PUBLISHER_PORT: String(options.port),
      PUBLISH_WEBHOOK_SECRET: options.webhookSecret ?? '',
      PUBLISH_POLL_MS: String(options.pollMs ?? 5000),
      ...(options.distDir ? { PRERENDER_DIST_DIR: options.distDir } : {}),
    },
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
        reject(new Error(`publisher printed no ${pattern} within ${timeoutMs} ms:\n${output}`));
      }, timeoutMs);
      const onExit = () => {
        cleanup();
        reject(new Error(`publisher exited:\n${output}`));
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

  const ready = await waitForOutput(/webhook (http:\S+)/);
  const webhookUrl = ready.replace(/^webhook /, '');
  return {
    webhookUrl,
    output: () => output,
    waitForOutput,
    async trigger() {
      const response = await fetch(webhookUrl, { method: 'POST', headers: { 'X-Publish-Secret': options.webhookSecret ?? '' } });
      return response.status;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
