/**
 * List tools: every admin list asks the database for one page (search, filters, sort, Range
 * and count=exact) through the real supabase-js client; row-level security decides what is counted.
 */
import { createTestClient, signedInTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import type { Database } from '@app/supabase';
import {
  adminBlogPostsPage,
  adminBlogCategories,
  adminContactEnquiriesPage,
  adminDashboardCounts,
  adminExportContactEnquiries,
  adminPricingPlansPage,
  adminRecentChanges,
  adminReferencesPage,
  adminModulesPage,
  adminSetEnquiryRead,
  adminUsersPage,
  type ListQuery,
} from '@app/content';

let backend: RunningBackend;

const signedIn = (email: string, password: string) => signedInTestClient<Database>(backend, email, password);

const query = (change: Partial<ListQuery> = {}): ListQuery => ({
  search: '',
  filters: {},
  sort: { column: 'created_at', direction: 'desc' },
  page: 1,
  pageSize: 25,
  ...change,
});

beforeAll(async () => {
  backend = await startTestBackend();
  // 120 generated posts: every third a draft, every tenth featured, two categories, one scheduled.
  await backend.db.query(`
    insert into public.blog_posts (title_cs, slug_cs, category_cs, published, featured, created_at)
    select format('Generovaný článek %s', lpad(n::text, 3, '0')), format('generovany-clanek-%s', n),
           case when n % 2 = 0 then 'Sudé' else 'Liché' end, n % 3 <> 0, n % 10 = 0,
           timestamptz '2020-01-01' + n * interval '1 hour'
    from generate_series(1, 120) as n`);
  await backend.db.query(`update public.blog_posts set publish_at = now() + interval '3 days' where slug_cs = 'generovany-clanek-1'`);
  // 500 enquiries, the first 200 read.
  await backend.db.query(`
    insert into public.contact_enquiries (name, email, message, gdpr_consent, created_at, read_at)
    select format('Zájemce %s', n), format('zajemce%s@firma.cz', n), format('Poptávka číslo %s', n), true,
           timestamptz '2021-01-01' + n * interval '1 minute', case when n <= 200 then now() end
    from generate_series(1, 500) as n`);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('posts: pages of 25 with the exact total, newest first, no overlap between pages', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');
  const generated = { search: 'Generovaný článek' };
  const first = await adminBlogPostsPage(editor, query(generated));
  expect(first.total).toBe(120);
  expect(first.rows).toHaveLength(25);
  expect(first.rows[0]!.title_cs).toBe('Generovaný článek 120');
  const last = await adminBlogPostsPage(editor, query({ ...generated, page: 5 }));
  expect(last.rows.map((row) => row.title_cs)).toEqual(Array.from({ length: 20 }, (_, i) => `Generovaný článek ${String(20 - i).padStart(3, '0')}`));
  const second = await adminBlogPostsPage(editor, query({ ...generated, page: 2 }));
  expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(50);
  const pastTheEnd = await adminBlogPostsPage(editor, query({ ...generated, page: 9 }));
  expect(pastTheEnd.rows).toEqual([]);
});

test('posts: search, status, category and featured filters and sorting by title', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');
  const search = { search: 'generovaný článek 05' };
  expect((await adminBlogPostsPage(editor, query(search))).rows.map((row) => row.title_cs)).toEqual([
    'Generovaný článek 059',
    'Generovaný článek 058',
    'Generovaný článek 057',
    'Generovaný článek 056',
    'Generovaný článek 055',
    'Generovaný článek 054',
    'Generovaný článek 053',
    'Generovaný článek 052',
    'Generovaný článek 051',
    'Generovaný článek 050',
  ]);
  const generated = 'Generovaný článek';
  expect((await adminBlogPostsPage(editor, query({ search: generated, filters: { stav: 'koncept' } }))).total).toBe(40);
  expect((await adminBlogPostsPage(editor, query({ search: generated, filters: { stav: 'naplanovano' } }))).rows.map((row) => row.slug_cs)).toEqual([
    'generovany-clanek-1',
  ]);
  expect((await adminBlogPostsPage(editor, query({ search: generated, filters: { stav: 'publikovano' } }))).total).toBe(79);
  expect((await adminBlogPostsPage(editor, query({ search: generated, filters: { kategorie: 'Sudé', doporucene: 'ano' } }))).total).toBe(12);
  const byTitle = await adminBlogPostsPage(editor, query({ search: generated, sort: { column: 'title_cs', direction: 'asc' }, pageSize: 10 }));
  expect(byTitle.rows[0]!.title_cs).toBe('Generovaný článek 001');
  expect(await adminBlogCategories(editor)).toEqual(expect.arrayContaining(['Liché', 'Sudé']));
  // Characters that would structure the filter are not an error.
  await expect(adminBlogPostsPage(editor, query({ search: 'a,b(c)*' }))).resolves.toMatchObject({ total: 0 });
  // A column the list does not sort by falls back to the default order.
  expect((await adminBlogPostsPage(editor, query({ search: generated, sort: { column: 'content_cs', direction: 'asc' } }))).rows[0]!.title_cs).toBe(
    'Generovaný článek 120',
  );
});

test('posts: an anonymous visitor counts only what row-level security shows (published, not scheduled)', async () => {
  const anon = createTestClient<Database>(backend);
  const page = await adminBlogPostsPage(anon, query({ search: 'Generovaný článek' }));
  expect(page.total).toBe(79);
});

test('enquiries: 500 rows page by date, filter read/unread, search e-mail, mark read and export CSV', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');
  const all = await adminContactEnquiriesPage(editor, query({ search: 'firma.cz', pageSize: 100 }));
  expect(all.total).toBe(500);
  expect(all.rows).toHaveLength(100);
  expect(all.rows[0]!.name).toBe('Zájemce 500');
  expect((await adminContactEnquiriesPage(editor, query({ search: 'firma.cz', filters: { precteno: 'ne' } }))).total).toBe(300);
  expect((await adminContactEnquiriesPage(editor, query({ search: 'firma.cz', filters: { precteno: 'ano' } }))).total).toBe(200);
  expect((await adminContactEnquiriesPage(editor, query({ search: 'zajemce42@' }))).rows.map((row) => row.email)).toEqual(['zajemce42@firma.cz']);

  const target = (await adminContactEnquiriesPage(editor, query({ search: 'zajemce499@' }))).rows[0]!;
  expect(target.read_at).toBeNull();
  expect((await adminSetEnquiryRead(editor, target.id, true)).read_at).not.toBeNull();
  expect((await adminContactEnquiriesPage(editor, query({ search: 'firma.cz', filters: { precteno: 'ne' } }))).total).toBe(299);
  expect((await adminSetEnquiryRead(editor, target.id, false)).read_at).toBeNull();

  const csv = await adminExportContactEnquiries(editor, query({ search: 'firma.cz', filters: { precteno: 'ano' } }));
  const lines = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Přijato (čas v Praze);Jméno;E-mail;Telefon;Firma;Jazyk;Zájem;Zpráva;Přečteno;Vyřízeno;Týká se;Možná spam;Vstupní stránka;Zdroj;Kampaň');
  expect(lines).toHaveLength(201);
  // Received 2021-01-01T03:20Z: in Prague (CET) 04:20, as the list shows it.
  expect(lines[1]).toMatch(/^1\. 1\. 2021 04:20;Zájemce 200;zajemce200@firma\.cz;/);
});

