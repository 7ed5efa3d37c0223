import { basedOn } from '../revisions/save-conflict';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppSupabaseClient } from '@app/supabase';
import { asListRequest, readListPage, type ListPage, type ListQuery, type ListSpec } from '../list-query';

export type AdminPricingCurrency = 'CZK' | 'EUR' | 'USD';
export type AdminBillingPeriod = 'monthly' | 'yearly' | 'one-time';

/** A row of public.pricing_plans as the back office reads and writes it. */
export interface AdminPricingPlan {
  id: string;
  tier: string | null;
  name_cs: string;
  name_en: string | null;
  name_de: string | null;
  description_cs: string | null;
  description_en: string | null;
  description_de: string | null;
  /** Null means "on request" (Na míru). Numeric over REST: a number. */
  price: number | null;
  currency: AdminPricingCurrency;
  billing_period: AdminBillingPeriod;
  price_note_cs: string | null;
  price_note_en: string | null;
  price_note_de: string | null;
  features_cs: string[];
  features_en: string[] | null;
  features_de: string[] | null;
  features_excluded_cs: string[];
  features_excluded_en: string[] | null;
  features_excluded_de: string[] | null;
  highlighted: boolean;
  display_order: number;
  active: boolean;
  created_at: string;
  updated_at: string;
}

export type AdminPricingPlanInput = Omit<AdminPricingPlan, 'id' | 'created_at' | 'updated_at'>;

// Until the generated Database types list this table, queries go through the untyped client surface.
const pricingPlans = (client: AppSupabaseClient) => (client as unknown as SupabaseClient).from('pricing_plans');

/** numeric(12,2) may arrive as a string from some servers; the UI works with numbers. */
function normalizePlan(row: AdminPricingPlan): AdminPricingPlan {
  return { ...row, price: row.price === null ? null : Number(row.price) };
}

/** The pricing list: search in name and description; sort by order (default), name, price or period. */
export const PRICING_LIST_SPEC: ListSpec = {
  searchColumns: ['name_cs', 'description_cs'],
  sortable: ['display_order', 'name_cs', 'price', 'billing_period'],
  defaultSort: { column: 'display_order', direction: 'asc' },
};

/** One page of plans. Filters: `stav=aktivni|neaktivni`, `zvyraznene=ano`, `obdobi` (billing period). */
export async function adminPricingPlansPage(client: AppSupabaseClient, query: ListQuery): Promise<ListPage<AdminPricingPlan>> {
  let request = asListRequest<AdminPricingPlan>(pricingPlans(client).select('*', { count: 'exact' }));
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
  return (data as AdminPricingPlan[]).map(normalizePlan);
}

export async function adminGetPricingPlan(client: AppSupabaseClient, id: string): Promise<AdminPricingPlan> {
  const { data, error } = await pricingPlans(client).select('*').eq('id', id).single();
  if (error) throw error;
  return normalizePlan(data as AdminPricingPlan);
}

export async function adminCreatePricingPlan(
  client: AppSupabaseClient,
  input: AdminPricingPlanInput,
): Promise<AdminPricingPlan> {
  const { data, error } = await pricingPlans(client).insert(input).select('*').single();
  if (error) throw error;
  return normalizePlan(data as AdminPricingPlan);
}

export async function adminUpdatePricingPlan(
  client: AppSupabaseClient,
  id: string,
  input: AdminPricingPlanInput,
  baseVersion?: string,
): Promise<AdminPricingPlan> {
  const { data, error } = await pricingPlans(client).update(basedOn(input, baseVersion)).eq('id', id).select('*').single();
  if (error) throw error;
  return normalizePlan(data as AdminPricingPlan);
}

export async function adminDeletePricingPlan(client: AppSupabaseClient, id: string): Promise<void> {
  const { error, count } = await pricingPlans(client).delete({ count: 'exact' }).eq('id', id);
  if (error) throw error;
  if (count === 0) throw new Error('Cenový plán nebyl nalezen nebo ho nemáte oprávnění smazat.');
}
