import path from 'node:path';
import { jestProjects, projectOf } from './jest-run';
import { repoRoot } from './paths';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const StacksFirstSequencer = require('./test-sequencer.cjs') as new (options: { contexts: unknown[]; globalConfig: unknown }) => {
  sort(tests: FakeTest[]): FakeTest[];
};

interface FakeContext {
  config: { cacheDirectory: string; id: string; displayName: { name: string; color: string } };
  hasteFS: { getSize(file: string): number };
}

interface FakeTest {
  path: string;
  duration?: number | null;
  context: FakeContext;
}

const sizes = new Map<string, number>();
const projects = jestProjects();
// One context per project of jest.config.cjs, as jest gives each test its project's normalised config.
const contexts = new Map(
  projects.map(({ displayName }): [string, FakeContext] => [
    displayName,
    { config: { cacheDirectory: '/nonexistent-jest-cache', id: `sequencer-test-${displayName}`, displayName: { name: displayName, color: 'white' } }, hasteFS: { getSize: (file) => sizes.get(file) ?? 0 } },
  ]),
);

function file(relative: string, size: number): FakeTest {
  const absolute = path.join(repoRoot, relative);
  sizes.set(absolute, size);
  const project = projectOf(projects, absolute);
  const context = project === null ? undefined : contexts.get(project);
  if (!context) throw new Error(`no jest project holds ${relative}`);
  return { path: absolute, context };
}

test('on a run with no recorded times, files that start a stack go first, each group largest first', () => {
  const sequencer = new StacksFirstSequencer({ contexts: [...contexts.values()], globalConfig: {} });
  const order = sequencer
    .sort([
      file('supabase/tests/site-search.test.ts', 30_000),
      file('tests/e2e/prerender-seo.e2e.ts', 6_000),
      file('hosts/shell/src/app/routes.test.tsx', 9_000),
      file('tests/http/live-publishing.test.ts', 8_000),
      file('tests/e2e/admin-blog.e2e.ts', 30_000),
    ])
    .map((test) => path.relative(repoRoot, test.path));
  expect(order).toEqual([
    'tests/e2e/admin-blog.e2e.ts',
    'tests/http/live-publishing.test.ts',
    'tests/e2e/prerender-seo.e2e.ts',
    'supabase/tests/site-search.test.ts',
    'hosts/shell/src/app/routes.test.tsx',
  ]);
});