test('a plain user gets no enquiries and no users; an editor cannot list users', async () => {
  const user = await signedIn('user@example.com', 'user12345');
  expect((await adminContactEnquiriesPage(user, query())).total).toBe(0);
  const editor = await signedIn('editor@example.com', 'editor1234');
  await expect(adminUsersPage(editor, query())).rejects.toMatchObject({ code: '42501' });
});

test('users: search by e-mail, filter by role, counted', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  const everyone = await adminUsersPage(admin, query({ pageSize: 10 }));
  expect(everyone.total).toBeGreaterThanOrEqual(3);
  const editors = await adminUsersPage(admin, query({ filters: { role: 'editor' } }));
  expect(editors.rows.map((user) => user.email)).toContain('editor@example.com');
  expect(editors.rows.every((user) => user.roles.includes('editor'))).toBe(true);
  const found = await adminUsersPage(admin, query({ search: 'ADMIN@example' }));
  expect(found.rows.map((user) => user.email)).toEqual(['admin@example.com']);
  expect(found.total).toBe(1);
});

test('references, pricing and modules page and filter too', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');
  const references = await adminReferencesPage(editor, query({ pageSize: 10 }));
  expect(references.total).toBeGreaterThan(0);
  const featured = await adminReferencesPage(editor, query({ filters: { doporucene: 'ano' } }));
  expect(featured.rows.every((row) => row.featured)).toBe(true);
  const plans = await adminPricingPlansPage(editor, query({ sort: { column: 'display_order', direction: 'asc' }, filters: { stav: 'aktivni' } }));
  expect(plans.total).toBeGreaterThan(0);
  expect(plans.rows.every((plan) => plan.active)).toBe(true);
  const orders = plans.rows.map((plan) => plan.display_order);
  expect([...orders].sort((a, b) => a - b)).toEqual(orders);
  const modules = await adminModulesPage(editor, query({ sort: { column: 'name_cs', direction: 'asc' }, pageSize: 2 }));
  expect(modules.rows).toHaveLength(2);
  expect(modules.total).toBeGreaterThan(2);
});

