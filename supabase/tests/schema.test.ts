import { startTestBackend } from '../local/src/testing';

let backend: Awaited<ReturnType<typeof startTestBackend>>;

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

describe('schema-wide guarantees', () => {
  test('every table in public has row-level security enabled', async () => {
    const { rows } = await backend.db.query<{ name: string }>(
      "select c.relname as name from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relrowsecurity order by 1",
    );
    expect(rows.map((row) => row.name)).toEqual([]);
  });

  test('the public schema has tables, so the check above is not vacuous', async () => {
    const { rows } = await backend.db.query<{ name: string }>(
      "select c.relname as name from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' order by 1",
    );
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['blog_posts', 'contact_enquiries', 'invitations', 'modules', 'newsletter_subscribers', 'pricing_plans', 'profiles', 'references', 'site_settings', 'user_roles']),
    );
  });

  test('every SECURITY DEFINER function of the project pins an empty search_path', async () => {
    const { rows } = await backend.db.query<{ name: string }>(
      `select n.nspname || '.' || p.proname as name
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and p.prosecdef
         and not coalesce(p.proconfig @> array['search_path=""'], false)
       order by 1`,
    );
    expect(rows.map((row) => row.name)).toEqual([]);
  });

  test("anon may execute only the maintenance functions, the blog posts' author names, the public form functions, site search and the page-view beacon in public", async () => {
    const { rows } = await backend.db.query<{ name: string }>(
      `select p.proname as name
       from pg_proc p
       where p.pronamespace = 'public'::regnamespace and has_function_privilege('anon', p.oid, 'execute')
       order by 1`,
    );
    expect(rows.map((row) => row.name)).toEqual([
      'blog_post_author_name',
      'blog_post_author_names',
      'confirm_newsletter_subscription',
      'get_maintenance_settings_public',
      'issue_form_token',
      'record_page_view',
      'search_site',
      'search_suggestion',
      'unsubscribe_newsletter',
      'validate_maintenance_password',
    ]);
  });

  test('the private helpers are not reachable by anon', async () => {
    const { rows } = await backend.db.query<{ usable: boolean }>("select has_schema_privilege('anon', 'private', 'usage') as usable");
    expect(rows[0]?.usable).toBe(false);
  });

  test('the module-images bucket is public, images only, at most 5 MB', async () => {
    const { rows } = await backend.db.query<{ public: boolean; file_size_limit: string | number; allowed_mime_types: string[] }>(
      "select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'module-images'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.public).toBe(true);
    expect(Number(rows[0]?.file_size_limit)).toBe(5 * 1024 * 1024);
    expect([...(rows[0]?.allowed_mime_types ?? [])].sort()).toEqual(['image/avif', 'image/gif', 'image/jpeg', 'image/png', 'image/webp']);
  });
});
