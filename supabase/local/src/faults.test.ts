/**
 * Faults survived. The embedded backend killed with SIGKILL in the middle of a stream
 * of writes keeps every write it acknowledged; a signed-in session survives a restart of the backend.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { LOCAL_SERVICE_ROLE_KEY } from './jwt';
import { freePort } from './free-port';
import { repoRoot } from './paths';
import { startBackend } from './server';
import { createTestClient } from './testing';

jest.setTimeout(180_000);

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-faults-'));
  folders.push(folder);
  return path.join(folder, 'db');
}


/** `cli.ts start` as its own process group (tsx runs node as a child), so SIGKILL reaches all of it. */
async function startBackendProcess(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['supabase/local/src/cli.ts', 'start'], {
    cwd: repoRoot,
    env: { ...process.env, LOCAL_BACKEND_PORT: String(port), LOCAL_BACKEND_DATA_DIR: dataDir },
    detached: true,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the backend exited with ${child.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return child;
    if (Date.now() > deadline) throw new Error('the backend did not come up');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid!, 'SIGKILL');
  return exited;
}

test('SIGKILL in the middle of a stream of writes on PGlite: after a restart every acknowledged write is there', async () => {
  const port = await freePort();
  const dataDir = dataFolder();
  const url = `http://127.0.0.1:${port}`;
  const backend = await startBackendProcess(port, dataDir);
  // The service role writes: the per-client limits of the public forms would stop a visitor after five.
  const writer = createClient(url, LOCAL_SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });

  const acknowledged: string[] = [];
  let writing = true;
  const writers = [0, 1, 2].map(async (stream) => {
    for (let n = 0; writing; n += 1) {
      const message = `zapis-${stream}-${n}`;
      const { error } = await writer
        .from('contact_enquiries')
        .insert({ name: 'Zátěž', email: 'zatez@example.com', message, gdpr_consent: true });
      if (error) return;
      acknowledged.push(message);
    }
  });
  while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 20));
  await killHard(backend);
  writing = false;
  await Promise.all(writers);

  const restarted = await startBackendProcess(port, dataDir);
  try {
    const staff = createClient(url, LOCAL_SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    const { data, error } = await staff.from('contact_enquiries').select('message').like('message', 'zapis-%');
    expect(error).toBeNull();
    const stored = new Set((data ?? []).map((row) => row.message));
    expect(acknowledged.filter((message) => !stored.has(message))).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(60);
  } finally {
    restarted.kill('SIGTERM');
    await new Promise((resolve) => restarted.once('exit', resolve));
  }
});

test('a signed-in session survives a restart of the backend: the token still works and refreshes', async () => {
  const port = await freePort();
  const dataDir = dataFolder();
  const first = await startBackend({ port, dataDir });
  const client = createTestClient(first);
  const { data: signedIn, error: signInError } = await client.auth.signInWithPassword({ email: 'editor@example.com', password: 'editor1234' });
  expect(signInError).toBeNull();
  await first.stop();

  const second = await startBackend({ port, dataDir });
  try {
    const { data: user, error: userError } = await client.auth.getUser();
    expect(userError).toBeNull();
    expect(user.user?.email).toBe('editor@example.com');
    const { data: roles, error: rolesError } = await client.from('user_roles').select('role').eq('user_id', signedIn.user!.id);
    expect(rolesError).toBeNull();
    expect(roles).toEqual([{ role: 'editor' }]);
    const { data: refreshed, error: refreshError } = await client.auth.refreshSession();
    expect(refreshError).toBeNull();
    expect(refreshed.session?.refresh_token).not.toBe(signedIn.session?.refresh_token);
  } finally {
    await second.stop();
  }
});
