import { array, boolean, mixed, object, string } from 'yup';
import type { AdminBillingPeriod, AdminPricingCurrency } from '@app/content';

export const REQUIRED = 'Toto pole je povinné';
export const ORDER_MIN = 'Pořadí musí být alespoň 1';
export const WHOLE_NUMBER = 'Zadejte celé číslo';
export const PRICE_MIN = 'Cena nesmí být záporná';
export const TIER_FORMAT = 'Použijte malá písmena bez diakritiky, číslice a pomlčky (např. business)';

export const CURRENCIES: AdminPricingCurrency[] = ['CZK', 'EUR', 'USD'];
export const BILLING_PERIODS: AdminBillingPeriod[] = ['monthly', 'yearly', 'one-time'];

export interface PricingFormValues {
  tier: string;
  name_cs: string;
  name_en: string;
  name_de: string;
  description_cs: string;
  description_en: string;
  description_de: string;
  /** '' means no price: "Na míru". */
  price: number | '';
  currency: AdminPricingCurrency;
  billing_period: AdminBillingPeriod;
  price_note_cs: string;
  price_note_en: string;
  price_note_de: string;
  features_cs: string[];
  features_en: string[];
  features_de: string[];
  features_excluded_cs: string[];
  features_excluded_en: string[];
  features_excluded_de: string[];
  highlighted: boolean;
  active: boolean;
  display_order: number | '';
}

const list = array(string()).min(1);

/** The pricing form: order ≥ 1 (default 1), CZK and monthly by default, one feature row kept. */
export const pricingSchema = object({
  tier: string()
    .trim()
    .matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: TIER_FORMAT, excludeEmptyString: true }),
  name_cs: string().trim().required(REQUIRED).max(200, 'Nejvýše 200 znaků'),
  price: mixed<number | ''>().test('min', PRICE_MIN, (value) => typeof value !== 'number' || value >= 0),
  currency: mixed<AdminPricingCurrency>().oneOf(CURRENCIES).required(REQUIRED),
  billing_period: mixed<AdminBillingPeriod>().oneOf(BILLING_PERIODS).required(REQUIRED),
  features_cs: list,
  features_en: list,
  features_de: list,
  features_excluded_cs: list,
  features_excluded_en: list,
  features_excluded_de: list,
  highlighted: boolean(),
  active: boolean(),
  display_order: mixed<number | ''>()
    .test('required', REQUIRED, (value) => value !== '' && value !== undefined)
    .test('whole', WHOLE_NUMBER, (value) => typeof value !== 'number' || Number.isInteger(value))
    .test('min', ORDER_MIN, (value) => typeof value !== 'number' || value >= 1),
});
