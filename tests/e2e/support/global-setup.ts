import { headlessShellPath } from './chromium';
import { repoRoot } from '../../../scripts/lib/paths';
import { mustRun } from '../../../scripts/lib/run';

/** Production builds of host and remote, once per e2e run (nx caches unchanged ones). */
export default async function globalSetup(): Promise<void> {
  headlessShellPath();
  if (process.env.E2E_SKIP_BUILD === '1') return;
  await mustRun('node_modules/.bin/nx', ['run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: repoRoot,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
}
