import { formatDuration, formatSince, formatTimeToLive, formatWaitingChanges } from './publish-time';

test('the time from save to live in Czech: one decimal with a comma, minutes and hours when longer', () => {
  expect(formatTimeToLive(0.412)).toBe('za 0,4 s');
  expect(formatTimeToLive(0)).toBe('za 0,0 s');
  expect(formatTimeToLive(12.36)).toBe('za 12,4 s');
  expect(formatTimeToLive(125.2)).toBe('za 2 min 5 s');
  expect(formatDuration(3725)).toBe('1 h 2 min');
});

test('how long ago, in the header', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  expect(formatSince('2026-11-26T09:59:30Z', now)).toBe('právě teď');
  expect(formatSince('2026-11-26T09:58:00Z', now)).toBe('před 2 min');
  expect(formatSince('2026-11-26T07:00:00Z', now)).toBe('před 3 h');
  expect(formatSince('2026-11-24T13:30:00Z', now)).toBe('24. 11. 2026 14:30');
});

test('the changes waiting, with the Czech plural', () => {
  expect([1, 2, 4, 5, 21].map(formatWaitingChanges)).toEqual(['Čeká 1 změna', 'Čekají 2 změny', 'Čekají 4 změny', 'Čeká 5 změn', 'Čeká 21 změn']);
});
