import { publicSelect, type ReadClient } from '@app/supabase';
import { parseMediaVariants, type MediaVariant } from './image-variants';

/** A library image whose variants are made, as the pages look it up by its object path. */
export interface PublicMediaImage {
  path: string;
  width: number;
  height: number;
  variants: MediaVariant[];
}

/** Rows per request: hosted Supabase answers at most 1,000 rows (its default max_rows). */
const PAGE_ROWS = 1000;

/** The library images with their variants made, by object path (for the images inside a post's text). Throws on a failed request. */
export async function fetchPublicMediaImages(client: ReadClient): Promise<Map<string, PublicMediaImage>> {
  const images = new Map<string, PublicMediaImage>();
  for (let from = 0; ; from += PAGE_ROWS) {
    const { data, error } = await client
      .from('media_assets')
      .select('path, width, height, variants')
      .eq('variants_status', 'ready')
      .order('id')
      .range(from, from + PAGE_ROWS - 1);
    if (error) throw new Error(`media_assets: ${error.message}`, { cause: error });
    for (const row of data) images.set(row.path, { path: row.path, width: row.width, height: row.height, variants: parseMediaVariants(row.variants) });
    if (data.length < PAGE_ROWS) break;
  }
  return images;
}

/**
 * The library images at `paths` whose variants are made, for a post drawn in the browser alone: one plain
 * GET each (no REST client on the post page). An image that cannot be read is left out: it stays the original.
 */
export async function fetchPublicMediaImagesAt(paths: readonly string[]): Promise<Map<string, PublicMediaImage>> {
  const images = new Map<string, PublicMediaImage>();
  await Promise.all(
    [...new Set(paths)].map(async (path) => {
      const { data } = await publicSelect<{ path: string; width: number; height: number; variants: unknown }>('media_assets', 'path, width, height, variants')
        .eq('path', path)
        .eq('variants_status', 'ready')
        .limit(1);
      const row = data?.[0];
      if (row) images.set(row.path, { path: row.path, width: row.width, height: row.height, variants: parseMediaVariants(row.variants) });
    }),
  );
  return images;
}
