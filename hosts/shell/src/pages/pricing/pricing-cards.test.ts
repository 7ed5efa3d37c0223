import { getMessages } from '@app/i18n';
import { fixedPricingCards, priceDisplay } from './pricing-cards';

const cs = getMessages('cs').pricing;

describe('fixedPricingCards', () => {
  it('gives the fixed plans yearly with the saving note, Business highlighted, Enterprise on request', () => {
    const cards = fixedPricingCards(cs, 'yearly');
    expect(cards.map((card) => [card.name, card.price, card.priceNote, card.highlighted])).toEqual([
      ['Start', 49900, 'Úspora 2 měsíce', false],
      ['Business', 99900, 'Úspora 2 měsíce', true],
      ['Enterprise', null, '', false],
    ]);
  });

  it('gives monthly prices without the saving note, limits first among included features', () => {
    const [start] = fixedPricingCards(cs, 'monthly');
    expect(start).toMatchObject({ price: 4990, priceNote: '', billingPeriod: 'monthly' });
    expect(start?.included.slice(0, 3)).toEqual(['500 dokladů měsíčně', '1 uživatel', 'Základní fakturace']);
    expect(start?.excluded).toContain('SSO');
  });

  it('uses the language catalog', () => {
    const english = fixedPricingCards(getMessages('en').pricing, 'yearly');
    expect(english[0]?.priceNote).toBe(getMessages('en').pricing.yearlySaving);
    expect(english[0]?.priceNote).not.toBe('Úspora 2 měsíce');
  });
});

describe('priceDisplay', () => {
  it('formats prices the Czech way with period and VAT note', () => {
    expect(priceDisplay({ price: 4990, currency: 'CZK', billingPeriod: 'monthly' }, cs, 'cs')).toEqual({
      amount: '4\u00a0990\u00a0Kč',
      period: '/ měsíc',
      vatNote: 'bez DPH',
    });
    expect(priceDisplay({ price: 99900, currency: 'CZK', billingPeriod: 'yearly' }, cs, 'cs').period).toBe('/ rok');
    expect(priceDisplay({ price: 1500, currency: 'EUR', billingPeriod: 'one-time' }, cs, 'cs')).toMatchObject({
      amount: '1\u00a0500\u00a0€',
      period: 'jednorázově',
    });
  });

  it("writes the amount in the page's language: no Czech number format on German and English pages", () => {
    const plan = { price: 49900, currency: 'CZK', billingPeriod: 'yearly' } as const;
    expect(priceDisplay(plan, getMessages('de').pricing, 'de').amount).toBe('49.900\u00a0Kč');
    expect(priceDisplay(plan, getMessages('en').pricing, 'en').amount).toBe('CZK\u00a049,900');
  });

  it('shows "Na míru" without period or VAT note for an individual price', () => {
    expect(priceDisplay({ price: null, currency: 'CZK', billingPeriod: 'yearly' }, cs, 'cs')).toEqual({
      amount: 'Na míru',
      period: '',
      vatNote: '',
    });
  });
});
