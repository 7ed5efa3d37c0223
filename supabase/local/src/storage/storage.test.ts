import { randomUUID } from 'node:crypto';
import { createTestClient, startTestBackend } from '../testing';

type Backend = Awaited<ReturnType<typeof startTestBackend>>;
type Client = ReturnType<typeof createTestClient>;

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
    expect((downloaded.data as Blob).type).toBe('text/plain;charset=utf-8');

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
