import { formatDateTime } from './format-date-time';

test('dates and times show in Czech, in Prague time', () => {
  expect(formatDateTime('2026-11-22T13:05:00Z').replace(/\s/g, ' ')).toBe('22. 11. 2026 14:05');
  expect(formatDateTime('2026-07-01T22:30:00Z').replace(/\s/g, ' ')).toBe('2. 7. 2026 00:30');
  expect(formatDateTime('not a date')).toBe('not a date');
});
