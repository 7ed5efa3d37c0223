/**
 * The image-variants queue in the database (20261127080000_image_variants.sql): the migration queues the
 * images stored before it, an upload queues itself, the worker's RPCs record the variants, a final failure
 * or a retry, and only the service role may call them.
 */
import { migrate } from '../local/src/db/migrate';
import type { LocalDb } from '../local/src/db/local-db';
import { startTestBackend } from '../local/src/testing';
import { claimsFor, loadDemoUserIds, sqlState, type ActorIds } from './support/actors';

const MIGRATION = '20261127080000';
const MODULE_IMAGES_MIGRATION = '20261128020000';

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let db: LocalDb;
let ids: ActorIds;

beforeAll(async () => {
  backend = await startTestBackend();
  db = backend.db;
  ids = await loadDemoUserIds(db);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

async function asset(path: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.media_assets (path, file_name, mime_type, size_bytes, width, height, alt_cs)
     values ($1, $1, 'image/jpeg', 1000, 400, 300, 'Obrázek') returning id::text as id`,
    [path],
  );
  return rows[0]!.id;
}

async function jobOf(id: string) {
  const { rows } = await db.query<{ status: string; attempts: number; last_error: string | null }>(
    'select status, attempts, last_error from private.media_variant_jobs where id = $1',
    [id],
  );
  return rows[0];
}

async function assetOf(id: string) {
  const { rows } = await db.query<{ width: number; variants: unknown; og_image_path: string | null; variants_status: string; variants_error: string | null }>(
    'select width, variants, og_image_path, variants_status, variants_error from public.media_assets where id = $1',
    [id],
  );
  return rows[0]!;
}

test('the migration queues the images stored before it and lets the bucket hold AVIF', async () => {
  await db.exec(`
    drop trigger objects_track_stored_image on storage.objects;
    drop function private.track_stored_image();
    drop function private.is_image_variant_name(text);
    drop trigger media_assets_forget_variant_job on public.media_assets;
    drop table public.storage_image_variants;
    drop function private.forget_image_variant_job();
    update storage.buckets set allowed_mime_types = array['image/jpeg', 'image/png', 'image/gif', 'image/webp'] where id = 'module-images';
    delete from supabase_migrations.schema_migrations where version = '${MODULE_IMAGES_MIGRATION}';
    delete from private.job_queues where queue_name = 'image_variants';
    drop table private.media_variant_jobs;
    drop trigger media_assets_enqueue_variants on public.media_assets;
    drop function private.enqueue_media_variants();
    drop function private.wake_image_variants_worker();
    drop function public.media_variants_claim(integer, integer);
    drop function public.media_variants_complete(uuid, integer, integer, jsonb, text, text, boolean);
    drop function public.media_variants_queue_status();
    alter table public.media_assets drop column variants, drop column og_image_path, drop column variants_status, drop column variants_error;
    update storage.buckets set allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp', 'image/gif'] where id = 'media';
    delete from supabase_migrations.schema_migrations where version = '${MIGRATION}';
  `);
  const before = await asset('2026/11/pred-migraci.jpg');
  await db.query(`insert into storage.objects (bucket_id, name) values ('module-images', '1-pred-migraci.png'), ('module-images', '1-pred-migraci.w320.avif')`);

  const { migrations } = await migrate(db, { seed: false });
  expect(migrations).toEqual([`${MIGRATION}_image_variants.sql`, `${MODULE_IMAGES_MIGRATION}_module_image_variants.sql`]);
  // A module image stored before is queued too; the worker's own files are not.
  const { rows: stored } = await db.query<{ path: string; status: string }>(
    `select v.path, j.status from public.storage_image_variants v join private.media_variant_jobs j on j.id = v.id where v.path like '1-pred-migraci%'`,
  );
  expect(stored).toEqual([{ path: '1-pred-migraci.png', status: 'queued' }]);

  expect(await jobOf(before)).toMatchObject({ status: 'queued', attempts: 0 });
  expect(await assetOf(before)).toMatchObject({ variants: [], variants_status: 'pending', og_image_path: null });
  const { rows } = await db.query<{ id: string; allowed_mime_types: string[] }>(`select id, allowed_mime_types from storage.buckets where id in ('media', 'module-images')`);
  expect(rows).toHaveLength(2);
  for (const bucket of rows) expect(bucket.allowed_mime_types).toContain('image/avif');
}, 60_000);

test('an upload queues itself; the worker records its variants, a final failure, or a retry after the backoff', async () => {
  const made = await asset('2026/11/nahrany.jpg');
  const failed = await asset('2026/11/neni-obrazek.jpg');
  const retried = await asset('2026/11/pozdeji.jpg');
  expect(await jobOf(made)).toMatchObject({ status: 'queued' });

  const { rows: claimed } = await db.query<{ id: string; path: string }>('select id::text as id, path from public.media_variants_claim(10, 60)');
  expect(claimed.map((row) => row.path)).toEqual(expect.arrayContaining(['2026/11/nahrany.jpg', '2026/11/neni-obrazek.jpg', '2026/11/pozdeji.jpg']));

  const variants = [{ path: '2026/11/nahrany.w320.avif', format: 'avif', width: 320, height: 240, bytes: 900 }];
  await db.query(`select public.media_variants_complete($1, 4000, 3000, $2::jsonb, '2026/11/nahrany.og.jpg')`, [made, JSON.stringify(variants)]);
  expect(await assetOf(made)).toMatchObject({ width: 4000, variants, og_image_path: '2026/11/nahrany.og.jpg', variants_status: 'ready', variants_error: null });
  expect(await jobOf(made)).toMatchObject({ status: 'done', attempts: 1 });

  await db.query(`select public.media_variants_complete($1, error => 'Soubor nelze přečíst jako obrázek.', permanent => true)`, [failed]);
  expect(await assetOf(failed)).toMatchObject({ variants_status: 'failed', variants_error: 'Soubor nelze přečíst jako obrázek.', variants: [] });
  expect(await jobOf(failed)).toMatchObject({ status: 'failed', last_error: 'Soubor nelze přečíst jako obrázek.' });

  await db.query(`select public.media_variants_complete($1, error => 'the storage answered 503')`, [retried]);
  expect(await jobOf(retried)).toMatchObject({ status: 'retrying', last_error: 'the storage answered 503' });
  expect((await assetOf(retried)).variants_status).toBe('pending');
  const { rows: due } = await db.query('select 1 from public.media_variants_claim(10, 60)');
  expect(due).toHaveLength(0);
});

async function storedImageOf(path: string) {
  const { rows } = await db.query<{ id: string; width: number | null; variants: unknown; variants_status: string; variants_error: string | null }>(
    `select id::text as id, width, variants, variants_status, variants_error from public.storage_image_variants where bucket_id = 'module-images' and path = $1`,
    [path],
  );
  return rows[0];
}

test('an upload into module-images queues itself on the same queue; the worker\'s RPCs record its variants', async () => {
  await db.asRole(claimsFor('editor', ids), (tx) =>
    tx.query(`insert into storage.objects (bucket_id, name) values ('module-images', '1700000000000-modul.jpg'), ('module-images', '1700000000000-modul.w320.avif')`),
  );
  const stored = await storedImageOf('1700000000000-modul.jpg');
  expect(stored).toMatchObject({ width: null, variants: [], variants_status: 'pending' });
  expect(await storedImageOf('1700000000000-modul.w320.avif')).toBeUndefined();
  expect(await jobOf(stored!.id)).toMatchObject({ status: 'queued' });

  const { rows: claimed } = await db.query<{ id: string; bucket: string; path: string }>('select id::text as id, bucket, path from public.media_variants_claim(10, 60)');
  expect(claimed).toContainEqual({ id: stored!.id, bucket: 'module-images', path: '1700000000000-modul.jpg' });

  const variants = [{ path: '1700000000000-modul.w320.avif', format: 'avif', width: 320, height: 200, bytes: 900 }];
  await db.query(`select public.media_variants_complete($1, 960, 600, $2::jsonb, '1700000000000-modul.og.jpg')`, [stored!.id, JSON.stringify(variants)]);
  expect(await storedImageOf('1700000000000-modul.jpg')).toMatchObject({ width: 960, variants, variants_status: 'ready', variants_error: null });
  expect(await jobOf(stored!.id)).toMatchObject({ status: 'done' });

  // A moved image is a new one; a removed one takes its record and its job along.
  await db.query(`update storage.objects set name = '1700000000000-presun.jpg' where bucket_id = 'module-images' and name = '1700000000000-modul.jpg'`);
  expect(await storedImageOf('1700000000000-modul.jpg')).toBeUndefined();
  const moved = await storedImageOf('1700000000000-presun.jpg');
  expect(await jobOf(moved!.id)).toMatchObject({ status: 'queued' });
  await db.query(`delete from storage.objects where bucket_id = 'module-images' and name like '1700000000000-%'`);
  expect(await storedImageOf('1700000000000-presun.jpg')).toBeUndefined();
  expect(await jobOf(moved!.id)).toBeUndefined();

  const forged = await db
    .asRole(claimsFor('admin', ids), (tx) => tx.query(`update public.storage_image_variants set variants_status = 'ready'`))
    .then(
      () => undefined,
      (error: Error) => sqlState(error),
    );
  expect(forged).toBe('42501');
});

test('only the service role calls the worker\'s RPCs; staff cannot write the variants', async () => {
  const id = await asset('2026/11/pravo.jpg');
  for (const role of ['anon', 'editor', 'admin'] as const) {
    const claims = claimsFor(role, ids);
    const refused = await db
      .asRole(claims, (tx) => tx.query('select * from public.media_variants_claim(1, 60)'))
      .then(
        () => undefined,
        (error: Error) => sqlState(error),
      );
    expect({ role, refused }).toEqual({ role, refused: '42501' });
  }
  const forged = await db
    .asRole(claimsFor('editor', ids), (tx) => tx.query(`update public.media_assets set variants_status = 'ready' where id = $1`, [id]))
    .then(
      () => undefined,
      (error: Error) => sqlState(error),
    );
  expect(forged).toBe('42501');
  const read = await db.asRole(claimsFor('anon', ids), (tx) => tx.query<{ variants_status: string }>('select variants_status from public.media_assets where id = $1', [id]));
  expect(read.rows).toEqual([{ variants_status: 'pending' }]);
});
