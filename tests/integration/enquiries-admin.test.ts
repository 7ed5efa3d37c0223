import { createTestClient, formTokenIssuedAgo, startTestBackend, type RunningBackend } from '@app/local-backend';
import type { AppSupabaseClient, Database } from '@app/supabase';
import { adminListContactEnquiries, adminListNewsletterSubscribers, adminSetEnquiryHandled } from '@app/content';

let backend: RunningBackend;

async function signedIn(email: string, password: string): Promise<AppSupabaseClient> {
  const client = createTestClient<Database>(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

beforeAll(async () => {
  backend = await startTestBackend();
  const anon = createTestClient(backend);
  for (const name of ['První zájemce', 'Druhý zájemce']) {
    const { error } = await anon
      .from('contact_enquiries')
      .insert({ name, email: 'zajemce@example.com', message: `Zpráva od: ${name}`, gdpr_consent: true, form_token: await formTokenIssuedAgo(backend.db, 5) });
    if (error) throw error;
  }
  const { error } = await anon
    .from('newsletter_subscribers')
    .insert({ email: 'odber@example.com', form_token: await formTokenIssuedAgo(backend.db, 5) });
  if (error) throw error;
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('an editor lists enquiries newest first and marks one handled and back', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');
  const enquiries = await adminListContactEnquiries(editor);
  const mine = enquiries.filter((enquiry) => enquiry.email === 'zajemce@example.com');
  expect(mine.map((enquiry) => enquiry.name)).toEqual(['Druhý zájemce', 'První zájemce']);
  const times = enquiries.map((enquiry) => Date.parse(enquiry.created_at));
  expect([...times].sort((a, b) => b - a)).toEqual(times);

  const target = mine[1]!;
  expect(target.handled).toBe(false);
  expect(await adminSetEnquiryHandled(editor, target.id, true)).toMatchObject({ id: target.id, handled: true });
  expect((await adminListContactEnquiries(editor)).find((enquiry) => enquiry.id === target.id)?.handled).toBe(true);
  expect((await adminSetEnquiryHandled(editor, target.id, false)).handled).toBe(false);
});

test('staff see newsletter sign-ups; a plain user sees neither list', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  expect((await adminListNewsletterSubscribers(admin)).map((row) => row.email)).toContain('odber@example.com');

  const user = await signedIn('user@example.com', 'user12345');
  await expect(adminListContactEnquiries(user)).resolves.toEqual([]);
  await expect(adminListNewsletterSubscribers(user)).resolves.toEqual([]);
});
