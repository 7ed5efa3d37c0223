import type { ReadClient } from '@app/supabase';
import { parseMediaVariants } from '../../media/image-variants';
import { fetchReadyImagesAt, type PublicMediaImage } from '../../media/public-api';
import { MODULE_IMAGES_BUCKET } from './file-name';

interface StoredImageRow {
  path: string;
  width: number | null;
  height: number | null;
  variants: unknown;
}

function readyImage(row: StoredImageRow): PublicMediaImage | null {
  return row.width && row.height ? { path: row.path, width: row.width, height: row.height, variants: parseMediaVariants(row.variants) } : null;
}

const PAGE_ROWS = 1000;

/** The module images with their variants made, by object path (what the pages draw as pictures). Throws on a failed request. */
export async function fetchPublicModuleImages(client: ReadClient): Promise<Map<string, PublicMediaImage>> {
  const images = new Map<string, PublicMediaImage>();
  for (let from = 0; ; from += PAGE_ROWS) {
    const { data, error } = await client
      .from('storage_image_variants')
      .select('path, width, height, variants')
      .eq('bucket_id', MODULE_IMAGES_BUCKET)
      .eq('variants_status', 'ready')
      .order('id')
      .range(from, from + PAGE_ROWS - 1);
    if (error) throw new Error(`storage_image_variants: ${error.message}`, { cause: error });
    for (const row of data) {
      const image = readyImage(row);
      if (image) images.set(row.path, image);
    }
    if (data.length < PAGE_ROWS) break;
  }
  return images;
}

/** The module images at `paths` whose variants are made, for what the browser draws alone. Throws when a read fails. */
export function fetchPublicModuleImagesAt(paths: readonly string[]): Promise<Map<string, PublicMediaImage>> {
  return fetchReadyImagesAt('storage_image_variants', paths, MODULE_IMAGES_BUCKET);
}
