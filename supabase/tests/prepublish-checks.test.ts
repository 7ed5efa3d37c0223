/**
 * Checks before publishing, the database's part: the setting "Vyžadovat úplné překlady" (site_settings
 * publishing_settings, admins only, validated), the refusal (PT422) to publish a post without its English
 * or German version unless that language falls back to Czech, and publishing_rules() for staff.
 */
import { attemptAs, claimsFor, sqlState, uniqueMarker, useDatabaseFixture } from './support/actors';

const fixture = useDatabaseFixture();

const EN = { title_en: 'Post', excerpt_en: 'Excerpt', content_en: '<p>Text</p>' };
const DE = { title_de: 'Beitrag', excerpt_de: 'Auszug', content_de: '<p>Text</p>' };

async function requireCompleteTranslations(on: boolean): Promise<void> {
  await fixture.db.query("update public.site_settings set setting_value = $1::jsonb where setting_key = 'publishing_settings'", [
    JSON.stringify({ require_complete_translations: on }),
  ]);
}

afterEach(() => requireCompleteTranslations(false));

/** Inserts a post as the editor; the English and German slugs follow the Czech one when their texts are given. */
function insertAsEditor(fields: Record<string, unknown>): Promise<Error | null> {
  const slug = uniqueMarker('kontrola');
  const row: Record<string, unknown> = { title_cs: 'Článek', slug_cs: slug, excerpt_cs: 'Perex', content_cs: '<p>Text</p>', ...fields };
  if (row.title_en !== undefined && row.slug_en === undefined) row.slug_en = `${slug}-en`;
  if (row.title_de !== undefined && row.slug_de === undefined) row.slug_de = `${slug}-de`;
  const columns = Object.keys(row);
  return attemptAs(fixture.db, claimsFor('editor', fixture.ids), (tx) =>
    tx.query(`insert into public.blog_posts (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`, Object.values(row)),
  );
}

test('the setting is off by default: a post without its English and German versions is published', async () => {
  const { rows } = await fixture.db.query<{ value: unknown }>("select setting_value as value from public.site_settings where setting_key = 'publishing_settings'");
  expect(rows[0]?.value).toEqual({ require_complete_translations: false });
  expect(await insertAsEditor({ published: true })).toBeNull();
});

test('with the setting on, publishing without English or German is refused with PT422 naming the missing languages; a draft is saved', async () => {
  await requireCompleteTranslations(true);
  const withoutBoth = await insertAsEditor({ published: true });
  expect(sqlState(withoutBoth)).toBe('PT422');
  expect(JSON.parse((withoutBoth as Error & { detail: string }).detail)).toEqual({ missing_translations: ['en', 'de'] });
  expect(withoutBoth?.message).toContain('without its en and de version');

  const withoutGerman = await insertAsEditor({ published: true, ...EN });
  expect(JSON.parse((withoutGerman as Error & { detail: string }).detail)).toEqual({ missing_translations: ['de'] });
  // An English text without content is incomplete, as content_translation_status judges it.
  const emptyContent = await insertAsEditor({ published: true, ...EN, content_en: '<p> </p>', ...DE });
  expect(JSON.parse((emptyContent as Error & { detail: string }).detail)).toEqual({ missing_translations: ['en'] });

  expect(await insertAsEditor({ published: false })).toBeNull();
  expect(await insertAsEditor({ published: true, ...EN, ...DE })).toBeNull();
});

test('a language marked as falling back to Czech lets the post be published; the marks are kept sorted without repeats', async () => {
  await requireCompleteTranslations(true);
  expect(sqlState(await insertAsEditor({ published: true, ...EN, fallback_languages: ['en'] }))).toBe('PT422');
  expect(await insertAsEditor({ published: true, ...EN, fallback_languages: ['de'] })).toBeNull();
  const slug = uniqueMarker('nahrada');
  expect(await insertAsEditor({ slug_cs: slug, published: true, fallback_languages: ['de', 'en', 'de'] })).toBeNull();
  const { rows } = await fixture.db.query<{ fallback_languages: string[] }>('select fallback_languages from public.blog_posts where slug_cs = $1', [slug]);
  expect(rows[0]?.fallback_languages).toEqual(['de', 'en']);
  // Only English and German can fall back.
  expect(sqlState(await insertAsEditor({ fallback_languages: ['fr'] }))).toBe('23514');
});

