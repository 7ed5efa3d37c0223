import path from 'node:path';
import { jestProjects, kindsBreakdown, projectOf, suitesWhoseWorkerDied } from './jest-run';
import { repoRoot } from './paths';

const died = (name: string) => ({
  name,
  status: 'failed',
  failureMessage: '  ● Test suite failed to run\n\n    A jest worker process (pid=16020) was terminated by another process: signal=SIGTRAP, exitCode=null.',
});

test('suites that failed only because their worker process died are named for a second run', () => {
  expect(suitesWhoseWorkerDied({ testResults: [{ name: '/a.test.ts', status: 'passed' }, died('/b.test.ts'), died('/c.test.ts')] })).toEqual([
    '/b.test.ts',
    '/c.test.ts',
  ]);
});

test('a failing test anywhere means no second run: the run fails as it is', () => {
  const failingTest = { name: '/d.test.ts', status: 'failed', failureMessage: 'expect(received).toBe(expected)' };
  expect(suitesWhoseWorkerDied({ testResults: [died('/b.test.ts'), failingTest] })).toBeNull();
  expect(suitesWhoseWorkerDied({ testResults: [failingTest] })).toBeNull();
  expect(suitesWhoseWorkerDied({ testResults: [{ name: '/a.test.ts', status: 'passed' }] })).toBeNull();
});

test('a file is of the kind of the jest.config.cjs project whose roots hold it', () => {
  const projects = jestProjects();
  const kind = (relative: string) => projectOf(projects, path.join(repoRoot, relative));
  expect(projects.map((project) => project.displayName).sort()).toEqual(['e2e', 'http', 'integration', 'unit']);
  expect(kind('tests/e2e/admin-blog.e2e.ts')).toBe('e2e');
  expect(kind('tests/http/blog-paging.test.ts')).toBe('http');
  expect(kind('tests/integration/blog-admin.test.ts')).toBe('integration');
  expect(kind('supabase/tests/content-types.test.ts')).toBe('integration');
  expect(kind('scripts/lib/stages.test.ts')).toBe('integration');
  expect(kind('shared/i18n/src/routes.test.ts')).toBe('unit');
  expect(kind('hosts/shell/src/app/routes.test.tsx')).toBe('unit');
  expect(kind('tests/setup/jsdom.ts')).toBeNull();
});

test('the summary adds up tests, files and time per kind, and says nothing for a run of one kind', () => {
  const projects = [
    { displayName: 'unit', roots: ['/repo/shared'] },
    { displayName: 'e2e', roots: ['/repo/tests/e2e'] },
  ];
  const suites = [
    { path: '/repo/tests/e2e/a.e2e.ts', passedTests: 3, seconds: 60 },
    { path: '/repo/shared/x.test.ts', passedTests: 10, seconds: 2 },
    { path: '/repo/tests/e2e/b.e2e.ts', passedTests: 2, seconds: 61 },
    { path: '/repo/elsewhere/c.test.ts', passedTests: 1, seconds: 1 },
  ];
  expect(kindsBreakdown(suites, projects, { e2e: 'in Chromium' })).toBe(
    'in Chromium 5 tests in 2 files (2:01 of file time), unit 10 tests in 1 files (0:02 of file time), other 1 tests in 1 files (0:01 of file time)',
  );
  expect(kindsBreakdown(suites.slice(0, 1), projects)).toBe('');
});
