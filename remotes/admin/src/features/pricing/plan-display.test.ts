import { formatPlanPrice, truncateDescription } from './plan-display';

const nbsp = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

test('a price shows with its currency and period', () => {
  expect(nbsp(formatPlanPrice({ price: 4990, currency: 'CZK', billing_period: 'monthly' }))).toBe('4 990 Kč / měsíc');
  expect(nbsp(formatPlanPrice({ price: 49900, currency: 'CZK', billing_period: 'yearly' }))).toBe('49 900 Kč / rok');
  expect(nbsp(formatPlanPrice({ price: 120, currency: 'EUR', billing_period: 'one-time' }))).toBe('120 € jednorázově');
  expect(nbsp(formatPlanPrice({ price: 99.5, currency: 'USD', billing_period: 'monthly' }))).toBe('99,50 $ / měsíc');
});

test('a plan without a price is "Na míru"', () => {
  expect(formatPlanPrice({ price: null, currency: 'CZK', billing_period: 'yearly' })).toBe('Na míru');
});

test('a free plan still shows its price', () => {
  expect(nbsp(formatPlanPrice({ price: 0, currency: 'CZK', billing_period: 'monthly' }))).toBe('0 Kč / měsíc');
});

test('descriptions are cut at 100 characters', () => {
  const exactly100 = 'a'.repeat(100);
  expect(truncateDescription(exactly100)).toBe(exactly100);
  expect(truncateDescription(`${'b'.repeat(100)}c`)).toBe(`${'b'.repeat(100)}...`);
  expect(truncateDescription(`${'a'.repeat(99)} další slova`)).toBe(`${'a'.repeat(99)}...`);
  expect(truncateDescription('  Krátký popis  ')).toBe('Krátký popis');
  expect(truncateDescription(null)).toBe('');
});
