import { ValidationError } from 'yup';
import { ORDER_MIN, PRICE_MIN, REQUIRED, TIER_FORMAT, WHOLE_NUMBER, pricingSchema } from './pricing-schema';
import { EMPTY_PRICING_FORM, formValuesToPlanInput, planToFormValues } from './pricing-form-values';

async function errorsOf(values: object): Promise<Record<string, string>> {
  try {
    await pricingSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

const valid = { ...EMPTY_PRICING_FORM, name_cs: 'Business' };

test('a new plan defaults to CZK, monthly, order 1, active, with one feature row', () => {
  expect(EMPTY_PRICING_FORM).toMatchObject({
    currency: 'CZK',
    billing_period: 'monthly',
    display_order: 1,
    active: true,
    highlighted: false,
    features_cs: [''],
    price: '',
  });
});

test('the Czech name is required', async () => {
  expect(await errorsOf(EMPTY_PRICING_FORM)).toEqual({ name_cs: REQUIRED });
  expect(await errorsOf(valid)).toEqual({});
});

test('display order is a whole number of at least 1', async () => {
  expect(await errorsOf({ ...valid, display_order: 0 })).toEqual({ display_order: ORDER_MIN });
  expect(await errorsOf({ ...valid, display_order: 2.5 })).toEqual({ display_order: WHOLE_NUMBER });
  expect(await errorsOf({ ...valid, display_order: '' })).toEqual({ display_order: REQUIRED });
  expect(await errorsOf({ ...valid, display_order: 3 })).toEqual({});
});

test('the price is optional and not negative; currency and period come from the lists', async () => {
  expect(await errorsOf({ ...valid, price: 9990 })).toEqual({});
  expect(await errorsOf({ ...valid, price: -1 })).toEqual({ price: PRICE_MIN });
  expect(Object.keys(await errorsOf({ ...valid, currency: 'GBP', billing_period: 'weekly' }))).toEqual([
    'currency',
    'billing_period',
  ]);
});

test('the tier is a lowercase key', async () => {
  expect(await errorsOf({ ...valid, tier: 'business-plus' })).toEqual({});
  expect(await errorsOf({ ...valid, tier: 'Business Plus' })).toEqual({ tier: TIER_FORMAT });
});

test('at least one Czech feature row is kept', async () => {
  expect(Object.keys(await errorsOf({ ...valid, features_cs: [] }))).toEqual(['features_cs']);
});

test('saving: no price is null, empty rows dropped, empty translations null', () => {
  const input = formValuesToPlanInput({
    ...valid,
    tier: ' ',
    price: '',
    features_cs: ['OCR', ' ', ' Export '],
    features_en: [''],
    features_excluded_cs: [''],
    name_en: ' ',
    description_de: ' Für Firmen ',
  });
  expect(input).toMatchObject({
    tier: null,
    price: null,
    features_cs: ['OCR', 'Export'],
    features_en: null,
    features_excluded_cs: [],
    name_en: null,
    description_de: 'Für Firmen',
    currency: 'CZK',
    billing_period: 'monthly',
    display_order: 1,
  });
  expect(formValuesToPlanInput({ ...valid, price: 4990 }).price).toBe(4990);
});

test('a stored plan without a price fills the form with an empty price', () => {
  const values = planToFormValues({
    ...formValuesToPlanInput(valid),
    id: 'p1',
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
    features_cs: ['OCR'],
  });
  expect(values).toEqual({ ...valid, features_cs: ['OCR'] });
});
