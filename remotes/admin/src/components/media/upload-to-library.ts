import { MEDIA_BUCKET, adminDiscardMediaFile, adminRegisterMedia, mediaFileProblem, mediaObjectPath, mediaSizeRefusal, mediaTypeRefusal, type MediaAltTexts, type MediaAsset } from '@app/content';
import { getSupabase, loadRuntimeConfig } from '@app/supabase';
import { UploadError, uploadWithProgress } from './upload-with-progress';

/** The pixel size of an image file, read by the browser before upload (the public pages set it). */
export async function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    throw new Error('Soubor nelze přečíst jako obrázek.');
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The storage API's refusals in the words of the upload form. */
function uploadFailure(error: unknown, fileName: string): Error {
  if (error instanceof UploadError) {
    if (error.status === 413) return new Error(mediaSizeRefusal(fileName));
    if (error.status === 415 || /mime|type/i.test(error.message)) return new Error(mediaTypeRefusal(fileName));
    if (error.status === 401 || error.status === 403) return new Error('Nemáte oprávnění nahrávat obrázky.');
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Puts an image into the library: checks type and size (the bucket checks them again), reads its size,
 * uploads it with progress, then describes it in media_assets; a file whose description fails is removed.
 */
export async function uploadToLibrary(file: File, alt: MediaAltTexts, onProgress: (fraction: number) => void): Promise<MediaAsset> {
  const problem = mediaFileProblem(file);
  if (problem) throw new Error(problem);
  const size = await imageSize(file);
  const [client, config] = await Promise.all([getSupabase(), loadRuntimeConfig()]);
  const { data } = await client.auth.getSession();
  const path = mediaObjectPath(file.name, file.type);
  try {
    await uploadWithProgress({
      url: `${config.supabaseUrl}/storage/v1/object/${MEDIA_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`,
      headers: {
        apikey: config.supabaseAnonKey,
        authorization: `Bearer ${data.session?.access_token ?? config.supabaseAnonKey}`,
        'x-upsert': 'false',
      },
      file,
      onProgress,
    });
  } catch (error) {
    throw uploadFailure(error, file.name);
  }
  try {
    return await adminRegisterMedia(client, {
      path,
      file_name: file.name,
      mime_type: file.type,
      size_bytes: file.size,
      ...size,
      ...alt,
    });
  } catch (error) {
    await adminDiscardMediaFile(client, path).catch(() => undefined);
    throw error;
  }
}
