import { createHash } from 'node:crypto';
import type { Handler } from 'hono';
import { HttpError, type BackendContext, type BackendRequest, type BackendResponse, type JwtClaims, type Tx } from '../contract';
import { serve, serviceRoutes, toResponse, type BackendEnv } from '../service-routes';
import { assertValidBucketName, parseBucket, parseBucketAndKey } from './object-key';
import { storageErrors } from './storage-errors';
import { bareMimeType, isMimeTypeAllowed, readUploadBody, servedMimeType } from './upload-body';

const PREFIX = '/storage/v1';

interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean | null;
  file_size_limit: number | string | bigint | null;
  allowed_mime_types: string[] | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
}

interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  last_accessed_at: Date | string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
}

interface BlobRow {
  bytes: Uint8Array;
  content_type: string;
  size: number | string;
}

const OBJECT_COLUMNS =
  'id, name, bucket_id, owner, owner_id, version, created_at, updated_at, last_accessed_at, metadata, user_metadata';

function json(status: number, body: unknown, headers: Record<string, string> = {}): BackendResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

function iso(value: Date | string | null | undefined): string | null {
  return value == null ? null : new Date(value).toISOString();
}

function toNumber(value: number | string | bigint | null | undefined): number | null {
  return value == null ? null : Number(value);
}

async function claimsOf(req: BackendRequest, ctx: BackendContext): Promise<JwtClaims> {
  try {
    return await ctx.claimsFor(req);
  } catch (error) {
    if (error instanceof HttpError) throw storageErrors.invalidJwt(error.message || 'Invalid JWT');
    throw error;
  }
}

function readJson(req: BackendRequest): Record<string, unknown> {
  const text = req.body.toString('utf8').trim();
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw storageErrors.invalidRequest('Body is not valid JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw storageErrors.invalidRequest('body must be object');
  }
  return parsed as Record<string, unknown>;
}

/** Maps what the database refuses to storage-api's answers; row-level security decides object access. */
function translateDbError(error: unknown): never {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '42501') throw storageErrors.rowLevelSecurity();
  if (code === '23505') throw storageErrors.duplicate();
  throw error;
}

/**
 * Inside a transaction that runs as the request's role, switches back to the session user (the database
 * owner) for the rest of it: the object's bytes live in a schema no API role may touch, and writing them in
 * the same transaction as the policy-checked storage.objects row keeps the two in step.
 */
async function continueAsOwner(tx: Tx): Promise<void> {
  await tx.query('set local role none');
}

async function findBucket(ctx: BackendContext, bucketId: string): Promise<BucketRow> {
  const { rows } = await ctx.db.query<BucketRow>(
    'select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets where id = $1',
    [bucketId],
  );
  const bucket = rows[0];
  if (!bucket) throw storageErrors.noSuchBucket();
  return bucket;
}

function bucketJson(bucket: BucketRow): Record<string, unknown> {
  return {
    id: bucket.id,
    name: bucket.name,
    owner: bucket.owner ?? '',
    public: Boolean(bucket.public),
    file_size_limit: toNumber(bucket.file_size_limit),
    allowed_mime_types: bucket.allowed_mime_types,
    created_at: iso(bucket.created_at),
    updated_at: iso(bucket.updated_at),
  };
}

function objectJson(row: ObjectRow): Record<string, unknown> {
  return {
    name: row.name,
    id: row.id,
    bucket_id: row.bucket_id,
    owner: row.owner,
    owner_id: row.owner_id,
    version: row.version,
    updated_at: iso(row.updated_at),
    created_at: iso(row.created_at),
    last_accessed_at: iso(row.last_accessed_at),
    metadata: row.metadata,
    user_metadata: row.user_metadata,
  };
}

// ---------------------------------------------------------------------------------------------------------
// objects

