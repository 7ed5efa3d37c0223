import { DEFAULT_READ_TIME_MINUTES, FIXED_PRICING_PLANS, readTimeMinutes } from './fixed-content';

describe('fixed pricing plans', () => {
  it('hold the Start and Business prices with Business highlighted and Enterprise on request', () => {
    expect(FIXED_PRICING_PLANS.map(({ tier, monthlyPrice, yearlyPrice, highlighted }) => [tier, monthlyPrice, yearlyPrice, highlighted])).toEqual([
      ['start', 4990, 49900, false],
      ['business', 9990, 99900, true],
      ['enterprise', null, null, false],
    ]);
    expect(FIXED_PRICING_PLANS.every((plan) => plan.currency === 'CZK')).toBe(true);
  });
});

describe('readTimeMinutes', () => {
  it('shows 5 minutes when a post has no read time', () => {
    expect(DEFAULT_READ_TIME_MINUTES).toBe(5);
    expect(readTimeMinutes(null)).toBe(5);
    expect(readTimeMinutes(undefined)).toBe(5);
    expect(readTimeMinutes(0)).toBe(5);
    expect(readTimeMinutes(Number.NaN)).toBe(5);
  });

  it('keeps a stored read time', () => {
    expect(readTimeMinutes(12)).toBe(12);
  });
});
