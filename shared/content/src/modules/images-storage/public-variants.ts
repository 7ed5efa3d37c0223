import { publicSelect, type ReadClient } from '@app/supabase';
import { parseMediaVariants } from '../../media/image-variants';
import type { PublicMediaImage } from '../../media/public-api';
import { MODULE_IMAGES_BUCKET } from './file-name';

/** The object path of a module image from its public URL (…/storage/v1/object/public/module-images/<path>), else null. */
export function moduleImagePathOfUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const marker = `/storage/v1/object/public/${MODULE_IMAGES_BUCKET}/`;
  const at = url.indexOf(marker);
  return at === -1 ? null : decodeURIComponent(url.slice(at + marker.length).split(/[?#]/)[0] ?? '');
}

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

const PATHS_PER_READ = 50;

/** The module images at `paths` whose variants are made, for what the browser draws alone: one plain GET per 50 paths. Throws when a read fails. */
export async function fetchPublicModuleImagesAt(paths: readonly string[]): Promise<Map<string, PublicMediaImage>> {
  const images = new Map<string, PublicMediaImage>();
  const unique = [...new Set(paths)];
  const batches = Array.from({ length: Math.ceil(unique.length / PATHS_PER_READ) }, (_, index) => unique.slice(index * PATHS_PER_READ, (index + 1) * PATHS_PER_READ));
  await Promise.all(
    batches.map(async (batch) => {
      const { data, error } = await publicSelect<StoredImageRow>('storage_image_variants', 'path, width, height, variants')
        .eq('bucket_id', MODULE_IMAGES_BUCKET)
        .in('path', batch)
        .eq('variants_status', 'ready');
      if (error) throw new Error(`storage_image_variants: ${error.message}`);
      for (const row of data ?? []) {
        const image = readyImage(row);
        if (image) images.set(row.path, image);
      }
    }),
  );
  return images;
}
