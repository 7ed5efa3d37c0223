import type { BackendRequest } from '../contract';
import { storageErrors } from './storage-errors';

export interface UploadedFile {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function parseUserMetadata(value: string | null | undefined, encoding: 'json' | 'base64json'): Record<string, unknown> | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(encoding === 'base64json' ? Buffer.from(value, 'base64').toString('utf8') : value);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through to the error below
  }
  throw storageErrors.invalidRequest('Invalid metadata: expected a JSON object');
}

function cacheControlFrom(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  return /^\d+$/.test(value) ? `max-age=${value}` : value;
}

/**
 * Reads an upload as supabase-js sends it: multipart/form-data with the file in the field named '' (any
 * file field is accepted) plus `cacheControl` and `metadata`, or a raw body typed by its content-type.
 */
export async function readUploadBody(req: BackendRequest): Promise<UploadedFile> {
  const contentType = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) {
    return {
      bytes: req.body,
      contentType: contentType || 'application/octet-stream',
      cacheControl: cacheControlFrom(req.headers['cache-control'], 'no-cache'),
      userMetadata: parseUserMetadata(req.headers['x-metadata'], 'base64json'),
    };
  }

  let form: FormData;
  try {
    form = await new Request('http://upload.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(req.body),
    }).formData();
  } catch {
    throw storageErrors.invalidRequest('Malformed multipart/form-data body');
  }
  const emptyNamed = form.get('');
  const file =
    emptyNamed instanceof Blob ? emptyNamed : [...form.values()].find((value): value is File => value instanceof Blob);
  if (!file) throw storageErrors.noContent();
  const cacheControl = form.get('cacheControl');
  const metadata = form.get('metadata');
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    contentType: file.type || 'application/octet-stream',
    cacheControl: cacheControlFrom(typeof cacheControl === 'string' ? cacheControl : null, 'max-age=3600'),
    userMetadata: parseUserMetadata(typeof metadata === 'string' ? metadata : null, 'json'),
  };
}

// RFC 9110: a media type is `type/subtype` of token characters, then `; name=value` parameters.
const TOKEN = "[!#$%&'*+.^_`|~0-9a-z-]+";
const MEDIA_TYPE = new RegExp(`^\\s*(${TOKEN}/${TOKEN})\\s*(?:;\\s*(?:${TOKEN}\\s*=\\s*(?:${TOKEN}|"(?:[^"\\\\]|\\\\.)*")\\s*)?)*$`, 'i');

/**
 * The media type without parameters, lower-cased (`image/png; x=1` → `image/png`), or null when the value is
 * not exactly one well-formed media type. Browsers read a comma-separated list by its last type, so
 * `image/png; x=y, text/html` passing as image/png would be served as a page.
 */
export function bareMimeType(contentType: string): string | null {
  const match = MEDIA_TYPE.exec(contentType);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** Whether a bucket's `allowed_mime_types` (exact types or `type/*`) admit a bare media type; none set admits all. */
export function isMimeTypeAllowed(mimeType: string, allowed: readonly string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((entry) => {
    const pattern = entry.trim().toLowerCase();
    return pattern.endsWith('/*') ? mimeType.startsWith(pattern.slice(0, -1)) : pattern === mimeType;
  });
}

/**
 * The Content-Type an object is served with: the bare type it was stored with if the bucket admits it,
 * else application/octet-stream. Objects stored before uploads were checked strictly may carry a smuggled
 * list such as `image/png; x=y, text/html`: its part before the first `;` or `,` is what they were let in as.
 */
export function servedMimeType(storedType: string, allowed: readonly string[] | null | undefined): string {
  const bare = bareMimeType(storedType.split(/[;,]/)[0] ?? '');
  return bare !== null && isMimeTypeAllowed(bare, allowed) ? bare : 'application/octet-stream';
}
