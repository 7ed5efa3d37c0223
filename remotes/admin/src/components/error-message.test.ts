import { errorMessage } from './error-message';

test("the database's refusal to publish without translations reads in Czech, naming the missing versions", () => {
  const refusal = {
    code: 'PT422',
    message: 'publishing requires complete translations',
    details: JSON.stringify({ missing_translations: ['en', 'de'] }),
  };
  const message = errorMessage(refusal);
  expect(message).toMatch(/^Článek nelze zveřejnit: v Nastavení je zapnuté „Vyžadovat úplné překlady“/);
  expect(message).toMatch(/chybí anglická\sa\sněmecká verze/);
  expect(message).not.toContain('publishing requires');
});

test("any other failure keeps the server's message, and a failure without one gets the general Czech text", () => {
  expect(errorMessage({ code: '42501', message: 'permission denied for table blog_posts' })).toBe('permission denied for table blog_posts');
  expect(errorMessage({ code: 'PT422', message: 'other refusal', details: 'not json' })).toBe('other refusal');
  expect(errorMessage(undefined)).toBe('Došlo k chybě. Zkuste to prosím znovu.');
});

test("the auth service's refusal of an address (an invitation's sign-up) reads in Czech", () => {
  expect(errorMessage({ name: 'AuthApiError', status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' })).toBe(
    'Neplatný e-mail: zadejte jen adresu, bez jména, závorek a mezer (např. jana@firma.cz).',
  );
});