async function uploadObject(
  req: BackendRequest,
  ctx: BackendContext,
  encodedTail: string,
  upsert: boolean,
): Promise<BackendResponse> {
  const { bucket: bucketId, key } = parseBucketAndKey(encodedTail);
  const claims = await claimsOf(req, ctx);
  const bucket = await findBucket(ctx, bucketId);
  const file = await readUploadBody(req);

  const sizeLimit = toNumber(bucket.file_size_limit);
  if (sizeLimit !== null && file.bytes.length > sizeLimit) throw storageErrors.entityTooLarge();
  // Only the bare type is kept: a parameter could smuggle a second type the browser would go by.
  const mimeType = bareMimeType(file.contentType);
  if (mimeType === null || !isMimeTypeAllowed(mimeType, bucket.allowed_mime_types)) {
    throw storageErrors.invalidMimeType(mimeType ?? file.contentType);
  }

  const now = new Date().toISOString();
  const eTag = `"${createHash('md5').update(file.bytes).digest('hex')}"`;
  const metadata = {
    eTag,
    size: file.bytes.length,
    mimetype: mimeType,
    cacheControl: file.cacheControl,
    lastModified: now,
    contentLength: file.bytes.length,
    httpStatusCode: 200,
  };
  const owner = typeof claims.sub === 'string' && /^[0-9a-f-]{36}$/i.test(claims.sub) ? claims.sub : null;
  const conflict = upsert
    ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
         metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
         updated_at = now(), last_accessed_at = now()`
    : '';

  const id = await ctx.db
    .asRole(claims, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, gen_random_uuid()::text) ${conflict}
         returning id`,
        [bucketId, key, owner, owner, JSON.stringify(metadata), file.userMetadata ? JSON.stringify(file.userMetadata) : null],
      );
      await continueAsOwner(tx);
      await tx.query(
        `insert into local_services.storage_blobs (bucket_id, name, bytes, content_type, size)
         values ($1, $2, $3, $4, $5)
         on conflict (bucket_id, name) do update set bytes = excluded.bytes, content_type = excluded.content_type,
           size = excluded.size, updated_at = now()`,
        [bucketId, key, file.bytes, mimeType, file.bytes.length],
      );
      return rows[0]?.id;
    })
    .catch(translateDbError);

  return json(200, { Id: id, Key: `${bucketId}/${key}` });
}

interface StoredObject {
  row: ObjectRow;
  blob: BlobRow;
}

async function readObjectAsOwner(ctx: BackendContext, bucketId: string, key: string): Promise<StoredObject | null> {
  const { rows } = await ctx.db.query<ObjectRow & BlobRow>(
    `select o.id, o.name, o.bucket_id, o.owner, o.owner_id, o.version, o.created_at, o.updated_at,
            o.last_accessed_at, o.metadata, o.user_metadata, b.bytes, b.content_type, b.size
       from storage.objects o
       join local_services.storage_blobs b on b.bucket_id = o.bucket_id and b.name = o.name
      where o.bucket_id = $1 and o.name = $2`,
    [bucketId, key],
  );
  const row = rows[0];
  return row ? { row, blob: row } : null;
}

async function readObjectAsRole(
  ctx: BackendContext,
  claims: JwtClaims,
  bucketId: string,
  key: string,
): Promise<StoredObject | null> {
  return ctx.db.asRole(claims, async (tx) => {
    const { rows } = await tx.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, key],
    );
    const row = rows[0];
    if (!row) return null;
    await continueAsOwner(tx);
    const blobs = await tx.query<BlobRow>(
      'select bytes, content_type, size from local_services.storage_blobs where bucket_id = $1 and name = $2',
      [bucketId, key],
    );
    const blob = blobs.rows[0];
    return blob ? { row, blob } : null;
  });
}

/**
 * What every object answer carries besides its type: no sniffing, and should a browser still render it as a
 * document on the API's origin, nothing may load or run in it.
 */
const OBJECT_SAFETY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;