test('dashboard: counts by status, unread enquiries, and the last edited records', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');
  const counts = await adminDashboardCounts(editor);
  const { rows } = await backend.db.query<{ published: number; drafts: number; scheduled: number; modules: number; subscribers: number; unread: number }>(`
    select (select count(*) from public.blog_posts where published and (publish_at is null or publish_at <= now()))::int as published,
           (select count(*) from public.blog_posts where not published)::int as drafts,
           (select count(*) from public.blog_posts where published and publish_at > now())::int as scheduled,
           (select count(*) from public.modules where active)::int as modules,
           (select count(*) from public.newsletter_subscribers)::int as subscribers,
           (select count(*) from public.contact_enquiries where read_at is null and not is_spam)::int as unread`);
  const expected = rows[0]!;
  // The content types' figures come from their definitions, in the registry's order.
  expect(counts).toEqual({
    content: [
      { type: 'blogPosts', label: 'Publikované články', listFilter: 'stav=publikovano', value: expected.published, onlyWhenAny: false },
      { type: 'blogPosts', label: 'Koncepty', listFilter: 'stav=koncept', value: expected.drafts, onlyWhenAny: false },
      { type: 'blogPosts', label: 'Naplánované články', listFilter: 'stav=naplanovano', value: expected.scheduled, onlyWhenAny: true },
      { type: 'modules', label: 'Aktivní moduly', listFilter: 'stav=aktivni', value: expected.modules, onlyWhenAny: false },
    ],
    unreadEnquiries: expected.unread,
    newsletterSubscribers: expected.subscribers,
  });
  expect(expected.scheduled).toBe(1);
  expect(counts.unreadEnquiries).toBeGreaterThanOrEqual(300);
  // Reading the figures again changes nothing; marking an enquiry read does.
  expect((await adminDashboardCounts(editor)).unreadEnquiries).toBe(counts.unreadEnquiries);
  const unread = (await adminContactEnquiriesPage(editor, query({ search: 'firma.cz', filters: { precteno: 'ne' } }))).rows[0]!;
  await adminSetEnquiryRead(editor, unread.id, true);
  expect((await adminDashboardCounts(editor)).unreadEnquiries).toBe(counts.unreadEnquiries - 1);
  await adminSetEnquiryRead(editor, unread.id, false);

  const { data: post } = await editor.from('blog_posts').select('id').eq('slug_cs', 'generovany-clanek-7').single();
  await editor.from('blog_posts').update({ title_cs: 'Právě upravený článek' }).eq('id', post!.id);
  const recent = await adminRecentChanges(editor);
  expect(recent).toHaveLength(5);
  expect(recent[0]).toMatchObject({ table: 'blog_posts', recordId: post!.id, title: 'Právě upravený článek', operation: 'update' });
  expect(new Set(recent.map((edit) => `${edit.table}:${edit.recordId}`)).size).toBe(5);
});
