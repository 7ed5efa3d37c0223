import type { ReadClient } from '@app/supabase';
import type { PublicPricingPlanRow } from './pricing-plan-rows';

const PUBLIC_PRICING_COLUMNS =
  'id, tier, billing_period, price, currency, display_order, highlighted, name_cs, name_en, name_de, description_cs, description_en, description_de, price_note_cs, price_note_en, price_note_de, features_cs, features_en, features_de, features_excluded_cs, features_excluded_en, features_excluded_de';

/**
 * Active plans ordered by display_order (then tier and period, so the monthly and yearly rows of a tier
 * stay together). Row-level security already hides inactive plans from visitors; the filter gives signed-in
 * staff the same view. Throws on a failed request.
 */
export async function fetchActivePricingPlans(client: ReadClient): Promise<PublicPricingPlanRow[]> {
  const { data, error } = await client
    .from('pricing_plans')
    .select(PUBLIC_PRICING_COLUMNS)
    .eq('active', true)
    .order('display_order', { ascending: true })
    .order('tier', { ascending: true })
    .order('billing_period', { ascending: true });
  if (error) throw new Error(`pricing_plans: ${error.message}`, { cause: error });
  // numeric arrives as a JSON number from PostgREST, but a string from setups that keep its precision
  return data.map((row) => ({ ...row, price: row.price === null ? null : Number(row.price) }));
}
