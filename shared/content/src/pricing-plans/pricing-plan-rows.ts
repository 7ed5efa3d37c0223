/** The rows the public pages read, apart from the queries: the display logic shapes them without importing the queries. */
import type { Database } from '@app/supabase';

type PricingPlanTableRow = Database['public']['Tables']['pricing_plans']['Row'];

/** An active pricing_plans row as the public pricing page reads it (cs/en/de columns side by side). */
export type PublicPricingPlanRow = Omit<PricingPlanTableRow, 'active' | 'created_at' | 'updated_at'>;
