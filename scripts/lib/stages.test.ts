import { spawn } from 'node:child_process';
import type { StdioOptions } from 'node:child_process';
import { busyCoresBetween, parseCpuTimes, runLanes, summaryTable, type Stage } from './stages';

/** A stage whose child process prints `lines` one by one, `gapMs` apart, and exits with `code`. */
function printing(title: string, lines: string[], gapMs: number, code = 0, tests?: number): Stage {
  const script = `const lines = ${JSON.stringify(lines)}; let i = 0; const t = setInterval(() => { if (i < lines.length) { console.log(lines[i++]); } else { clearInterval(t); process.exit(${code}); } }, ${gapMs});`;
  return {
    title,
    run: (stdio: StdioOptions) =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['-e', script], { stdio });
        child.on('exit', (exitCode) => (exitCode === 0 ? resolve(tests === undefined ? undefined : { tests }) : reject(new Error(`${title} exited with ${exitCode}`))));
      }),
  };
}

test('lanes run side by side, each stage printed in one piece when it ends', async () => {
  let printed = '';
  const spans = new Map<string, { start: number; end: number }>();
  const timed = (stage: Stage): Stage => ({
    title: stage.title,
    run: async (stdio) => {
      const start = performance.now();
      try {
        return await stage.run(stdio);
      } finally {
        spans.set(stage.title, { start, end: performance.now() });
      }
    },
  });
  const results = await runLanes(
    [
      [timed(printing('a1', ['a1 one', 'a1 two', 'a1 three'], 150, 0, 3)), timed(printing('a2', ['a2 one'], 10, 0, 1))],
      [timed(printing('b1', ['b1 one', 'b1 two', 'b1 three'], 150, 0, 5))],
    ],
    (text) => {
      printed += text;
    },
  );
  expect(results.map(({ title, status, tests }) => ({ title, status, tests }))).toEqual([
    { title: 'a1', status: 'passed', tests: 3 },
    { title: 'a2', status: 'passed', tests: 1 },
    { title: 'b1', status: 'passed', tests: 5 },
  ]);
  // The lanes' first stages overlapped; within a lane, one stage after the other.
  expect(spans.get('b1')!.start).toBeLessThan(spans.get('a1')!.end);
  expect(spans.get('a2')!.start).toBeGreaterThanOrEqual(spans.get('a1')!.end);
  for (const title of ['a1', 'b1']) {
    const block = printed.slice(printed.indexOf(`=== ${title} (`));
    expect(block).toMatch(new RegExp(`^=== ${title} \\(\\d+:\\d{2}, passed\\) ===\\n${title} one\\n${title} two\\n${title} three\\n`));
  }
});

test('a lane stops at its first failure, the other lane runs on, and the summary says which stage failed', async () => {
  const results = await runLanes(
    [
      [printing('fails', ['going wrong'], 10, 3), printing('after', ['never'], 10)],
      [printing('other', ['fine'], 10, 0, 7)],
    ],
    () => undefined,
  );
  expect(results.map(({ title, status }) => [title, status])).toEqual([
    ['fails', 'failed'],
    ['after', 'not run'],
    ['other', 'passed'],
  ]);
  const table = summaryTable(results, 75);
  expect(table.split('\n')).toEqual([
    expect.stringMatching(/^stage\s+time\s+tests\s+cores\s*$/),
    expect.stringMatching(/^fails\s+\d+:\d{2}\s+–\s+(\d\.\d{2}|–)\s+failed$/),
    expect.stringMatching(/^after\s+–\s+not run$/),
    expect.stringMatching(/^other\s+\d+:\d{2}\s+7\s+(\d\.\d{2}|–)\s+passed$/),
    expect.stringMatching(/^wall clock\s+1:15\s+7\s+–\s+FAILED$/),
  ]);
});

test('the summary counts tests across stages and names a stage that ran suites again', () => {
  const table = summaryTable(
    [
      { title: 'unit', seconds: 61.4, tests: 854, note: null, status: 'passed', busyCores: 1.5 },
      { title: 'browser', seconds: 400, tests: 1262, note: '1 suite(s) ran again because their worker process died', status: 'passed', busyCores: 1.875 },
    ],
    401,
    1.8,
  );
  expect(table).toMatch(/^unit\s+1:01\s+854\s+1\.50\s+passed$/m);
  expect(table).toMatch(/^wall clock\s+6:41\s+2,116\s+1\.80\s+passed$/m);
  expect(table.split('\n').at(-1)).toBe('browser: 1 suite(s) ran again because their worker process died');
});

test('busy cores come from the machine-wide CPU counters of /proc/stat', () => {
  const before = parseCpuTimes('cpu  1000 0 500 8000 100 0 0 0 0 0\ncpu0 500 0 250 4000 50 0 0 0 0 0\n');
  // 10 s on 2 cores (2,000 ticks), 1,500 of them busy: 1.5 cores on average.
  const after = parseCpuTimes('cpu  2200 0 800 8400 200 0 0 0 0 0\n');
  expect(before).toEqual({ busy: 15, total: 96 });
  expect(busyCoresBetween(before, after, 2)).toBeCloseTo(1.5, 5);
  expect(parseCpuTimes('not a stat file')).toBeNull();
  expect(busyCoresBetween(null, after, 2)).toBeNull();
});
