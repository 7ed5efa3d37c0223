import path from 'node:path';
import { repoRoot } from '../../../scripts/lib/paths';
import { mustRun } from '../../../scripts/lib/run';

const shellRoot = path.join(repoRoot, 'hosts', 'shell');

/**
 * A development build of the host, prerendered like the production one (into hosts/shell/dist-dev):
 * React reports hydration mismatches in full only in development (production says error #418).
 */
export async function buildPrerenderedDevelopmentHost(): Promise<string> {
  const env = {
    ...process.env,
    SHELL_DIST_DIR: 'dist-dev',
    SHELL_CHUNKS_FILE: 'dist-dev/.chunks.json',
    PRERENDER_DIST_DIR: 'dist-dev',
    PRERENDER_CHUNKS_FILE: 'dist-dev/.chunks.json',
  };
  const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);
  await mustRun(bin('rspack'), ['build', '--config-loader', 'jiti', '-c', 'rspack.config.ts', '--mode', 'development'], { cwd: shellRoot, env });
  await mustRun(bin('tsx'), [path.join(repoRoot, 'services', 'publisher', 'src', 'prerender.ts')], { cwd: shellRoot, env });
  return path.join(shellRoot, 'dist-dev');
}
