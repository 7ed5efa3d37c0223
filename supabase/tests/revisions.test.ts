/**
 * Revisions, the database's part: every saved change of content is a revision the database
 * writes; staff read revisions and restore them (a restore is a revision too); a deleted record can be
 * restored for 30 days, after which its revisions go.
 */
import type { JwtClaims } from '../local/src/contract';
import { claimsFor, uniqueMarker, useDatabaseFixture } from './support/actors';

const database = useDatabaseFixture();

interface Revision {
  id: string;
  operation: string;
  changed_fields: string[];
  actor_id: string | null;
  actor_name: string | null;
  snapshot: Record<string, unknown>;
}

async function revisionsOf(table: string, recordId: string): Promise<Revision[]> {
  const { rows } = await database.db.query<Revision>(
    `select id::text as id, operation, changed_fields, actor_id::text as actor_id, actor_name, snapshot
     from public.content_revisions where table_name = $1 and record_id = $2 order by id`,
    [table, recordId],
  );
  return rows;
}

async function newModule(claims: JwtClaims = claimsFor('editor', database.ids)): Promise<string> {
  const { rows } = await database.db.asRole(claims, (tx) =>
    tx.query<{ id: string }>("insert into public.modules (name_cs, description_cs) values ($1, 'Popis') returning id::text as id", [uniqueMarker('revize')]),
  );
  return rows[0]!.id;
}

const asEditor = <T>(sql: string, params: unknown[] = []) => database.db.asRole(claimsFor('editor', database.ids), (tx) => tx.query<T & Record<string, unknown>>(sql, params));

test('seeded content starts its history, and each of the four tables records its changes', async () => {
  const seeded = await database.db.query<{ table_name: string; n: number }>(
    "select table_name, count(*)::int as n from public.content_revisions where operation = 'insert' group by table_name order by table_name",
  );
  expect(seeded.rows.map((row) => row.table_name)).toEqual(['blog_posts', 'modules', 'pricing_plans', 'references']);
  expect(seeded.rows.every((row) => row.n > 0)).toBe(true);
});

test('a save by an editor records who, when and which fields changed; a save that changes nothing records nothing', async () => {
  const id = await newModule();
  await asEditor("update public.modules set description_cs = 'Nový popis', display_order = 9 where id = $1", [id]);
  await asEditor('update public.modules set description_cs = description_cs where id = $1', [id]);
  const history = await revisionsOf('modules', id);
  expect(history.map((revision) => revision.operation)).toEqual(['insert', 'update']);
  expect(history[1]).toMatchObject({
    changed_fields: ['description_cs', 'display_order'],
    actor_id: database.ids.editor,
    actor_name: 'Erik Editor',
    snapshot: expect.objectContaining({ description_cs: 'Nový popis', display_order: 9 }),
  });
  expect(history[0]!.changed_fields).toEqual(expect.arrayContaining(['name_cs', 'description_cs', 'active']));
});

test('restoring a revision sets the record back and is itself a revision', async () => {
  const id = await newModule();
  await asEditor("update public.modules set description_cs = 'Druhá verze' where id = $1", [id]);
  const [created] = await revisionsOf('modules', id);
  const { rows } = await asEditor<{ restored: Record<string, unknown> }>('select public.restore_content_revision($1) as restored', [created!.id]);
  expect(rows[0]!.restored).toMatchObject({ id, description_cs: 'Popis' });
  const history = await revisionsOf('modules', id);
  expect(history.map((revision) => revision.operation)).toEqual(['insert', 'update', 'restore']);
  expect(history[2]).toMatchObject({ changed_fields: ['description_cs'], actor_name: 'Erik Editor' });
});

test('a deleted post keeps its revisions and comes back, with its id, from its delete revision', async () => {
  const { rows } = await asEditor<{ id: string }>(
    "insert into public.blog_posts (title_cs, slug_cs, content_cs) values ('Smazaný článek', $1, '<p>Text</p>') returning id::text as id",
    [uniqueMarker('smazany')],
  );
  const id = rows[0]!.id;
  await asEditor('delete from public.blog_posts where id = $1', [id]);
  const deleted = (await revisionsOf('blog_posts', id)).at(-1)!;
  expect(deleted).toMatchObject({ operation: 'delete', snapshot: expect.objectContaining({ id, title_cs: 'Smazaný článek' }) });

  await asEditor('select public.restore_content_revision($1)', [deleted.id]);
  const back = await database.db.query<{ title_cs: string }>('select title_cs from public.blog_posts where id = $1', [id]);
  expect(back.rows).toEqual([{ title_cs: 'Smazaný článek' }]);
  expect((await revisionsOf('blog_posts', id)).map((revision) => revision.operation)).toEqual(['insert', 'delete', 'restore']);
});

