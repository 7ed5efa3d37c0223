/**
 * No lost updates, the database's part: an update based on an outdated read is refused with PT409
 * (HTTP 409 through the API), naming who saved last; one based on the current version goes through.
 */
import { createTestClient } from '../local/src/testing';
import { claimsFor, uniqueMarker, useDatabaseFixture } from './support/actors';

const database = useDatabaseFixture();

async function newReference(): Promise<{ id: string; version: string }> {
  const { rows } = await database.db.asRole(claimsFor('editor', database.ids), (tx) =>
    tx.query<{ id: string; version: string }>(
      "insert into public.\"references\" (company_name, title_cs) values ($1, 'Příběh') returning id::text as id, to_json(updated_at) #>> '{}' as version",
      [uniqueMarker('firma')],
    ),
  );
  return rows[0]!;
}

const update = (actor: 'editor' | 'admin', id: string, title: string, version?: string) =>
  database.db.asRole(claimsFor(actor, database.ids), (tx) =>
    tx.query<{ version: string }>(
      `update public."references" set title_cs = $2${version ? ', updated_at = $3::timestamptz' : ''} where id = $1 returning to_json(updated_at) #>> '{}' as version`,
      version ? [id, title, version] : [id, title],
    ),
  );

test('a save based on the version it read goes through and gets a new version', async () => {
  const { id, version } = await newReference();
  const { rows } = await update('editor', id, 'Druhý titulek', version);
  expect(rows[0]!.version).not.toBe(version);
});

test('a save based on an outdated version is refused with PT409, naming who saved last, and writes nothing', async () => {
  const { id, version } = await newReference();
  await update('admin', id, 'Titulek administrátorky', version);
  const refused = await update('editor', id, 'Titulek editora', version).catch((error: unknown) => error);
  expect(refused).toMatchObject({ code: 'PT409', message: 'The record was changed by someone else since it was read' });
  const detail = JSON.parse((refused as { detail: string }).detail) as { updated_at: string; changed_by: string };
  expect(detail.changed_by).toBe('Alena Adminová');
  const { rows } = await database.db.query<{ title_cs: string; version: string }>(
    "select title_cs, to_json(updated_at) #>> '{}' as version from public.\"references\" where id = $1",
    [id],
  );
  expect(rows[0]!.title_cs).toBe('Titulek administrátorky');
  // Saving again on the version the refusal named overwrites, as "keep my version" does.
  expect(Date.parse(detail.updated_at)).toBe(Date.parse(rows[0]!.version));
  await update('editor', id, 'Titulek editora', detail.updated_at);
  const after = await database.db.query<{ title_cs: string }>('select title_cs from public."references" where id = $1', [id]);
  expect(after.rows[0]!.title_cs).toBe('Titulek editora');
});

test('an update that does not state a version (a toggle, a restore) is not version-checked', async () => {
  const { id, version } = await newReference();
  await update('admin', id, 'Jiný titulek', version);
  await expect(update('editor', id, 'Bez verze')).resolves.toMatchObject({ rows: [expect.anything()] });
});

test('through the API the refusal is HTTP 409 with code PT409', async () => {
  const { id, version } = await newReference();
  await update('admin', id, 'Nejdřív administrátorka', version);
  const editor = createTestClient(database.backend, { accessToken: await database.backend.signJwt({ role: 'authenticated', sub: database.ids.editor, email: 'editor@example.com' }) });
  const { error, status } = await editor.from('references').update({ title_cs: 'Pozdě', updated_at: version }).eq('id', id).select('id');
  expect({ status, code: error?.code }).toEqual({ status: 409, code: 'PT409' });
});
