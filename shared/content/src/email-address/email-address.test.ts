import { EMAIL_ADDRESS_MAX_LENGTH, isEmailAddress, normalizeEmailAddress } from './email-address';

// The full table, checked against the database as well, is tests/integration/email-addresses.test.ts.
test('an address is stored trimmed with its domain lower-cased; the local part keeps its case', () => {
  expect(normalizeEmailAddress('  Jana.Novakova@Firma.CZ\u00a0')).toBe('Jana.Novakova@firma.cz');
  expect(normalizeEmailAddress("o'brien+poptavka@obchod.example.ie")).toBe("o'brien+poptavka@obchod.example.ie");
});

test('a display name, group, brackets, quotes or spaces are not an address', () => {
  for (const text of ['Anyone<v@x.cz>', '"c"<v@x.cz>', 'G:v@x.cz;', '<v@x.cz>', '"v"@x.cz', 'v @x.cz', 'v@x.cz, w@x.cz']) {
    expect(isEmailAddress(text)).toBe(false);
  }
});

test('the limits of RFC 5321 and DNS', () => {
  expect(isEmailAddress(`${'a'.repeat(64)}@example.com`)).toBe(true);
  expect(isEmailAddress(`${'a'.repeat(65)}@example.com`)).toBe(false);
  expect(isEmailAddress(`a@${'b'.repeat(64)}.cz`)).toBe(false);
  const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.cz`;
  expect(longest).toHaveLength(EMAIL_ADDRESS_MAX_LENGTH);
  expect(isEmailAddress(longest)).toBe(true);
  expect(isEmailAddress(longest.replace('@', '@e'))).toBe(false);
  expect(isEmailAddress('jana@firma.c')).toBe(false);
  expect(isEmailAddress('jiří@firma.cz')).toBe(false);
});
