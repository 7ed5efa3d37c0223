import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import type { AppSupabaseClient, Database } from '@app/supabase';
import {
  adminCreatePricingPlan,
  adminDeletePricingPlan,
  adminGetPricingPlan,
  adminListPricingPlans,
  adminUpdatePricingPlan,
  type AdminPricingPlanInput,
} from '@app/content';

let backend: RunningBackend;

async function signedIn(email: string, password: string): Promise<AppSupabaseClient> {
  const client = createTestClient<Database>(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

const input: AdminPricingPlanInput = {
  tier: 'premium',
  name_cs: 'Premium',
  name_en: 'Premium',
  name_de: null,
  description_cs: 'Pro rostoucí firmy',
  description_en: null,
  description_de: null,
  price: 14990.5,
  currency: 'CZK',
  billing_period: 'monthly',
  price_note_cs: null,
  price_note_en: null,
  price_note_de: null,
  features_cs: ['Neomezené dokumenty', 'Podpora 24/7'],
  features_en: ['Unlimited documents'],
  features_de: null,
  features_excluded_cs: ['SSO'],
  features_excluded_en: null,
  features_excluded_de: null,
  highlighted: false,
  display_order: 9,
  active: false,
};

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('an editor manages pricing plans, inactive ones included, ordered by display order', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');

  const created = await adminCreatePricingPlan(editor, input);
  expect(created).toMatchObject({ ...input, id: expect.any(String) });
  expect(typeof created.price).toBe('number');
  expect(await adminGetPricingPlan(editor, created.id)).toEqual(created);

  const list = await adminListPricingPlans(editor);
  expect(list.map((plan) => plan.id)).toContain(created.id);
  const orders = list.map((plan) => plan.display_order);
  expect([...orders].sort((a, b) => a - b)).toEqual(orders);

  const updated = await adminUpdatePricingPlan(editor, created.id, { ...input, price: null, active: true, highlighted: true });
  expect(updated).toMatchObject({ price: null, active: true, highlighted: true });

  const anon = createTestClient(backend);
  const publicRows = await anon.from('pricing_plans').select('id, price').eq('id', created.id);
  expect(publicRows.data).toEqual([{ id: created.id, price: null }]);

  await adminDeletePricingPlan(editor, created.id);
  await expect(adminGetPricingPlan(editor, created.id)).rejects.toMatchObject({ code: 'PGRST116' });
});

test('the database refuses a display order below 1 and a plain user writing plans', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');
  await expect(adminCreatePricingPlan(editor, { ...input, tier: 'zero', display_order: 0 })).rejects.toMatchObject({
    code: '23514',
  });
  const user = await signedIn('user@example.com', 'user12345');
  await expect(adminCreatePricingPlan(user, { ...input, tier: 'user' })).rejects.toMatchObject({ code: '42501' });
});
