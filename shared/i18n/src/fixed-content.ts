import type { Currency } from './format';

export type PricingTier = 'start' | 'business' | 'enterprise';

export interface FixedPricingPlan {
  tier: PricingTier;
  /** null: priced individually ("Na míru"). */
  monthlyPrice: number | null;
  yearlyPrice: number | null;
  currency: Currency;
  highlighted: boolean;
}

/** The plans' prices (CZK, excluding VAT; yearly is ten months); the texts of each tier are in `messages.pricing.plans[tier]`. */
export const FIXED_PRICING_PLANS: readonly FixedPricingPlan[] = [
  { tier: 'start', monthlyPrice: 4990, yearlyPrice: 49900, currency: 'CZK', highlighted: false },
  { tier: 'business', monthlyPrice: 9990, yearlyPrice: 99900, currency: 'CZK', highlighted: true },
  { tier: 'enterprise', monthlyPrice: null, yearlyPrice: null, currency: 'CZK', highlighted: false },
];

// A module of its own, so that the blog's pages do not carry the pricing plans.
export { DEFAULT_READ_TIME_MINUTES, readTimeMinutes } from './read-time';
