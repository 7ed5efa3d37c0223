/**
 * The publisher as its own process (services/publisher/src/main.ts), as `npm start`, the test stack and a
 * deployment run it: against a local backend it renders the site into a copy of the production build,
 * answers /health with 200, re-renders an edit the database announces, and stops on SIGTERM with exit code 0;
 * a malformed setting stops it before it starts, with a message that names the setting.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestBackend, type RunningBackend } from '@app/local-backend';
import { shellPaths } from '@app/publisher';
import { PUBLISHER, startJobServiceProcess } from '../../scripts/lib/job-service-process';
import { startServiceProcess } from '../../scripts/lib/service-process';
import { eventually } from '../e2e/support/eventually';

jest.setTimeout(240_000);

let backend: RunningBackend;
let dist: string;

beforeAll(async () => {
  backend = await startTestBackend();
  dist = mkdtempSync(path.join(tmpdir(), 'publisher-process-'));
  cpSync(shellPaths().dist, dist, { recursive: true });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

test('it starts against the backend, answers /health 200, publishes an edit, and stops on SIGTERM with code 0', async () => {
  const publisher = await startJobServiceProcess(PUBLISHER, {
    supabaseUrl: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    siteUrl: 'http://localhost:3998',
    port: 0,
    // A long poll: the edit arrives through the webhook. Not restarted within the test.
    pollMs: 60_000,
    distDir: dist,
    restart: { initialDelayMs: 600_000 },
  });
  try {
    const health = await fetch(publisher.healthUrl);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', problems: [], rendering: false, last_failure: null });

    const { rows } = await backend.db.query<{ id: string; slug_cs: string }>('select id, slug_cs from public.blog_posts where published order by created_at limit 1');
    const post = rows[0]!;
    await backend.db.query("update public.blog_posts set title_cs = 'Titulek z procesu vydavatele' where id = $1", [post.id]);
    await eventually(() => {
      expect(readFileSync(path.join(dist, 'blog', post.slug_cs, 'index.html'), 'utf8')).toContain('Titulek z procesu vydavatele');
    }, { timeout: 30_000 });

    const since = publisher.output().length;
    process.kill(publisher.pid()!, 'SIGTERM');
    await publisher.waitForOutput(/publisher exited with code 0/, since, 30_000);
  } finally {
    await publisher.stop();
  }
});

test('a malformed setting stops it before it starts, naming the setting', async () => {
  const started = startServiceProcess({
    name: 'publisher',
    script: 'services/publisher/src/main.ts',
    ready: /webhook (http:\S+)/,
    restart: false,
    env: {
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      PUBLISHER_PORT: 'http',
      PUBLISH_WEBHOOK_SECRET: 'a-webhook-secret-of-32-characters',
    },
  });
  await expect(started).rejects.toThrow(/publisher: PUBLISHER_PORT must be a whole number, not "http"/);
});