function objectResponse(req: BackendRequest, bucket: BucketRow, stored: StoredObject): BackendResponse {
  const metadata = stored.row.metadata ?? {};
  const eTag = typeof metadata.eTag === 'string' ? metadata.eTag : undefined;
  const headers: Record<string, string> = {
    ...OBJECT_SAFETY_HEADERS,
    'content-type': servedMimeType(stored.blob.content_type, bucket.allowed_mime_types),
    'content-length': String(stored.blob.bytes.length),
    'cache-control': typeof metadata.cacheControl === 'string' ? metadata.cacheControl : 'no-cache',
    'last-modified': new Date(stored.row.updated_at ?? Date.now()).toUTCString(),
  };
  if (eTag) headers.etag = eTag;
  const download = req.url.searchParams.get('download');
  if (download !== null) {
    const fileName = download || stored.row.name.split('/').pop() || 'download';
    headers['content-disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  }
  if (eTag && req.headers['if-none-match'] === eTag) {
    return { status: 304, headers: { etag: eTag, 'cache-control': headers['cache-control'] ?? 'no-cache' } };
  }
  const isHead = req.method.toUpperCase() === 'HEAD';
  return { status: 200, headers, body: isHead ? null : Buffer.from(stored.blob.bytes) };
}

async function getPublicObject(req: BackendRequest, ctx: BackendContext, encodedTail: string): Promise<BackendResponse> {
  const { bucket: bucketId, key } = parseBucketAndKey(encodedTail);
  const bucket = await findBucket(ctx, bucketId);
  if (!bucket.public) throw storageErrors.noSuchBucket();
  const stored = await readObjectAsOwner(ctx, bucketId, key);
  if (!stored) throw storageErrors.noSuchKey();
  return objectResponse(req, bucket, stored);
}

async function getObject(req: BackendRequest, ctx: BackendContext, encodedTail: string): Promise<BackendResponse> {
  const { bucket: bucketId, key } = parseBucketAndKey(encodedTail);
  const claims = await claimsOf(req, ctx);
  const bucket = await findBucket(ctx, bucketId);
  const stored = await readObjectAsRole(ctx, claims, bucketId, key);
  if (!stored) throw storageErrors.noSuchKey();
  return objectResponse(req, bucket, stored);
}

async function getObjectInfo(req: BackendRequest, ctx: BackendContext, encodedTail: string): Promise<BackendResponse> {
  const { bucket: bucketId, key } = parseBucketAndKey(encodedTail);
  const claims = await claimsOf(req, ctx);
  const bucket = await findBucket(ctx, bucketId);
  const stored = await readObjectAsRole(ctx, claims, bucketId, key);
  if (!stored) throw storageErrors.noSuchKey();
  const metadata = stored.row.metadata ?? {};
  return json(200, {
    id: stored.row.id,
    version: stored.row.version,
    name: stored.row.name,
    bucket_id: stored.row.bucket_id,
    size: Number(stored.blob.size),
    content_type: servedMimeType(stored.blob.content_type, bucket.allowed_mime_types),
    cache_control: metadata.cacheControl ?? null,
    etag: metadata.eTag ?? null,
    metadata: stored.row.user_metadata ?? {},
    last_modified: iso(stored.row.updated_at),
    created_at: iso(stored.row.created_at),
    updated_at: iso(stored.row.updated_at),
    last_accessed_at: iso(stored.row.last_accessed_at),
  });
}

function prefixesOf(body: Record<string, unknown>): string[] {
  const { prefixes } = body;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000) {
    throw storageErrors.invalidRequest('body/prefixes must be an array of 1 to 1000 object paths');
  }
  return prefixes.map((entry: unknown) => {
    const path =
      typeof entry === 'string'
        ? entry
        : entry && typeof entry === 'object' && typeof (entry as { path?: unknown }).path === 'string'
          ? (entry as { path: string }).path
          : null;
    if (path === null) throw storageErrors.invalidRequest('body/prefixes must hold object paths');
    return path;
  });
}

async function deleteObjects(req: BackendRequest, ctx: BackendContext, encodedTail: string): Promise<BackendResponse> {
  const bucketId = parseBucket(encodedTail);
  const names = prefixesOf(readJson(req));
  const claims = await claimsOf(req, ctx);
  await findBucket(ctx, bucketId);
  // The bytes go with the rows: local_services.storage_blobs references storage.objects on delete cascade.
  const deleted = await ctx.db
    .asRole(claims, (tx) =>
      tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
        [bucketId, names],
      ),
    )
    .catch(translateDbError);
  return json(200, deleted.rows.map(objectJson));
}

