import type { AppSupabaseClient } from '@app/supabase';
import { MODULE_IMAGES_BUCKET, moduleImageFileName } from './file-name';

/** Uploads one image to the module-images bucket and answers its public URL, which is stored as the image URL. */
export async function uploadModuleImage(
  client: AppSupabaseClient,
  file: Blob,
  originalName: string,
): Promise<string> {
  const name = moduleImageFileName(originalName, file.type);
  const bucket = client.storage.from(MODULE_IMAGES_BUCKET);
  const { error } = await bucket.upload(name, file, {
    contentType: file.type || undefined,
    cacheControl: '31536000',
    upsert: false,
  });
  if (error) throw error;
  return bucket.getPublicUrl(name).data.publicUrl;
}
