import { ValidationError } from 'yup';
import { INVALID_URL, ORDER_MIN, REQUIRED, WHOLE_NUMBER, referenceSchema } from './reference-schema';
import { EMPTY_REFERENCE_FORM, formValuesToReferenceInput, referenceToFormValues } from './reference-form-values';

async function errorsOf(values: object): Promise<Record<string, string>> {
  try {
    await referenceSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

const valid = { ...EMPTY_REFERENCE_FORM, company_name: 'Pekárna Novák', title_cs: 'Faktury bez papírů' };

test('an empty form asks for the company and the Czech title', async () => {
  expect(await errorsOf(EMPTY_REFERENCE_FORM)).toEqual({ company_name: REQUIRED, title_cs: REQUIRED });
  expect(await errorsOf({ ...EMPTY_REFERENCE_FORM, company_name: '   ', title_cs: ' ' })).toEqual({
    company_name: REQUIRED,
    title_cs: REQUIRED,
  });
});

test('a filled form is valid; URLs are optional but must be complete', async () => {
  expect(await errorsOf(valid)).toEqual({});
  expect(await errorsOf({ ...valid, website_url: 'https://pekarna.example', image_url: '' })).toEqual({});
  expect(await errorsOf({ ...valid, website_url: 'pekarna.cz', image_url: 'logo' })).toEqual({
    website_url: INVALID_URL,
    image_url: INVALID_URL,
  });
});

test('display order is a whole number, at least 0', async () => {
  expect(await errorsOf({ ...valid, display_order: -1 })).toEqual({ display_order: ORDER_MIN });
  expect(await errorsOf({ ...valid, display_order: 1.5 })).toEqual({ display_order: WHOLE_NUMBER });
  expect(await errorsOf({ ...valid, display_order: '' })).toEqual({});
});

test('at least one result row is kept', async () => {
  expect(Object.keys(await errorsOf({ ...valid, results_cs: [] }))).toEqual(['results_cs']);
});

test('saving drops empty rows and saves empty translations as null', () => {
  const input = formValuesToReferenceInput({
    ...valid,
    company_name: '  Pekárna Novák ',
    website_url: ' ',
    results_cs: [' Rychlejší faktury ', '', '  '],
    title_en: ' Paperless ',
    results_en: ['', ' '],
    results_de: ['Schneller'],
    display_order: '',
  });
  expect(input).toMatchObject({
    company_name: 'Pekárna Novák',
    website_url: null,
    results_cs: ['Rychlejší faktury'],
    title_en: 'Paperless',
    industry_en: null,
    results_en: null,
    results_de: ['Schneller'],
    display_order: 0,
  });
});

test('a stored reference fills the form with a row to type into for every list', () => {
  const values = referenceToFormValues({
    ...formValuesToReferenceInput(valid),
    id: 'r1',
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
    results_cs: ['A'],
    results_en: null,
  });
  expect(values).toEqual({ ...valid, results_cs: ['A'], results_en: [''], results_de: [''] });
});
