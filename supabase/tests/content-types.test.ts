import { randomUUID } from 'node:crypto';
import { CONTENT_TYPES, CONTENT_TYPE_NAMES } from '@app/content';
import { PAGE_KEYS } from '@app/i18n';
import { attemptAs, claimsFor, sqlState, useDatabaseFixture } from './support/actors';

const fixture = useDatabaseFixture();

interface RegisteredType {
  kind: string;
  table_name: string | null;
  page: string;
  is_public: string;
}

async function registeredTypes(): Promise<RegisteredType[]> {
  const { rows } = await fixture.db.query<RegisteredType>(
    'select kind, table_name, page, is_public::text as is_public from private.content_types order by kind',
  );
  return rows;
}

describe('the registry of content types', () => {
  it("holds the four tables and the catalogs' texts, each shown on a page of the site", async () => {
    const types = await registeredTypes();
    expect(types.map((type) => [type.kind, type.table_name])).toEqual([
      ['faq', null],
      ['module', 'modules'],
      ['post', 'blog_posts'],
      ['pricing_plan', 'pricing_plans'],
      ['reference', 'references'],
      ['service', null],
    ]);
    const pages: readonly string[] = [...PAGE_KEYS, 'blogPost'];
    for (const type of types) expect(pages).toContain(type.page);
  });

  it("agrees with the TypeScript definitions on each table's kind, languages and tracked translations", async () => {
    const { rows } = await fixture.db.query<{ kind: string; table_name: string; languages: string[]; tracks_translations: boolean }>(
      `select kind, table_name, languages, translation_complete is not null as tracks_translations
       from private.content_types where table_name is not null order by table_name`,
    );
    const definitions = CONTENT_TYPE_NAMES.map((name) => CONTENT_TYPES[name])
      .map((definition) => ({
        kind: definition.kind,
        table_name: definition.table,
        languages: [...definition.languages],
        tracks_translations: definition.tracksTranslations,
      }))
      .sort((a, b) => a.table_name.localeCompare(b.table_name));
    expect(rows).toEqual(definitions);
  });

  it('gives every registered table a visibility predicate that takes its row and returns boolean', async () => {
    const { rows } = await fixture.db.query<{ kind: string; predicate_ok: boolean }>(
      `select c.kind,
              coalesce(p.pronargs = 1 and p.proargtypes[0] = t.reltype and p.prorettype = 'boolean'::regtype, false) as predicate_ok
       from private.content_types c
       join pg_class t on t.oid = format('public.%I', c.table_name)::regclass
       left join pg_proc p on p.oid = c.is_public
       where c.table_name is not null`,
    );
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => !row.predicate_ok)).toEqual([]);
  });

  it('lets the public read a registered table only through its predicate', async () => {
    // Every permissive policy that lets anon read the table must call the predicate: one that does not
    // (using (true), a rule of its own) would show rows that search hides, or the other way round.
    const { rows } = await fixture.db.query<{ table_name: string; policy: string; uses_predicate: boolean }>(
      `select c.table_name, pol.polname as policy,
              exists (select 1 from pg_depend d
                      where d.classid = 'pg_policy'::regclass and d.objid = pol.oid
                        and d.refclassid = 'pg_proc'::regclass and d.refobjid = c.is_public) as uses_predicate
       from private.content_types c
       join pg_policy pol on pol.polrelid = format('public.%I', c.table_name)::regclass
       where c.table_name is not null and pol.polpermissive and pol.polcmd in ('r', '*')
         and (pol.polroles @> array['anon'::regrole::oid] or pol.polroles @> array[0::oid])
       order by 1`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(['blog_posts', 'modules', 'pricing_plans', 'references']);
    expect(rows.filter((row) => !row.uses_predicate)).toEqual([]);
  });

  it('finds nothing of a kind that is not registered', async () => {
    const { rows } = await fixture.db.query<{ visible: boolean }>(
      "select private.search_document_visible('case_study', gen_random_uuid()) as visible",
    );
    expect(rows[0]!.visible).toBe(false);
    const source = await fixture.db.query<{ body: string }>("select prosrc as body from pg_proc where oid = 'private.search_document_visible(text, uuid)'::regprocedure");
    expect(source.rows[0]!.body).toMatch(/else false end/);
    expect(source.rows[0]!.body).not.toMatch(/else true/);
  });

  it("refuses a predicate that does not take the table's row", async () => {
    const error = await fixture.db
      .query(
        `select private.register_content_type(kind => 'module', table_name => 'modules', page => 'modules',
           is_public => 'private.reference_is_public(public.references)', title_field => 'name_%s', body_fields => '{}', label_field => 'name_cs')`,
      )
      .then(
        () => null,
        (caught: Error) => caught,
      );
    expect(sqlState(error)).toBe('22023');
  });

  it("leaves what the public sees to the types' own functions: no other function restates a visibility rule", async () => {
    // A visibility rule reads a content row's published, active or publish_at. Only the registered
    // predicates and schedules may, and the posts' own triggers, which act on the editor's intent to
    // publish (redirects of a published post's old slug, translations required before publishing) or order
    // the list by the publication date (listed_at).
    const { rows } = await fixture.db.query<{ name: string }>(
      `select n.nspname || '.' || p.proname as name
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private')
         and p.prosrc ~* '\\m[a-z_]+\\.(published|active|publish_at)\\M|\\mwhere\\s+(published|active)\\M'
         and p.oid not in (select c.is_public from private.content_types c
                           union select c.scheduled_public_at from private.content_types c where c.scheduled_public_at is not null)
       order by 1`,
    );
    expect(rows.map((row) => row.name)).toEqual(['private.blog_posts_set_listed_at', 'private.require_complete_translations', 'private.track_blog_slugs']);
  });

  it('names a content table in no function written after the registry, except through it', async () => {
    // Besides the registered predicates and schedules, the only functions that name a content table:
    // search_document_visible, written by the registry from the predicates; the enquiry's screening, which
    // links an enquiry to the public module it names (through the module's predicate); a post's own computed
    // author name; and the media library's usages, from before the registry. A new function reaches content
    // through the registry instead.
    const tables = CONTENT_TYPE_NAMES.map((name) => CONTENT_TYPES[name].table);
    const { rows } = await fixture.db.query<{ name: string }>(
      `select distinct n.nspname || '.' || p.proname as name
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private')
         and p.prosrc ~* ('\\m(public\\.)?(' || array_to_string($1::text[], '|') || ')\\M')
         and p.oid not in (select c.is_public from private.content_types c
                           union select c.scheduled_public_at from private.content_types c where c.scheduled_public_at is not null)
       order by 1`,
      [tables],
    );
    expect(rows.map((row) => row.name)).toEqual([
      'private.screen_enquiry',
      'private.search_document_visible',
      'public.blog_post_author_name',
      'public.media_asset_usages',
    ]);
  });

  it('schedules through the registry: the posts register when they go public, nothing reads their table for it', async () => {
    const { rows } = await fixture.db.query<{ kind: string; schedule: string | null }>(
      'select kind, scheduled_public_at::text as schedule from private.content_types where scheduled_public_at is not null',
    );
    expect(rows).toEqual([{ kind: 'post', schedule: 'private.blog_post_scheduled_public_at(blog_posts)' }]);
    const error = await fixture.db
      .query("select private.register_content_schedule('module', 'private.blog_post_scheduled_public_at(public.blog_posts)')")
      .then(
        () => null,
        (caught: Error) => caught,
      );
    expect(sqlState(error)).toBe('22023');
  });
});

