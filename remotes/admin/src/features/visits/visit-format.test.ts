import { formatCount, formatDay, formatRate, formatShortDay, languageName } from './visit-format';

test('counts, rates and days in Czech formats', () => {
  expect(formatCount(12345)).toBe('12\u00a0345');
  expect(formatCount(7)).toBe('7');
  expect(formatRate(2.5)).toBe('2,5');
  expect(formatRate(100 / 3)).toBe('33,3');
  expect(formatRate(0)).toBe('0,0');
  expect(formatRate(null)).toBe('—');
  expect(formatShortDay('2026-11-07')).toBe('7. 11.');
  expect(formatDay('2026-11-07')).toBe('7. 11. 2026');
  expect(languageName('de')).toBe('Němčina');
});
