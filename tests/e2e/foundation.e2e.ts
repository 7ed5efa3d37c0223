/**
 * The micro-frontend foundation: the public site never touches the remote, /admin loads it at
 * run time, both sides share one session store and one Supabase client, a remote that is down only
 * breaks /admin, and a new remote build shows up without rebuilding the host.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { collectPageErrors, gotoApp } from './support/chromium';
import { eventually } from './support/eventually';
import { repoRoot } from '../../scripts/lib/paths';
import { mustRun } from '../../scripts/lib/run';
import { useStackAndBrowser } from './support/stack-fixture';

const running = useStackAndBrowser();

async function newPage(): Promise<Page> {
  const context = await running.browser.newContext();
  return context.newPage();
}

async function signIn(page: Page, email: string, password: string) {
  await gotoApp(page, `${running.stack.hostUrl}/auth`);
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/^Heslo/).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
}

test('a public route sends no request to the admin remote', async () => {
  const page = await newPage();
  const errors = collectPageErrors(page);
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(running.stack.adminUrl)) remoteRequests.push(request.url());
  });
  await gotoApp(page, `${running.stack.hostUrl}/`, { waitUntil: 'networkidle' });
  await gotoApp(page, `${running.stack.hostUrl}/en/pricing`, { waitUntil: 'networkidle' });
  await eventually(async () => expect(await page.locator('h1').first().textContent()).toBeTruthy());
  expect(remoteRequests).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('/admin loads the remote at run time and sends a signed-out visitor to /auth', async () => {
  const page = await newPage();
  const manifestRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${running.stack.adminUrl}/mf-manifest.json`) manifestRequests.push(request.url());
  });
  await gotoApp(page, `${running.stack.hostUrl}/admin`);
  await page.waitForURL(`${running.stack.hostUrl}/auth`);
  await page.getByRole('heading', { name: 'Přihlášení' }).waitFor();
  expect(manifestRequests.length).toBeGreaterThan(0);
  await page.context().close();
});

test('signing in through the host is seen by the remote: one session store, one Supabase client', async () => {
  const page = await newPage();
  await signIn(page, 'admin@example.com', 'admin1234');
  await page.waitForURL(`${running.stack.hostUrl}/admin`);
  await page.getByText('admin@example.com').first().waitFor();
  const numbers = await page.evaluate(() => {
    const counters = window as unknown as { __appSupabaseClientCount?: number; __appSessionStoreCount?: number };
    return { clients: counters.__appSupabaseClientCount, stores: counters.__appSessionStoreCount };
  });
  expect(numbers).toEqual({ clients: 1, stores: 1 });
  await page.context().close();
});

test('with the remote down the public site works and /admin offers a retry', async () => {
  await running.stack.stopAdmin();
  try {
    const page = await newPage();
    await gotoApp(page, `${running.stack.hostUrl}/moduly`);
    // The maintenance gate shows a loading text first; the page's heading follows.
    await page.locator('h1').first().waitFor();
    await gotoApp(page, `${running.stack.hostUrl}/admin`);
    await page.getByText('Administraci se nepodařilo načíst.').waitFor();
    await running.stack.restartAdmin();
    await page.getByRole('button', { name: 'Zkusit znovu' }).click();
    await page.waitForURL(`${running.stack.hostUrl}/auth`);
    await page.context().close();
  } finally {
    await running.stack.restartAdmin();
  }
});

test('a rebuilt remote shows up through the host without rebuilding the host', async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-rebuilt-'));
  const buildId = `e2e-${Date.now()}`;
  await mustRun('npx', ['rspack', 'build', '--config-loader', 'jiti', '-c', 'rspack.config.ts', '--mode', 'production', '--output-path', outDir], {
    cwd: path.join(repoRoot, 'remotes', 'admin'),
    env: { ...process.env, ADMIN_BUILD_ID: buildId },
    stdio: 'ignore',
  });
  await running.stack.restartAdmin(outDir);
  try {
    const page = await newPage();
    await signIn(page, 'editor@example.com', 'editor1234');
    await page.waitForURL(`${running.stack.hostUrl}/admin`);
    await page.getByText(buildId).waitFor();
    await page.context().close();
  } finally {
    await running.stack.restartAdmin();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});
