import { pricingPlanCard, pricingPlanCardsFor } from './pricing-display';
import type { PublicPricingPlanRow } from './pricing-plan-rows';

function plan(overrides: Partial<PublicPricingPlanRow>): PublicPricingPlanRow {
  return {
    id: 'id',
    tier: 'start',
    billing_period: 'monthly',
    price: 4990,
    currency: 'CZK',
    display_order: 1,
    highlighted: false,
    name_cs: 'Start',
    name_en: null,
    name_de: null,
    description_cs: 'Pro menší firmy',
    description_en: null,
    description_de: null,
    price_note_cs: null,
    price_note_en: null,
    price_note_de: null,
    features_cs: ['Základní fakturace'],
    features_en: null,
    features_de: null,
    features_excluded_cs: ['SSO'],
    features_excluded_en: null,
    features_excluded_de: null,
    ...overrides,
  };
}

describe('pricingPlanCard', () => {
  it('shows the language of the visitor, falling back to Czech field by field', () => {
    const card = pricingPlanCard(
      plan({ name_en: 'Starter', description_en: '', features_en: ['Basic invoicing'], features_excluded_en: [] }),
      'en',
    );
    expect(card).toMatchObject({
      name: 'Starter',
      description: 'Pro menší firmy',
      included: ['Basic invoicing'],
      excluded: ['SSO'],
    });
  });

  it('keeps an empty price note empty and an unknown currency as CZK', () => {
    expect(pricingPlanCard(plan({ currency: 'GBP' }), 'cs')).toMatchObject({ priceNote: '', currency: 'CZK' });
  });
});

describe('pricingPlanCardsFor', () => {
  const rows = [
    plan({ id: 'start-monthly', billing_period: 'monthly', price: 4990 }),
    plan({ id: 'start-yearly', billing_period: 'yearly', price: 49900, price_note_cs: 'Úspora 2 měsíce' }),
    plan({ id: 'setup', tier: null, billing_period: 'one-time', price: 15000, display_order: 4 }),
  ];

  it('shows the toggled period and one-time plans, in order', () => {
    expect(pricingPlanCardsFor(rows, 'monthly', 'cs').map((card) => card.key)).toEqual(['start-monthly', 'setup']);
    expect(pricingPlanCardsFor(rows, 'yearly', 'cs').map((card) => [card.key, card.priceNote])).toEqual([
      ['start-yearly', 'Úspora 2 měsíce'],
      ['setup', ''],
    ]);
  });
});
