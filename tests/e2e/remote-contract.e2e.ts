/**
 * Guarded independent releases. Before it mounts the admin remote, the host reads the
 * remote's manifest and checks its shared requirements (and the host–remote contract version of
 * @app/remote-contract) against what it provides. These tests build the remote twice, as an independent
 * release would: once asking for a contract the host does not provide (refused with a Czech error and a
 * retry, none of its code fetched), once built against an older minor of the contract (loads).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/paths';
import { mustRun } from '../../scripts/lib/run';
import { signedInAdminPage } from './support/admin-session';
import { useStackAndBrowser } from './support/stack-fixture';

jest.setTimeout(300_000);

const running = useStackAndBrowser();
const builds: string[] = [];

afterAll(() => {
  for (const folder of builds) fs.rmSync(folder, { recursive: true, force: true });
});

/** A production build of the remote as an independent release with these shared requirements. */
async function buildRemoteRelease(requirements: Record<string, string>, buildId: string): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-release-'));
  builds.push(outDir);
  await mustRun(path.join(repoRoot, 'node_modules', '.bin', 'rspack'), ['build', '--config-loader', 'jiti', '-c', 'rspack.config.ts', '--mode', 'production', '--output-path', outDir], {
    cwd: path.join(repoRoot, 'remotes', 'admin'),
    env: { ...process.env, ADMIN_SHARED_REQUIREMENTS: JSON.stringify(requirements), ADMIN_BUILD_ID: buildId },
    stdio: 'ignore',
  });
  return outDir;
}

test('a remote that needs contract 2.x is refused before any of its code loads; after a compatible release, retry opens it', async () => {
  await running.stack.restartAdmin(await buildRemoteRelease({ '@app/remote-contract': '^2.0.0' }, 'incompatible'));
  try {
    const remoteScripts: string[] = [];
    const page = await signedInAdminPage(running.browser, running.stack.hostUrl);
    // From a fresh document on: the sign-in page may have preloaded nothing of the remote either way.
    page.context().on('request', (request) => {
      if (request.url().startsWith(running.stack.adminUrl) && request.resourceType() === 'script') remoteScripts.push(request.url());
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Tuto verzi administrace nelze spustit.' }).waitFor();
    await page.getByRole('list', { name: 'Neslučitelné požadavky' }).getByText(/@app\/remote-contract: vyžaduje \^2\.0\.0, web poskytuje 1\.\d+\.\d+/).waitFor();
    expect(remoteScripts).toEqual([]);
    expect(await page.getByText('Vítejte, Erik Editor').count()).toBe(0);

    await running.stack.restartAdmin();
    await page.getByRole('button', { name: 'Zkusit znovu' }).click();
    await page.getByText('Vítejte, Erik Editor').waitFor();
    await page.context().close();
  } finally {
    await running.stack.restartAdmin();
  }
});

test('a remote built against an older minor of the contract and of React loads and runs', async () => {
  const buildId = `older-minor-${Date.now()}`;
  await running.stack.restartAdmin(await buildRemoteRelease({ '@app/remote-contract': '^1.0.0', react: '^19.0.0', 'react-dom': '^19.0.0' }, buildId));
  try {
    const page = await signedInAdminPage(running.browser, running.stack.hostUrl);
    await page.getByText('Vítejte, Erik Editor').waitFor();
    await page.getByText(buildId).waitFor();
    await page.context().close();
  } finally {
    await running.stack.restartAdmin();
  }
});