test('after 30 days a deleted record can no longer be restored and its revisions go', async () => {
  const id = await newModule();
  await asEditor('delete from public.modules where id = $1', [id]);
  const deleted = (await revisionsOf('modules', id)).at(-1)!;
  await database.db.query("update public.content_revisions set created_at = now() - interval '31 days' where id = $1", [deleted.id]);
  await expect(asEditor('select public.restore_content_revision($1)', [deleted.id])).rejects.toMatchObject({ code: '22023' });

  // The next deletion anywhere purges what expired.
  const other = await newModule();
  await asEditor('delete from public.modules where id = $1', [other]);
  expect(await revisionsOf('modules', id)).toEqual([]);
  expect((await revisionsOf('modules', other)).map((revision) => revision.operation)).toEqual(['insert', 'delete']);
});

test('visitors and users neither read revisions nor restore them; nobody writes them through the API', async () => {
  const id = await newModule();
  const [created] = await revisionsOf('modules', id);
  for (const actor of ['anon', 'user'] as const) {
    const { rows } = await database.db
      .asRole(claimsFor(actor, database.ids), (tx) => tx.query('select id from public.content_revisions where record_id = $1', [id]))
      .catch(() => ({ rows: [] as unknown[] }));
    expect({ actor, rows }).toEqual({ actor, rows: [] });
  }
  await expect(
    database.db.asRole(claimsFor('anon', database.ids), (tx) => tx.query('select public.restore_content_revision($1)', [created!.id])),
  ).rejects.toMatchObject({ code: '42501' });
  await expect(
    database.db.asRole(claimsFor('user', database.ids), (tx) => tx.query('select public.restore_content_revision($1)', [created!.id])),
  ).rejects.toMatchObject({ code: 'P0002' });
  for (const actor of ['editor', 'admin'] as const) {
    for (const sql of [
      "update public.content_revisions set actor_name = 'x' where record_id = $1",
      'delete from public.content_revisions where record_id = $1',
      "insert into public.content_revisions (table_name, record_id, operation, snapshot) values ('modules', $1, 'update', '{}')",
    ]) {
      await expect(database.db.asRole(claimsFor(actor, database.ids), (tx) => tx.query(sql, [id]))).rejects.toMatchObject({ code: '42501' });
    }
  }
  expect(await revisionsOf('modules', id)).toHaveLength(1);
});

test('revisions and restores only ever concern content: a revision of users, roles or settings cannot exist', async () => {
  for (const table of ['user_roles', 'profiles', 'site_settings']) {
    // foreign_key_violation: revisions name a table of the registry of content types.
    await expect(
      database.db.query("insert into public.content_revisions (table_name, record_id, operation, snapshot) values ($1, gen_random_uuid(), 'update', '{}')", [table]),
    ).rejects.toMatchObject({ code: '23503' });
  }
});

test('deleted_content_records: a record once, by its latest deletion, until restored; nothing older than 30 days; staff only', async () => {
  const deletedRows = (claims: JwtClaims, recordIds: string[]) =>
    database.db.asRole(claims, (tx) =>
      tx.query<{ revision_id: string; table_name: string; title: string; actor_name: string | null }>(
        'select revision_id::text as revision_id, table_name, title, actor_name from public.deleted_content_records where record_id = any($1::uuid[]) order by deleted_at desc, revision_id',
        [recordIds],
      ),
    );
  const editor = claimsFor('editor', database.ids);
  const id = await newModule();
  const name = (await database.db.query<{ name_cs: string }>('select name_cs from public.modules where id = $1', [id])).rows[0]!.name_cs;
  await asEditor('delete from public.modules where id = $1', [id]);
  const firstDeletion = (await revisionsOf('modules', id)).at(-1)!;
  await asEditor('select public.restore_content_revision($1)', [firstDeletion.id]);
  expect((await deletedRows(editor, [id])).rows).toEqual([]);

  await asEditor('delete from public.modules where id = $1', [id]);
  const secondDeletion = (await revisionsOf('modules', id)).at(-1)!;
  expect((await deletedRows(editor, [id])).rows).toEqual([{ revision_id: secondDeletion.id, table_name: 'modules', title: name, actor_name: 'Erik Editor' }]);

  const expired = await newModule();
  await asEditor('delete from public.modules where id = $1', [expired]);
  await database.db.query("update public.content_revisions set created_at = now() - interval '31 days' where record_id = $1 and operation = 'delete'", [expired]);
  expect((await deletedRows(editor, [id, expired])).rows.map((row) => row.revision_id)).toEqual([secondDeletion.id]);

  expect((await deletedRows(claimsFor('admin', database.ids), [id])).rows).toHaveLength(1);
  expect((await deletedRows(claimsFor('user', database.ids), [id])).rows).toEqual([]);
  await expect(deletedRows(claimsFor('anon', database.ids), [id])).rejects.toMatchObject({ code: '42501' });
});
