import { storageErrors } from './storage-errors';

// The characters storage-api accepts in object keys and bucket names; anything else is refused there too,
// so nothing that works locally fails on hosted Supabase.
const KEY_CHARACTERS = /^[\w/!\-.*'() &$@=;:+,?]*$/;
const BUCKET_CHARACTERS = /^[\w!\-.*'() &$@=;:+,?]*$/;
const MAX_KEY_LENGTH = 1024;

export function assertValidBucketName(name: string): void {
  if (!name || name.length > 100 || !BUCKET_CHARACTERS.test(name) || name === '.' || name === '..') {
    throw storageErrors.invalidBucketName();
  }
}

/** Refuses keys storage-api refuses, plus empty, `.` and `..` segments (no path tricks, even in a database). */
export function assertValidObjectKey(key: string): void {
  const segments = key.split('/');
  if (
    !key ||
    key.length > MAX_KEY_LENGTH ||
    !KEY_CHARACTERS.test(key) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw storageErrors.invalidKey(key);
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw storageErrors.invalidKey(segment);
  }
}

/** Splits `<bucket>/<key…>` from a URL path tail (still percent-encoded) and validates both parts. */
export function parseBucketAndKey(encodedTail: string): { bucket: string; key: string } {
  const slash = encodedTail.indexOf('/');
  if (slash <= 0) throw storageErrors.invalidRequest('Expected a path of the form <bucket>/<object path>');
  const bucket = decodeSegment(encodedTail.slice(0, slash));
  const key = decodeSegment(encodedTail.slice(slash + 1));
  assertValidBucketName(bucket);
  assertValidObjectKey(key);
  return { bucket, key };
}

export function parseBucket(encodedTail: string): string {
  const bucket = decodeSegment(encodedTail.replace(/\/+$/, ''));
  assertValidBucketName(bucket);
  return bucket;
}
