import { pickTranslated, pickTranslatedList, type Currency, type Locale } from '@app/i18n';
import type { PublicPricingPlanRow } from './pricing-plan-rows';

/** The periods of the pricing page's toggle; one-time plans show under both. */
export type PricingToggle = 'monthly' | 'yearly';

/** One plan card of the pricing page, in the visitor's language. */
export interface PricingPlanCard {
  key: string;
  tier: string | null;
  name: string;
  description: string;
  /** null: priced individually ("Na míru"). */
  price: number | null;
  currency: Currency;
  billingPeriod: 'monthly' | 'yearly' | 'one-time';
  /** e.g. "Úspora 2 měsíce" on yearly plans; '' when there is none. */
  priceNote: string;
  included: string[];
  excluded: string[];
  highlighted: boolean;
}

const CURRENCIES: readonly Currency[] = ['CZK', 'EUR', 'USD'];

function toCurrency(value: string): Currency {
  return (CURRENCIES as readonly string[]).includes(value) ? (value as Currency) : 'CZK';
}

function toBillingPeriod(value: string): PricingPlanCard['billingPeriod'] {
  return value === 'yearly' || value === 'one-time' ? value : 'monthly';
}

/** The database plan in the visitor's language, each field falling back to Czech. */
export function pricingPlanCard(row: PublicPricingPlanRow, locale: Locale): PricingPlanCard {
  return {
    key: row.id,
    tier: row.tier,
    name: pickTranslated(row, 'name', locale),
    description: pickTranslated(row, 'description', locale),
    price: row.price,
    currency: toCurrency(row.currency),
    billingPeriod: toBillingPeriod(row.billing_period),
    priceNote: pickTranslated(row, 'price_note', locale),
    included: pickTranslatedList(row, 'features', locale),
    excluded: pickTranslatedList(row, 'features_excluded', locale),
    highlighted: row.highlighted,
  };
}

/** Cards for one position of the toggle: that period's plans plus one-time plans, in the rows' order. */
export function pricingPlanCardsFor(rows: readonly PublicPricingPlanRow[], period: PricingToggle, locale: Locale): PricingPlanCard[] {
  return rows
    .filter((row) => row.billing_period === period || row.billing_period === 'one-time')
    .map((row) => pricingPlanCard(row, locale));
}
