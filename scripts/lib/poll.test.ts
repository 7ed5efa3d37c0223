import { pollUntil } from './poll';

test('resolves with the first defined result, calling again after each undefined', async () => {
  let calls = 0;
  const result = await pollUntil(async () => (++calls === 3 ? 'ready' : undefined), { timeoutMs: 5_000, intervalMs: 1, what: 'ready' });
  expect(result).toBe('ready');
  expect(calls).toBe(3);
});

test('a falsy but defined result ends the wait', async () => {
  await expect(pollUntil(async () => 0, { timeoutMs: 5_000, intervalMs: 1, what: 'a number' })).resolves.toBe(0);
});

test('rejects naming what was awaited once the time is up', async () => {
  let calls = 0;
  await expect(
    pollUntil(
      async () => {
        calls += 1;
        return undefined;
      },
      { timeoutMs: 20, intervalMs: 5, what: 'the page was served' },
    ),
  ).rejects.toThrow('not within 20 ms: the page was served');
  expect(calls).toBeGreaterThan(1);
});

test('an error thrown by the check ends the wait at once', async () => {
  let calls = 0;
  await expect(
    pollUntil(
      async () => {
        calls += 1;
        throw new Error('variants failed');
      },
      { timeoutMs: 5_000, intervalMs: 1, what: 'variants' },
    ),
  ).rejects.toThrow('variants failed');
  expect(calls).toBe(1);
});

test('a described wait reads its description when the time is up', async () => {
  let last = 'none';
  const waiting = pollUntil(
    async () => {
      last = 'pending 3';
      return undefined;
    },
    { timeoutMs: 10, intervalMs: 2, what: () => `idle (last: ${last})` },
  );
  await expect(waiting).rejects.toThrow('not within 10 ms: idle (last: pending 3)');
});
