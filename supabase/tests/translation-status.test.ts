/** Translation status, the database's part: public.content_translation_status and who may read it. */
import { claimsFor, uniqueMarker, useDatabaseFixture } from './support/actors';

const database = useDatabaseFixture();

async function statusOf(table: string, id: string, actor: 'editor' | 'user' = 'editor') {
  const { rows } = await database.db.asRole(claimsFor(actor, database.ids), (tx) =>
    tx.query<{ en_complete: boolean; de_complete: boolean }>(
      'select en_complete, de_complete from public.content_translation_status where table_name = $1 and id = $2',
      [table, id],
    ),
  );
  return rows[0] ?? null;
}

test('a post is complete in a language with its title, slug, excerpt and content there; empty rich text does not count', async () => {
  const slug = uniqueMarker('preklad');
  const { rows } = await database.db.query<{ id: string }>(
    `insert into public.blog_posts (title_cs, slug_cs, title_en, slug_en, excerpt_en, content_en, title_de, slug_de, excerpt_de, content_de)
     values ('Článek', $1, 'Post', $1 || '-en', 'Excerpt', '<p>Text</p>', 'Beitrag', $1 || '-de', 'Auszug', '<p> </p>') returning id::text as id`,
    [slug],
  );
  expect(await statusOf('blog_posts', rows[0]!.id)).toEqual({ en_complete: true, de_complete: false });
});

test('modules need a name and a description, references a title, result summary and description', async () => {
  const module = await database.db.query<{ id: string }>(
    "insert into public.modules (name_cs, description_cs, name_en, description_en, name_de) values ($1, 'Popis', 'Name', 'Description', 'Name') returning id::text as id",
    [uniqueMarker('modul')],
  );
  expect(await statusOf('modules', module.rows[0]!.id)).toEqual({ en_complete: true, de_complete: false });
  const reference = await database.db.query<{ id: string }>(
    `insert into public."references" (company_name, title_cs, title_en, result_summary_en, description_en)
     values ($1, 'Titulek', 'Title', 'Summary', '') returning id::text as id`,
    [uniqueMarker('firma')],
  );
  expect(await statusOf('references', reference.rows[0]!.id)).toEqual({ en_complete: false, de_complete: false });
});

test("it shows only what the reader may read: staff all posts, a user published ones, visitors nothing", async () => {
  const { rows } = await database.db.query<{ id: string }>("insert into public.blog_posts (title_cs, slug_cs, published) values ('Koncept', $1, false) returning id::text as id", [
    uniqueMarker('koncept'),
  ]);
  expect(await statusOf('blog_posts', rows[0]!.id, 'editor')).not.toBeNull();
  expect(await statusOf('blog_posts', rows[0]!.id, 'user')).toBeNull();
  await expect(
    database.db.asRole(claimsFor('anon', database.ids), (tx) => tx.query('select * from public.content_translation_status limit 1')),
  ).rejects.toMatchObject({ code: '42501' });
});
