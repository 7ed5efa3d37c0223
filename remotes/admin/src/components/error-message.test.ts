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

test("a refusal is worded by the content type whose definition words it, whichever type's screen met it", async () => {
  const refusal = { code: 'PT418', message: 'case study refused', details: 'no' };
  await jest.isolateModulesAsync(async () => {
    const content = await import('@app/content');
    const caseStudies = { ...content.CONTENT_TYPES.references, admin: { ...content.CONTENT_TYPES.references.admin, refusalMessage: (error: unknown) => (error === refusal ? 'Studii nelze uložit.' : null) } };
    Object.assign(content.CONTENT_TYPES, { caseStudies });
    (content.CONTENT_TYPE_NAMES as string[]).push('caseStudies');
    const { errorMessage: isolatedErrorMessage } = await import('./error-message');
    expect(isolatedErrorMessage(refusal)).toBe('Studii nelze uložit.');
    expect(isolatedErrorMessage({ code: 'PT418', message: 'another refusal' })).toBe('another refusal');
  });
});
