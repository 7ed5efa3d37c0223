import { EMAIL_REQUIRED, INVALID_EMAIL, personalDataLookupSchema } from './personal-data-schema';
import { erasureSummary, exportFileName } from './personal-data-display';

const problem = (email: string) =>
  personalDataLookupSchema.validate({ email }).then(
    () => null,
    (error: Error) => error.message,
  );

test('the lookup needs an e-mail address', async () => {
  expect(await problem('')).toBe(EMAIL_REQUIRED);
  expect(await problem('   ')).toBe(EMAIL_REQUIRED);
  expect(await problem('jana')).toBe(INVALID_EMAIL);
  expect(await problem('Jana <jana@example.cz>')).toBe(INVALID_EMAIL);
  expect(await problem(`${'a'.repeat(320)}@example.cz`)).toBe(INVALID_EMAIL);
  expect(await problem(' jana@example.cz ')).toBeNull();
});

test('an erasure reads as counts of each kind', () => {
  expect(erasureSummary({ enquiries: 2, subscriptions: 1, mails: 3 })).toBe('Poptávky: 2 · Přihlášky k odběru: 1 · E-maily: 3');
});

test('the export file is named by the address and the day, in plain letters', () => {
  const day = new Date('2026-11-26T10:00:00Z');
  expect(exportFileName(' Jana.Nováková@Example.cz ', day)).toBe('osobni-udaje-jana-novakova-example-cz-2026-11-26.json');
  expect(exportFileName('@@', day)).toBe('osobni-udaje-adresa-2026-11-26.json');
});