test('publishing a draft later is refused too; a post published before the setting was turned on stays editable until its translations change', async () => {
  const draft = uniqueMarker('koncept');
  const live = uniqueMarker('zive');
  expect(await insertAsEditor({ slug_cs: draft })).toBeNull();
  expect(await insertAsEditor({ slug_cs: live, published: true })).toBeNull();
  await requireCompleteTranslations(true);
  const editor = claimsFor('editor', fixture.ids);
  const update = (slug: string, set: string) =>
    attemptAs(fixture.db, editor, (tx) => tx.query(`update public.blog_posts set ${set} where slug_cs = $1`, [slug]));

  expect(sqlState(await update(draft, 'published = true'))).toBe('PT422');
  expect(await update(live, "featured = true, content_cs = '<p>Nový český text</p>'")).toBeNull();
  expect(sqlState(await update(live, "title_en = 'Half a translation'"))).toBe('PT422');
  expect(await update(live, "title_en = 'Half a translation', fallback_languages = '{en,de}'")).toBeNull();
  expect(await update(draft, "published = true, fallback_languages = '{en,de}'")).toBeNull();
  // Unpublishing is never refused.
  expect(await update(live, "published = false, fallback_languages = '{}'")).toBeNull();
});

test('the service role meets the same rule', async () => {
  await requireCompleteTranslations(true);
  const error = await attemptAs(fixture.db, { role: 'service_role' }, (tx) =>
    tx.query("insert into public.blog_posts (title_cs, slug_cs, published) values ('Služba', $1, true)", [uniqueMarker('sluzba')]),
  );
  expect(sqlState(error)).toBe('PT422');
});

test('restoring a revision from before fallback_languages existed reads as no fallback', async () => {
  const slug = uniqueMarker('obnova');
  expect(await insertAsEditor({ slug_cs: slug })).toBeNull();
  const { rows } = await fixture.db.query<{ id: string }>(
    `insert into public.content_revisions (table_name, record_id, operation, snapshot, changed_fields)
     select 'blog_posts', p.id, 'update', to_jsonb(p) - 'fallback_languages', '{title_cs}' from public.blog_posts p where p.slug_cs = $1
     returning id::text as id`,
    [slug],
  );
  expect(
    await attemptAs(fixture.db, claimsFor('editor', fixture.ids), (tx) => tx.query('select public.restore_content_revision($1::bigint)', [rows[0]!.id])),
  ).toBeNull();
  const restored = await fixture.db.query<{ fallback_languages: string[] }>('select fallback_languages from public.blog_posts where slug_cs = $1', [slug]);
  expect(restored.rows[0]?.fallback_languages).toEqual([]);
});

test('only admins write the setting, and only as a boolean', async () => {
  const write = (actor: 'editor' | 'admin', value: unknown) =>
    attemptAs(fixture.db, claimsFor(actor, fixture.ids), async (tx) => {
      const result = await tx.query("update public.site_settings set setting_value = $1::jsonb where setting_key = 'publishing_settings' returning 1", [
        JSON.stringify(value),
      ]);
      if (result.rows.length === 0) throw new Error('no row updated');
    });
  expect((await write('editor', { require_complete_translations: true }))?.message).toBe('no row updated');
  expect(sqlState(await write('admin', { require_complete_translations: 'yes' }))).toBe('23514');
  expect(sqlState(await write('admin', ['require_complete_translations']))).toBe('23514');
  expect(await write('admin', { require_complete_translations: true })).toBeNull();
});

test('publishing_rules() tells staff whether complete translations are required; others are refused', async () => {
  const rules = async (actor: 'editor' | 'admin') => {
    const { rows } = await fixture.db.asRole(claimsFor(actor, fixture.ids), (tx) => tx.query<{ rules: unknown }>('select public.publishing_rules() as rules'));
    return rows[0]?.rules;
  };
  expect(await rules('editor')).toEqual({ require_complete_translations: false });
  await requireCompleteTranslations(true);
  expect(await rules('editor')).toEqual({ require_complete_translations: true });
  expect(await rules('admin')).toEqual({ require_complete_translations: true });
  expect(sqlState(await attemptAs(fixture.db, claimsFor('user', fixture.ids), (tx) => tx.query('select public.publishing_rules()')))).toBe('42501');
  expect(sqlState(await attemptAs(fixture.db, claimsFor('anon', fixture.ids), (tx) => tx.query('select public.publishing_rules()')))).toBe('42501');
});
