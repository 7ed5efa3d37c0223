import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, startTestBackend } from '../testing';

type Backend = Awaited<ReturnType<typeof startTestBackend>>;
type Client = SupabaseClient;

const BUCKET = 'module-images';
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);

let backend: Backend;
let editor: Client;
let plainUser: Client;

async function signedInClient(role: 'editor' | null): Promise<Client> {
  const email = `storage-${role ?? 'user'}-${randomUUID().slice(0, 8)}@example.com`;
  const created = await createTestClient(backend, { key: backend.config.serviceRoleKey }).auth.admin.createUser({
    email,
    password: 'Heslo-12345',
    email_confirm: true,
  });
  if (role) {
    await backend.db.query('insert into public.user_roles (user_id, role) values ($1, $2)', [created.data.user?.id, role]);
  }
  const client = createTestClient(backend);
  const { error } = await client.auth.signInWithPassword({ email, password: 'Heslo-12345' });
  if (error) throw error;
  return client;
}

function objectName(extension: string): string {
  return `tests/${Date.now()}-${randomUUID().slice(0, 8)}.${extension}`;
}

beforeAll(async () => {
  backend = await startTestBackend();
  editor = await signedInClient('editor');
  plainUser = await signedInClient(null);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

describe('module images bucket', () => {
  it('uploads as staff and serves the same bytes and type at the public URL', async () => {
    const path = objectName('png');
    const { data, error } = await editor.storage
      .from(BUCKET)
      .upload(path, new Blob([PNG_BYTES], { type: 'image/png' }), { cacheControl: '3600' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `${BUCKET}/${path}` });
    expect(typeof data?.id).toBe('string');

    const { publicUrl } = editor.storage.from(BUCKET).getPublicUrl(path).data;
    expect(publicUrl).toBe(`${backend.config.publicUrl}/storage/v1/object/public/${BUCKET}/${path}`);
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG_BYTES);

    const row = await backend.db.query<{ owner: string | null; metadata: { size: number; mimetype: string } }>(
      'select owner, metadata from storage.objects where bucket_id = $1 and name = $2',
      [BUCKET, path],
    );
    expect(row.rows[0]?.metadata).toMatchObject({ size: PNG_BYTES.length, mimetype: 'image/png' });
    expect(row.rows[0]?.owner).toBe((await editor.auth.getUser()).data.user?.id);
  });

  it('refuses a duplicate without upsert and replaces with it', async () => {
    const path = objectName('png');
    const bucket = editor.storage.from(BUCKET);
    await bucket.upload(path, new Blob([PNG_BYTES], { type: 'image/png' }));

    const duplicate = await bucket.upload(path, new Blob([PNG_BYTES], { type: 'image/png' }));
    expect(duplicate.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });

    const replacement = new Uint8Array([...PNG_BYTES, 9, 9]);
    const upserted = await bucket.upload(path, new Blob([replacement], { type: 'image/png' }), { upsert: true });
    expect(upserted.error).toBeNull();
    const served = await fetch(bucket.getPublicUrl(path).data.publicUrl);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(replacement);
  });

  it('lists, downloads and deletes', async () => {
    const folder = `list-${randomUUID().slice(0, 8)}`;
    const bucket = editor.storage.from(BUCKET);
    await bucket.upload(`${folder}/b.png`, new Blob([PNG_BYTES], { type: 'image/png' }));
    await bucket.upload(`${folder}/a.png`, new Blob([PNG_BYTES], { type: 'image/png' }));
    await bucket.upload(`${folder}/nested/c.png`, new Blob([PNG_BYTES], { type: 'image/png' }));

    const listed = await bucket.list(folder);
    expect(listed.error).toBeNull();
    expect(listed.data?.map((entry) => entry.name)).toEqual(['a.png', 'b.png', 'nested']);
    expect(listed.data?.[2]?.id).toBeNull();

    const downloaded = await bucket.download(`${folder}/a.png`);
    expect(new Uint8Array(await (downloaded.data as Blob).arrayBuffer())).toEqual(PNG_BYTES);

    const removed = await bucket.remove([`${folder}/a.png`, `${folder}/missing.png`]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((entry) => entry.name)).toEqual([`${folder}/a.png`]);
    const gone = await fetch(bucket.getPublicUrl(`${folder}/a.png`).data.publicUrl);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ statusCode: '404', error: 'not_found', message: 'Object not found' });
    const blobs = await backend.db.query('select 1 from local_services.storage_blobs where bucket_id = $1 and name = $2', [
      BUCKET,
      `${folder}/a.png`,
    ]);
    expect(blobs.rows).toHaveLength(0);
  });

  it('lets row-level security refuse anonymous and non-staff uploads and deletes', async () => {
    const path = objectName('png');
    const anonymous = await createTestClient(backend)
      .storage.from(BUCKET)
      .upload(path, new Blob([PNG_BYTES], { type: 'image/png' }));
    expect(anonymous.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const nonStaff = await plainUser.storage.from(BUCKET).upload(path, new Blob([PNG_BYTES], { type: 'image/png' }));
    expect(nonStaff.error).toMatchObject({ statusCode: '403' });
    expect((await fetch(editor.storage.from(BUCKET).getPublicUrl(path).data.publicUrl)).status).toBe(404);

    await editor.storage.from(BUCKET).upload(path, new Blob([PNG_BYTES], { type: 'image/png' }));
    const removed = await plainUser.storage.from(BUCKET).remove([path]);
    expect(removed.data).toEqual([]);
    expect((await fetch(editor.storage.from(BUCKET).getPublicUrl(path).data.publicUrl)).status).toBe(200);
  });

  it('refuses a type the bucket does not allow', async () => {
    const { error } = await editor.storage
      .from(BUCKET)
      .upload(objectName('txt'), new Blob(['not an image'], { type: 'text/plain' }));
    expect(error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' });
  });
});

