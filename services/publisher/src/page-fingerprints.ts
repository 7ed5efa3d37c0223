import { createHash } from 'node:crypto';

/** What a page rendered with: the keys of the site's data it read, and a digest of their values then. */
export interface PageFingerprint {
  dataKeys: readonly string[];
  digest: string;
}

/**
 * Digests of a page's inputs for one render: the values under the keys it reads and the values every page
 * reads (`shared`). A value object seen before (an unchanged post keeps its object between renders) is
 * serialized once.
 */
export function createInputDigests(data: Readonly<Record<string, unknown>>, shared: unknown): (dataKeys: readonly string[]) => string {
  const sharedDigest = digestOf(shared);
  const byKey = new Map<string, string>();
  const valueDigest = (key: string): string => {
    let digest = byKey.get(key);
    if (digest === undefined) {
      digest = digestOf(data[key]);
      byKey.set(key, digest);
    }
    return digest;
  };
  return (dataKeys) => {
    const hash = createHash('sha256').update(sharedDigest);
    for (const key of dataKeys) hash.update('\0').update(key).update('\0').update(valueDigest(key));
    return hash.digest('base64url');
  };
}

/** Digests of value objects already seen; the site's data is never changed in place, only replaced. */
const objectDigests = new WeakMap<object, string>();

function digestOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return value === undefined ? 'undefined' : JSON.stringify(value);
  let digest = objectDigests.get(value);
  if (digest === undefined) {
    digest = createHash('sha256').update(JSON.stringify(value)).digest('base64url');
    objectDigests.set(value, digest);
  }
  return digest;
}