async function deleteObject(req: BackendRequest, ctx: BackendContext, encodedTail: string): Promise<BackendResponse> {
  const { bucket: bucketId, key } = parseBucketAndKey(encodedTail);
  const claims = await claimsOf(req, ctx);
  await findBucket(ctx, bucketId);
  const deleted = await ctx.db
    .asRole(claims, (tx) =>
      tx.query<{ id: string }>('delete from storage.objects where bucket_id = $1 and name = $2 returning id', [
        bucketId,
        key,
      ]),
    )
    .catch(translateDbError);
  if (deleted.rows.length === 0) throw storageErrors.noSuchKey();
  return json(200, { message: 'Successfully deleted' });
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

async function listObjects(req: BackendRequest, ctx: BackendContext, encodedTail: string): Promise<BackendResponse> {
  const bucketId = parseBucket(encodedTail);
  const body = readJson(req);
  const claims = await claimsOf(req, ctx);
  await findBucket(ctx, bucketId);

  const rawPrefix = typeof body.prefix === 'string' ? body.prefix : '';
  const prefix = rawPrefix.replace(/^\/+|\/+$/g, '');
  const folder = prefix ? `${prefix}/` : '';
  const limit = Math.min(Math.max(Number(body.limit ?? 100) || 100, 1), 1000);
  const offset = Math.max(Number(body.offset ?? 0) || 0, 0);
  const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(String(sortBy.column))
    ? (String(sortBy.column) as 'name' | 'created_at' | 'updated_at' | 'last_accessed_at')
    : 'name';
  const descending = String(sortBy.order).toLowerCase() === 'desc';

  const { rows } = await ctx.db.asRole(claims, (tx) =>
    tx.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name like $2 escape '\\'`,
      [bucketId, `${escapeLike(folder)}%`],
    ),
  );

  const entries = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const rest = row.name.slice(folder.length);
    const slash = rest.indexOf('/');
    const entryName = slash === -1 ? rest : rest.slice(0, slash);
    if (!entryName || (search && !entryName.toLowerCase().startsWith(search)) || entries.has(entryName)) continue;
    entries.set(
      entryName,
      slash === -1
        ? { ...objectJson(row), name: entryName }
        : { name: entryName, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null },
    );
  }
  const sorted = [...entries.values()].sort((a, b) => {
    const left = String(a[column] ?? a.name);
    const right = String(b[column] ?? b.name);
    return (left < right ? -1 : left > right ? 1 : 0) * (descending ? -1 : 1);
  });
  return json(200, sorted.slice(offset, offset + limit));
}

// ---------------------------------------------------------------------------------------------------------
// buckets

function parseFileSizeLimit(value: unknown): number | null {
  if (value == null || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  const match = typeof value === 'string' ? /^(\d+)\s*(B|KB|MB|GB)?$/i.exec(value.trim()) : null;
  if (!match) throw storageErrors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const units: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };
  return Number(match[1]) * (units[(match[2] ?? 'B').toUpperCase()] ?? 1);
}

function parseMimeTypes(value: unknown): string[] | null {
  if (value == null) return null;
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string')) {
    throw storageErrors.invalidRequest('allowed_mime_types must be an array of strings');
  }
  return value as string[];
}

async function listBuckets(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const claims = await claimsOf(req, ctx);
  const { rows } = await ctx.db.asRole(claims, (tx) =>
    tx.query<BucketRow>(
      'select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets order by name',
    ),
  );
  return json(200, rows.map(bucketJson));
}

async function getBucket(req: BackendRequest, ctx: BackendContext, encodedId: string): Promise<BackendResponse> {
  const bucketId = parseBucket(encodedId);
  const claims = await claimsOf(req, ctx);
  const { rows } = await ctx.db.asRole(claims, (tx) =>
    tx.query<BucketRow>(
      'select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets where id = $1',
      [bucketId],
    ),
  );
  const bucket = rows[0];
  if (!bucket) throw storageErrors.noSuchBucket();
  return json(200, bucketJson(bucket));
}

async function createBucket(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const body = readJson(req);
  const name = typeof body.name === 'string' ? body.name : typeof body.id === 'string' ? body.id : '';
  const id = typeof body.id === 'string' ? body.id : name;
  assertValidBucketName(name);
  assertValidBucketName(id);
  const claims = await claimsOf(req, ctx);
  const owner = typeof claims.sub === 'string' && /^[0-9a-f-]{36}$/i.test(claims.sub) ? claims.sub : null;
  await ctx.db
    .asRole(claims, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3::uuid, $3, $4, $5, $6)`,
        [id, name, owner, body.public === true, parseFileSizeLimit(body.file_size_limit), parseMimeTypes(body.allowed_mime_types)],
      ),
    )
    .catch((error: unknown) => {
      if ((error as { code?: unknown } | null)?.code === '23505') throw storageErrors.bucketExists();
      translateDbError(error);
    });
  return json(200, { name });
}

async function updateBucket(req: BackendRequest, ctx: BackendContext, encodedId: string): Promise<BackendResponse> {
  const bucketId = parseBucket(encodedId);
  const body = readJson(req);
  const claims = await claimsOf(req, ctx);
  const updated = await ctx.db
    .asRole(claims, (tx) =>
      tx.query(
        `update storage.buckets set
           public = coalesce($2, public),
           file_size_limit = case when $3 then $4::bigint else file_size_limit end,
           allowed_mime_types = case when $5 then $6::text[] else allowed_mime_types end,
           updated_at = now()
         where id = $1 returning id`,
        [
          bucketId,
          typeof body.public === 'boolean' ? body.public : null,
          'file_size_limit' in body,
          parseFileSizeLimit(body.file_size_limit),
          'allowed_mime_types' in body,
          parseMimeTypes(body.allowed_mime_types),
        ],
      ),
    )
    .catch(translateDbError);
  if (updated.rows.length === 0) throw storageErrors.noSuchBucket();
  return json(200, { message: 'Successfully updated' });
}

