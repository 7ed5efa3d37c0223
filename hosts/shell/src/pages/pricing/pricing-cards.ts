import { FIXED_PRICING_PLANS, formatPrice, type Locale, type Messages } from '@app/i18n';
import type { PricingPlanCard, PricingToggle } from '@app/content';

/** The fixed plans (Start, Business, Enterprise) with the catalog's texts: shown before data arrives and when the table is empty. */
export function fixedPricingCards(pricing: Messages['pricing'], period: PricingToggle): PricingPlanCard[] {
  return FIXED_PRICING_PLANS.map((plan) => {
    const texts = pricing.plans[plan.tier];
    const price = period === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
    return {
      key: `fixed-${plan.tier}`,
      tier: plan.tier,
      name: texts.name,
      description: texts.description,
      price,
      currency: plan.currency,
      billingPeriod: period,
      priceNote: period === 'yearly' && price !== null ? pricing.yearlySaving : '',
      included: [...texts.limits, ...texts.included],
      excluded: [...texts.excluded],
      highlighted: plan.highlighted,
    };
  });
}

export interface PriceDisplay {
  /** '4 990 Kč' (in the page's language: '4.990 Kč', 'CZK 4,990'), or 'Na míru' for a plan priced individually. */
  amount: string;
  /** '/ měsíc', '/ rok', 'jednorázově'; '' for an individual price. */
  period: string;
  /** 'bez DPH'; '' for an individual price. */
  vatNote: string;
}

export function priceDisplay(
  card: Pick<PricingPlanCard, 'price' | 'currency' | 'billingPeriod'>,
  pricing: Messages['pricing'],
  locale: Locale,
): PriceDisplay {
  if (card.price === null) return { amount: pricing.custom, period: '', vatNote: '' };
  const period = { monthly: pricing.perMonth, yearly: pricing.perYear, 'one-time': pricing.oneTime }[card.billingPeriod];
  return { amount: formatPrice(card.price, card.currency, locale), period, vatNote: pricing.vatNote };
}
