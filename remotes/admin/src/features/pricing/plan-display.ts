import type { AdminBillingPeriod, AdminPricingCurrency } from '@app/content';
import { formatPrice } from '@app/i18n';

export const BILLING_PERIOD_LABELS: Record<AdminBillingPeriod, string> = {
  monthly: 'Měsíčně',
  yearly: 'Ročně',
  'one-time': 'Jednorázově',
};

const PRICE_SUFFIX: Record<AdminBillingPeriod, string> = {
  monthly: ' / měsíc',
  yearly: ' / rok',
  'one-time': ' jednorázově',
};

export const DESCRIPTION_PREVIEW_LENGTH = 100;

/** "4 990 Kč / měsíc", "49 900 Kč / rok", "120 € jednorázově", or "Na míru" without a price. */
export function formatPlanPrice(plan: {
  price: number | null;
  currency: AdminPricingCurrency;
  billing_period: AdminBillingPeriod;
}): string {
  if (plan.price === null) return 'Na míru';
  return `${formatPrice(plan.price, plan.currency)}${PRICE_SUFFIX[plan.billing_period]}`;
}

/** The first 100 characters of a description, with "..." when it was longer. */
export function truncateDescription(text: string | null, maxLength = DESCRIPTION_PREVIEW_LENGTH): string {
  const value = (text ?? '').trim();
  return value.length <= maxLength ? value : `${value.slice(0, maxLength).trimEnd()}...`;
}