async function emptyBucket(req: BackendRequest, ctx: BackendContext, encodedId: string): Promise<BackendResponse> {
  const bucketId = parseBucket(encodedId.replace(/\/empty$/, ''));
  const claims = await claimsOf(req, ctx);
  await findBucket(ctx, bucketId);
  await ctx.db
    .asRole(claims, (tx) => tx.query('delete from storage.objects where bucket_id = $1', [bucketId]))
    .catch(translateDbError);
  return json(200, { message: 'Successfully emptied' });
}

async function deleteBucket(req: BackendRequest, ctx: BackendContext, encodedId: string): Promise<BackendResponse> {
  const bucketId = parseBucket(encodedId);
  const claims = await claimsOf(req, ctx);
  await findBucket(ctx, bucketId);
  const { rows } = await ctx.db.query<{ count: number | string }>(
    'select count(*) as count from storage.objects where bucket_id = $1',
    [bucketId],
  );
  if (Number(rows[0]?.count ?? 0) > 0) throw storageErrors.bucketNotEmpty();
  const deleted = await ctx.db
    .asRole(claims, (tx) => tx.query('delete from storage.buckets where id = $1 returning id', [bucketId]))
    .catch(translateDbError);
  if (deleted.rows.length === 0) throw storageErrors.rowLevelSecurity();
  return json(200, { message: 'Successfully deleted' });
}

// ---------------------------------------------------------------------------------------------------------
// routes

type TailHandler = (req: BackendRequest, ctx: BackendContext, encodedTail: string) => Promise<BackendResponse>;

/** Answers with `handler`, handing it the path after `/storage/v1<before>` still percent-encoded (object-key.ts decodes it). */
function withTail(before: string, handler: TailHandler): Handler<BackendEnv> {
  return async (c) => toResponse(await handler(c.get('request'), c.get('backend'), c.req.path.slice(PREFIX.length + before.length)));
}

const OBJECT = '/object/:bucket{[^/]+}/:key{.+}';
const BUCKET = ['/bucket/:id{[^/]+}', '/bucket/:id{[^/]+}/'];

/**
 * Storage (`/storage/v1`), compatible with what supabase-js' storage client sends. Object rows are written
 * as the request's role so the migrations' storage policies decide; the bytes are kept in local_services.
 * The first route that matches answers, so the specific object routes come before `/object/<bucket>/<key>`.
 */
export const storageRoutes = serviceRoutes()
  .get('/health', serve(async () => json(200, { status: 'ok' })))
  .get('/status', serve(async () => json(200, { status: 'ok' })))
  .get('/object/public/:path{.+}', withTail('/object/public/', getPublicObject))
  .get('/object/authenticated/:path{.+}', withTail('/object/authenticated/', getObject))
  .get('/object/info/public/:path{.+}', withTail('/object/info/public/', getObjectInfo))
  .get('/object/info/authenticated/:path{.+}', withTail('/object/info/authenticated/', getObjectInfo))
  .get('/object/info/:path{.+}', withTail('/object/info/', getObjectInfo))
  .post('/object/list/:path{.+}', withTail('/object/list/', listObjects))
  .get(OBJECT, withTail('/object/', getObject))
  .post(OBJECT, withTail('/object/', (req, ctx, tail) => uploadObject(req, ctx, tail, req.headers['x-upsert'] === 'true')))
  .put(OBJECT, withTail('/object/', (req, ctx, tail) => uploadObject(req, ctx, tail, true)))
  .delete(OBJECT, withTail('/object/', deleteObject))
  .delete('/object/:path{.+}', withTail('/object/', deleteObjects))
  .on('GET', ['/bucket', '/bucket/'], serve(listBuckets))
  .on('POST', ['/bucket', '/bucket/'], serve(createBucket))
  .post('/bucket/:id{[^/]+}/empty', withTail('/bucket/', emptyBucket))
  .on('GET', BUCKET, withTail('/bucket/', getBucket))
  .on('PUT', BUCKET, withTail('/bucket/', updateBucket))
  .on('DELETE', BUCKET, withTail('/bucket/', deleteBucket))
  .all('*', (c) => {
    throw storageErrors.routeNotFound(c.req.method.toUpperCase(), c.req.path.slice(PREFIX.length) || '/');
  });
