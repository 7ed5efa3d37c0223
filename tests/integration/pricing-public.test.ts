import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import { fetchActivePricingPlans, pricingPlanCardsFor } from '@app/content';
import type { ReadClient } from '@app/supabase';

let backend: RunningBackend;

// The public site reads through postgrest-js; supabase-js's `from` is the same query builder.
function asReadClient(client: SupabaseClient): ReadClient {
  return client as unknown as ReadClient;
}

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('visitors get the seeded active plans, monthly and yearly, in display order', async () => {
  const plans = await fetchActivePricingPlans(asReadClient(createTestClient(backend)));
  expect(plans.map((plan) => `${plan.tier}/${plan.billing_period}`)).toEqual([
    'start/monthly',
    'start/yearly',
    'business/monthly',
    'business/yearly',
    'enterprise/monthly',
    'enterprise/yearly',
  ]);
  const startYearly = plans.find((plan) => plan.tier === 'start' && plan.billing_period === 'yearly');
  expect(startYearly).toMatchObject({ price: 49900, currency: 'CZK', price_note_cs: 'Úspora 2 měsíce' });
  expect(plans.find((plan) => plan.tier === 'enterprise')?.price).toBeNull();
  expect(plans.find((plan) => plan.tier === 'business')?.highlighted).toBe(true);
});

test('an inactive plan is left out and a changed price shows', async () => {
  await backend.db.query(`update public.pricing_plans set active = false where tier = 'start' and billing_period = 'monthly'`);
  await backend.db.query(`update public.pricing_plans set price = 10990 where tier = 'business' and billing_period = 'monthly'`);
  try {
    const plans = await fetchActivePricingPlans(asReadClient(createTestClient(backend)));
    const monthly = pricingPlanCardsFor(plans, 'monthly', 'en');
    expect(monthly.map((card) => card.name)).toEqual(['Business', 'Enterprise']);
    expect(monthly[0]?.price).toBe(10990);
  } finally {
    await backend.db.query(`update public.pricing_plans set active = true, price = case when tier = 'business' then 9990 else price end where billing_period = 'monthly' and tier in ('start', 'business')`);
  }
});

test('a failed request throws', async () => {
  const broken = createTestClient({ url: backend.url, anonKey: 'not-a-key' });
  await expect(fetchActivePricingPlans(asReadClient(broken))).rejects.toThrow(/pricing_plans/);
});
