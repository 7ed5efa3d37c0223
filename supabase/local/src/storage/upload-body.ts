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

/** The media type without parameters, lower-cased: `image/png; x=1` → `image/png`. */
export function bareMimeType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** Whether a bucket's `allowed_mime_types` (exact types or `type/*`) admit a content type; none set admits all. */
export function isMimeTypeAllowed(contentType: string, allowed: readonly string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const mimeType = bareMimeType(contentType);
  return allowed.some((entry) => {
    const pattern = entry.trim().toLowerCase();
    return pattern.endsWith('/*') ? mimeType.startsWith(pattern.slice(0, -1)) : pattern === mimeType;
  });
}