describe('buckets with their own limits', () => {
  const limited = `limited-${randomUUID().slice(0, 8)}`;
  let service: Client;

  beforeAll(async () => {
    service = createTestClient(backend, { key: backend.config.serviceRoleKey });
    const { error } = await service.storage.createBucket(limited, {
      public: false,
      fileSizeLimit: 16,
      allowedMimeTypes: ['text/*'],
    });
    if (error) throw error;
  });

  it('enforces the size limit', async () => {
    const { error } = await service.storage.from(limited).upload('big.txt', new Blob(['x'.repeat(17)], { type: 'text/plain' }));
    expect(error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const fits = await service.storage.from(limited).upload('small.txt', new Blob(['x'.repeat(16)], { type: 'text/plain' }));
    expect(fits.error).toBeNull();
  });

  it('stores a raw body with its content type and serves a private bucket only through the API', async () => {
    const upload = await service.storage
      .from(limited)
      .upload('raw.txt', Buffer.from('ahoj světe'), { contentType: 'text/plain;charset=UTF-8' });
    expect(upload.error).toBeNull();

    const publicAttempt = await fetch(service.storage.from(limited).getPublicUrl('raw.txt').data.publicUrl);
    expect(publicAttempt.status).toBe(404);
    expect(await publicAttempt.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });

    const downloaded = await service.storage.from(limited).download('raw.txt');
    expect(await (downloaded.data as Blob).text()).toBe('ahoj světe');
    // Only the bare type is kept (see 'smuggled content types' below).
    expect((downloaded.data as Blob).type).toBe('text/plain');

    const hidden = await editor.storage.from(limited).download('raw.txt');
    expect(hidden.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  it('lists buckets for the service role', async () => {
    const { data } = await service.storage.getBucket(limited);
    expect(data).toMatchObject({ id: limited, public: false, file_size_limit: 16, allowed_mime_types: ['text/*'] });
    const listed = await service.storage.listBuckets();
    expect(listed.data?.map((bucket) => bucket.id)).toEqual(expect.arrayContaining([BUCKET, limited]));
  });
});

describe('smuggled content types', () => {
  const HTML = '<!doctype html><title>page</title><script>document.title = "ran"</script>';

  async function rawUpload(bucket: string, path: string, contentType: string, body: string | Blob): Promise<Response> {
    const { data } = await editor.auth.getSession();
    return fetch(`${backend.config.publicUrl}/storage/v1/object/${bucket}/${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${data.session?.access_token}`, apikey: backend.config.anonKey, 'Content-Type': contentType },
      body,
    });
  }

  /** An object as an older backend could have stored it: its type as the client sent it. */
  async function storeAsBefore(bucket: string, path: string, contentType: string): Promise<void> {
    await backend.db.query(
      `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, jsonb_build_object('mimetype', $3::text, 'eTag', '"x"'))`,
      [bucket, path, contentType],
    );
    await backend.db.query(
      'insert into local_services.storage_blobs (bucket_id, name, bytes, content_type, size) values ($1, $2, $3, $4, $5)',
      [bucket, path, Buffer.from(HTML), contentType, Buffer.byteLength(HTML)],
    );
  }

  function publicUrl(bucket: string, path: string): string {
    return `${backend.config.publicUrl}/storage/v1/object/public/${bucket}/${path}`;
  }

  for (const bucket of ['module-images', 'media']) {
    it(`refuses a second type hidden in the parameters (${bucket})`, async () => {
      for (const contentType of ['image/png; x=y, text/html', 'image/png, text/html', 'image/png;x="a", text/html', 'image/png text/html']) {
        const path = objectName('png');
        const response = await rawUpload(bucket, path, contentType, HTML);
        expect({ contentType, status: response.status }).toEqual({ contentType, status: 415 });
        expect(await response.json()).toMatchObject({ statusCode: '415', error: 'invalid_mime_type' });
        expect((await fetch(publicUrl(bucket, path))).status).toBe(404);
      }
    });

    it(`stores and serves only the bare type, with nosniff and a sandboxing policy (${bucket})`, async () => {
      const path = objectName('png');
      expect((await rawUpload(bucket, path, 'Image/PNG; name="a;b"', new Blob([PNG_BYTES]))).status).toBe(200);
      const { rows } = await backend.db.query<{ mimetype: string; content_type: string }>(
        `select o.metadata ->> 'mimetype' as mimetype, b.content_type
           from storage.objects o join local_services.storage_blobs b using (bucket_id, name)
          where o.bucket_id = $1 and o.name = $2`,
        [bucket, path],
      );
      expect(rows).toEqual([{ mimetype: 'image/png', content_type: 'image/png' }]);

      for (const url of [publicUrl(bucket, path), `${backend.config.publicUrl}/storage/v1/object/authenticated/${bucket}/${path}`]) {
        const response = await fetch(url, { headers: { Authorization: `Bearer ${backend.config.serviceRoleKey}` } });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/png');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      }
    });

    it(`serves an object stored earlier with a smuggled type as its bare type, and one the bucket does not allow as bytes (${bucket})`, async () => {
      const smuggled = objectName('png');
      await storeAsBefore(bucket, smuggled, 'image/png; x=y, text/html');
      const served = await fetch(publicUrl(bucket, smuggled));
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");

      const html = objectName('png');
      await storeAsBefore(bucket, html, 'text/html');
      expect((await fetch(publicUrl(bucket, html))).headers.get('content-type')).toBe('application/octet-stream');
      const info = await fetch(`${backend.config.publicUrl}/storage/v1/object/info/public/${bucket}/${html}`);
      expect(await info.json()).toMatchObject({ content_type: 'application/octet-stream' });
    });
  }
});