describe('a new type registered with one call', () => {
  const marker = `zq${randomUUID().replace(/[^a-f]/g, '').slice(0, 10)}`;

  beforeAll(async () => {
    await fixture.db.exec(`
      create table public.case_studies (
        id uuid primary key default gen_random_uuid(),
        slug text,
        title_cs text not null,
        title_en text,
        summary_cs text,
        summary_en text,
        published boolean not null default false,
        goes_public_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      alter table public.case_studies enable row level security;
      grant select on public.case_studies to anon, authenticated;
      create function private.case_study_is_public(study public.case_studies) returns boolean
        language sql stable as $$ select study.published $$;
      create function private.case_study_scheduled_public_at(study public.case_studies) returns timestamptz
        language sql stable as $$ select study.goes_public_at $$;
      create function private.case_study_translation_complete(study public.case_studies, language text) returns boolean
        language sql stable as $$ select case language when 'en' then coalesce(btrim(study.title_en), '') <> '' else false end $$;
      create policy "published case studies are public" on public.case_studies for select to anon, authenticated
        using (private.case_study_is_public(case_studies));
      select private.register_content_type(
        kind => 'case_study', table_name => 'case_studies', page => 'references',
        is_public => 'private.case_study_is_public(public.case_studies)',
        title_field => 'title_%s', body_fields => array['summary_%s'], label_field => 'title_cs',
        anchor_prefix => 'case-', anchor_fields => array['slug', 'id'], languages => array['cs', 'en'],
        translation_complete => 'private.case_study_translation_complete(public.case_studies, text)');
      select private.register_content_schedule('case_study', 'private.case_study_scheduled_public_at(public.case_studies)');
    `);
  });

  async function search(query: string, language: string): Promise<{ kind: string; page: string; anchor: string | null }[]> {
    return fixture.db.asRole(
      claimsFor('anon', fixture.ids),
      async (tx) => (await tx.query<{ kind: string; page: string; anchor: string | null }>('select kind, page, anchor from public.search_site($1, $2)', [query, language])).rows,
      { headers: { 'cf-connecting-ip': `198.51.100.${Math.floor(Math.random() * 250) + 1}` }, method: 'POST', path: '/rpc/search_site' },
    );
  }

  it('is searchable only where its predicate says it is public, under its page and anchor', async () => {
    const { rows } = await fixture.db.query<{ id: string }>(
      "insert into public.case_studies (slug, title_cs, title_en, summary_en) values ('acme', $1, $2, 'Faster closing') returning id::text",
      [`Studie ${marker}`, `Study ${marker}`],
    );
    expect(await search(marker, 'cs')).toEqual([]);
    await fixture.db.query('update public.case_studies set published = true where id = $1', [rows[0]!.id]);
    expect(await search(marker, 'cs')).toEqual([{ kind: 'case_study', page: 'references', anchor: 'case-acme' }]);
    expect(await search(`closing ${marker}`, 'en')).toHaveLength(1);
    expect(await search(marker, 'de')).toEqual([]);
  });

  it('announces its changes, keeps its revisions and refuses stale writes', async () => {
    const before = await fixture.db.query<{ count: number }>("select count(*)::int as count from private.publish_events where table_name = 'case_studies'");
    const { rows } = await fixture.db.query<{ id: string; updated_at: string }>(
      "insert into public.case_studies (title_cs, published) values ('Revize', true) returning id::text, updated_at::text",
    );
    const after = await fixture.db.query<{ count: number }>("select count(*)::int as count from private.publish_events where table_name = 'case_studies'");
    expect(after.rows[0]!.count).toBe(before.rows[0]!.count + 1);
    const revisions = await fixture.db.query<{ operation: string }>(
      "select operation from public.content_revisions where table_name = 'case_studies' and record_id = $1",
      [rows[0]!.id],
    );
    expect(revisions.rows).toEqual([{ operation: 'insert' }]);
    const { ids, db } = fixture;
    await db.exec('grant update on public.case_studies to authenticated; create policy "staff update case studies" on public.case_studies for update to authenticated using (true) with check (true);');
    const error = await attemptAs(db, claimsFor('editor', ids), (tx) =>
      tx.query("update public.case_studies set title_cs = 'Pozdě', updated_at = '2000-01-01' where id = $1", [rows[0]!.id]),
    );
    expect(sqlState(error)).toBe('PT409');

    const state = await db.asRole(claimsFor('editor', ids), (tx) =>
      tx.query<{ state: { state: string; deleted: boolean } }>("select public.publish_state('case_studies', $1) as state", [rows[0]!.id]),
    );
    expect(state.rows[0]!.state).toMatchObject({ state: 'pending', deleted: false });
  });

  it('is in the back office\'s translation status and, once deleted, among the deleted records under its label', async () => {
    const { rows } = await fixture.db.query<{ id: string }>(
      "insert into public.case_studies (title_cs, title_en) values ($1, 'Study') returning id::text",
      [`Smazaná ${marker}`],
    );
    const id = rows[0]!.id;
    const status = await fixture.db.query<{ en_complete: boolean; de_complete: boolean }>(
      "select en_complete, de_complete from public.content_translation_status where table_name = 'case_studies' and id = $1",
      [id],
    );
    expect(status.rows).toEqual([{ en_complete: true, de_complete: false }]);
    await fixture.db.query('delete from public.case_studies where id = $1', [id]);
    const deleted = await fixture.db.query<{ title: string }>(
      "select title from public.deleted_content_records where table_name = 'case_studies' and record_id = $1",
      [id],
    );
    expect(deleted.rows).toEqual([{ title: `Smazaná ${marker}` }]);
  });

  it("wakes the publisher at its rows' scheduled time and announces them once they fall due", async () => {
    const soon = await fixture.db.query<{ at: string }>("select (now() + interval '1 minute' + random() * interval '1 second')::text as at");
    await fixture.db.query("insert into public.case_studies (title_cs, goes_public_at) values ('Naplánovaná', $1)", [soon.rows[0]!.at]);
    await fixture.db.query("update public.blog_posts set publish_at = null where publish_at > now()");
    const status = await fixture.db.query<{ next: string }>("select (public.publish_queue_status() ->> 'next_scheduled_at')::timestamptz::text as next");
    expect(status.rows[0]!.next).toBe(soon.rows[0]!.at);

    await fixture.db.query("update private.publish_settings set scheduled_checked_at = now()");
    await fixture.db.query("insert into public.case_studies (title_cs, goes_public_at) values ('Právě teď', now() + interval '200 milliseconds')");
    await new Promise((resolve) => setTimeout(resolve, 400));
    const before = await fixture.db.query<{ count: number }>("select count(*)::int as count from private.publish_events where table_name = 'case_studies' and operation = 'SCHEDULED'");
    const announced = await fixture.db.query<{ due: number }>('select private.announce_due_content() as due');
    const after = await fixture.db.query<{ count: number }>("select count(*)::int as count from private.publish_events where table_name = 'case_studies' and operation = 'SCHEDULED'");
    expect(announced.rows[0]!.due).toBe(1);
    expect(after.rows[0]!.count).toBe(before.rows[0]!.count + 1);
  });
});
