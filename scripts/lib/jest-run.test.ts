import { suitesWhoseWorkerDied } from './jest-run';

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
