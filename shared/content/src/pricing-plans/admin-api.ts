import { basedOn } from '../revisions/save-conflict';
import type { AppSupabaseClient, Database } from '@app/supabase';
import { asListRequest, readListPage, type ListPage, type ListQuery, type ListSpec } from '../list-query';

export type AdminPricingCurrency = 'CZK' | 'EUR' | 'USD';
export type AdminBillingPeriod = 'monthly' | 'yearly' | 'one-time';

type PricingPlanRow = Database['public']['Tables']['pricing_plans']['Row'];

/**
 * A row of public.pricing_plans as the back office reads and writes it; the table's checks hold currency
 * and billing period to these values. A null price means "on request" (Na míru).
 */
export type AdminPricingPlan = Omit<PricingPlanRow, 'currency' | 'billing_period'> & {
  currency: AdminPricingCurrency;
  billing_period: AdminBillingPeriod;
};

export type AdminPricingPlanInput = Omit<AdminPricingPlan, 'id' | 'created_at' | 'updated_at'>;

const pricingPlans = (client: AppSupabaseClient) => client.from('pricing_plans');

/** numeric(12,2) may arrive as a string from some servers; the UI works with numbers. */
function normalizePlan(row: PricingPlanRow): AdminPricingPlan {
  return {
    ...row,
    currency: row.currency as AdminPricingCurrency,
    billing_period: row.billing_period as AdminBillingPeriod,
    price: row.price === null ? null : Number(row.price),
  };
}

/** The pricing list: search in name and description; sort by order (default), name, price or period. */
export const PRICING_LIST_SPEC: ListSpec = {
  searchColumns: ['name_cs', 'description_cs'],
  sortable: ['display_order', 'name_cs', 'price', 'billing_period'],
  defaultSort: { column: 'display_order', direction: 'asc' },
};

/** One page of plans. Filters: `stav=aktivni|neaktivni`, `zvyraznene=ano`, `obdobi` (billing period). */
export async function adminPricingPlansPage(client: AppSupabaseClient, query: ListQuery): Promise<ListPage<AdminPricingPlan>> {
  let request = asListRequest<PricingPlanRow>(pricingPlans(client).select('*', { count: 'exact' }));
  const { stav, zvyraznene, obdobi } = query.filters;
  if (stav === 'aktivni' || stav === 'neaktivni') request = request.eq('active', stav === 'aktivni');
  if (zvyraznene === 'ano') request = request.eq('highlighted', true);
  if (obdobi) request = request.eq('billing_period', obdobi);
  const page = await readListPage(request, query, PRICING_LIST_SPEC);
  return { ...page, rows: page.rows.map(normalizePlan) };
}

/** Every plan, active or not, by display order. */
export async function adminListPricingPlans(client: AppSupabaseClient): Promise<AdminPricingPlan[]> {
  const { data, error } = await pricingPlans(client)
    .select('*')
    .order('display_order', { ascending: true })
    .order('created_at', { ascending: true });
  if (error) throw error;
  return (data ?? []).map(normalizePlan);
}

export async function adminGetPricingPlan(client: AppSupabaseClient, id: string): Promise<AdminPricingPlan> {
  const { data, error } = await pricingPlans(client).select('*').eq('id', id).single();
  if (error) throw error;
  return normalizePlan(data);
}

export async function adminCreatePricingPlan(
  client: AppSupabaseClient,
  input: AdminPricingPlanInput,
): Promise<AdminPricingPlan> {
  const { data, error } = await pricingPlans(client).insert(input).select('*').single();
  if (error) throw error;
  return normalizePlan(data);
}

export async function adminUpdatePricingPlan(
  client: AppSupabaseClient,
  id: string,
  input: AdminPricingPlanInput,
  baseVersion?: string,
): Promise<AdminPricingPlan> {
  const { data, error } = await pricingPlans(client).update(basedOn(input, baseVersion)).eq('id', id).select('*').single();
  if (error) throw error;
  return normalizePlan(data);
}

export async function adminDeletePricingPlan(client: AppSupabaseClient, id: string): Promise<void> {
  const { error, count } = await pricingPlans(client).delete({ count: 'exact' }).eq('id', id);
  if (error) throw error;
  if (count === 0) throw new Error('Cenový plán nebyl nalezen nebo ho nemáte oprávnění smazat.');
}
