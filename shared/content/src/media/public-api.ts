import { publicSelect, type ReadClient } from '@app/supabase';
import { parseMediaVariants, type MediaVariant } from './image-variants';
import { MEDIA_BUCKET } from './media-files';
import type { StoredImage } from './stored-image-url';

/** A library image whose variants are made, as the pages look it up by its object path. */
export interface PublicMediaImage {
  path: string;
  width: number;
  height: number;
  variants: MediaVariant[];
}

/** Rows per request: hosted Supabase answers at most 1,000 rows (its default max_rows). */
const PAGE_ROWS = 1000;

/** Every row a paged read returns, `PAGE_ROWS` at a time. Throws on a failed request, naming `table`. */
async function everyPage<Row>(table: string, page: (from: number, to: number) => PromiseLike<{ data: Row[] | null; error: { message: string } | null }>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += PAGE_ROWS) {
    const { data, error } = await page(from, from + PAGE_ROWS - 1);
    if (error) throw new Error(`${table}: ${error.message}`, { cause: error });
    rows.push(...(data ?? []));
    if ((data ?? []).length < PAGE_ROWS) return rows;
  }
}

/** The library images with their variants made, by object path (for the images inside a post's text). Throws on a failed request. */
export async function fetchPublicMediaImages(client: ReadClient): Promise<Map<string, PublicMediaImage>> {
  const rows = await everyPage('media_assets', (from, to) =>
    client.from('media_assets').select('path, width, height, variants').eq('variants_status', 'ready').order('id').range(from, to),
  );
  return new Map(rows.map((row) => [row.path, { path: row.path, width: row.width, height: row.height, variants: parseMediaVariants(row.variants) }]));
}

/** Paths per request: keeps the URL of one read short (an object path is about 40 characters). */
const PATHS_PER_READ = 50;

/**
 * The images described in `table` (one bucket's, when `bucket` is given) at `paths` whose variants are
 * made, for what the browser draws alone: one plain GET per 50 paths, without the REST client. Throws when
 * a read fails.
 */
export async function fetchReadyImagesAt(
  table: 'media_assets' | 'storage_image_variants',
  paths: readonly string[],
  bucket?: string,
): Promise<Map<string, PublicMediaImage>> {
  const images = new Map<string, PublicMediaImage>();
  const unique = [...new Set(paths)];
  const batches = Array.from({ length: Math.ceil(unique.length / PATHS_PER_READ) }, (_, index) => unique.slice(index * PATHS_PER_READ, (index + 1) * PATHS_PER_READ));
  await Promise.all(
    batches.map(async (batch) => {
      let read = publicSelect<{ path: string; width: number; height: number; variants: unknown }>(table, 'path, width, height, variants');
      if (bucket) read = read.eq('bucket_id', bucket);
      const { data, error } = await read.in('path', batch).eq('variants_status', 'ready');
      if (error) throw new Error(`${table}: ${error.message}`);
      for (const row of data ?? []) images.set(row.path, { path: row.path, width: row.width, height: row.height, variants: parseMediaVariants(row.variants) });
    }),
  );
  return images;
}

/** The library images at `paths` whose variants are made (a post changed since the build, a page opened by a link). */
export function fetchPublicMediaImagesAt(paths: readonly string[]): Promise<Map<string, PublicMediaImage>> {
  return fetchReadyImagesAt('media_assets', paths);
}

/** A stored image outside the media library (a module's upload) whose variants are made. */
export interface PublicStoredImage extends StoredImage {
  image: PublicMediaImage;
}

/**
 * The images of the other watched buckets (a module's uploads) whose variants are made, for the pages that
 * draw them. Throws on a failed request.
 */
export async function fetchPublicStoredImages(client: ReadClient): Promise<PublicStoredImage[]> {
  const rows = await everyPage('storage_image_variants', (from, to) =>
    client.from('storage_image_variants').select('bucket_id, path, width, height, variants').eq('variants_status', 'ready').order('id').range(from, to),
  );
  return rows.flatMap(({ bucket_id: bucket, path, width, height, variants }) =>
    width && height ? [{ bucket, path, image: { path, width, height, variants: parseMediaVariants(variants) } }] : [],
  );
}

/** The images of `bucket` at `paths` whose variants are made, for what the browser draws alone. Throws when a read fails. */
export function fetchStoredImagesAt(bucket: string, paths: readonly string[]): Promise<Map<string, PublicMediaImage>> {
  return bucket === MEDIA_BUCKET ? fetchPublicMediaImagesAt(paths) : fetchReadyImagesAt('storage_image_variants', paths, bucket);
}
