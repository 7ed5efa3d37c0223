import path from 'node:path';
import { repoRoot } from './paths';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const StacksFirstSequencer = require('./test-sequencer.cjs') as new (options: { contexts: unknown[]; globalConfig: unknown }) => {
  sort(tests: FakeTest[]): FakeTest[];
};

interface FakeTest {
  path: string;
  duration?: number | null;
  context: { config: { cacheDirectory: string; id: string }; hasteFS: { getSize(file: string): number } };
}

const sizes = new Map<string, number>();
const context = { config: { cacheDirectory: '/nonexistent-jest-cache', id: 'sequencer-test' }, hasteFS: { getSize: (file: string) => sizes.get(file) ?? 0 } };

function file(relative: string, size: number): FakeTest {
  const absolute = path.join(repoRoot, relative);
  sizes.set(absolute, size);
  return { path: absolute, context };
}

test('on a run with no recorded times, files that start a stack go first, each group largest first', () => {
  const sequencer = new StacksFirstSequencer({ contexts: [context], globalConfig: {} });
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
