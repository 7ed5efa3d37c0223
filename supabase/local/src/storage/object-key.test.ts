import { HttpError } from '../contract';
import { assertValidObjectKey, parseBucket, parseBucketAndKey } from './object-key';

function statusOf(run: () => unknown): number | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
}

describe('object keys', () => {
  it('splits the bucket from a nested, percent-encoded key', () => {
    expect(parseBucketAndKey('module-images/2024/a%20b.png')).toEqual({
      bucket: 'module-images',
      key: '2024/a b.png',
    });
  });

  it('refuses traversal, empty segments and characters storage-api refuses', () => {
    for (const tail of ['b/..%2F..%2Fetc%2Fpasswd', 'b/a/../c', 'b/./a', 'b/a//c', 'b/a%5Cb', 'b/%00', 'b/a%E9']) {
      expect(statusOf(() => parseBucketAndKey(tail))).toBe(400);
    }
    expect(statusOf(() => assertValidObjectKey('x'.repeat(1025)))).toBe(400);
  });

  it('refuses a path without an object key or with a bad bucket name', () => {
    expect(statusOf(() => parseBucketAndKey('bucket-only'))).toBe(400);
    expect(statusOf(() => parseBucketAndKey('/key'))).toBe(400);
    expect(statusOf(() => parseBucket('a%2Fb'))).toBe(400);
    expect(parseBucket('module-images')).toBe('module-images');
  });
});
