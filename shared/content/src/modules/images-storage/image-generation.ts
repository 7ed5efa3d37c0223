import type { AppSupabaseClient } from '@app/supabase';
import { adminAppendModuleImages, adminListModules } from '../admin-api';
import { parseModuleImages } from '../module-images';
import { IMAGES_PER_MODULE, moduleImagePrompt } from './image-prompts';
import { uploadModuleImage } from './upload';

/** A non-OK answer of the text-to-image service; `status` is its HTTP status. */
export class ImageServiceError extends Error {
  readonly status: number;
  constructor(status: number, detail: string) {
    super(`Služba pro generování obrázků odpověděla ${status}${detail ? `: ${detail}` : ''}`);
    this.name = 'ImageServiceError';
    this.status = status;
  }
}

/** POST `{ inputs: prompt }` with the bearer token; answers the image blob. */
export async function requestGeneratedImage(
  serviceUrl: string,
  token: string,
  prompt: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Blob> {
  const response = await fetchImpl(serviceUrl, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'image/*' },
    body: JSON.stringify({ inputs: prompt }),
  });
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new ImageServiceError(response.status, detail.slice(0, 200));
  }
  return response.blob();
}

export interface ImageGenerationProgress {
  moduleName: string;
  /** 1-based number of the image being generated for this module. */
  image: number;
  total: number;
}

export interface GeneratedModuleImages {
  moduleId: string;
  moduleName: string;
  /** Public URLs of the images added to the module (failed images are skipped). */
  urls: string[];
}

export interface GenerateModuleImagesOptions {
  serviceUrl: string;
  token: string;
  /** false: only active modules without images; true: every active module (inactive ones are never processed). */
  regenerateAll: boolean;
  onProgress?: (progress: ImageGenerationProgress) => void;
  /** Called for each image that failed and was skipped. */
  onImageError?: (error: unknown, progress: ImageGenerationProgress) => void;
  fetchImpl?: typeof fetch;
}

/**
 * Generates IMAGES_PER_MODULE images for each selected active module, uploads them to the module-images
 * bucket and appends them to the module's images. A single failed image is skipped; failures of the module
 * list, upload or save abort the run.
 */
export async function generateModuleImages(
  client: AppSupabaseClient,
  options: GenerateModuleImagesOptions,
): Promise<GeneratedModuleImages[]> {
  const modules = (await adminListModules(client)).filter(
    (module) => module.active && (options.regenerateAll || parseModuleImages(module.images).length === 0),
  );
  const results: GeneratedModuleImages[] = [];
  for (const module of modules) {
    const urls: string[] = [];
    for (let image = 1; image <= IMAGES_PER_MODULE; image += 1) {
      const progress = { moduleName: module.name_cs, image, total: IMAGES_PER_MODULE };
      options.onProgress?.(progress);
      let blob: Blob;
      try {
        blob = await requestGeneratedImage(
          options.serviceUrl,
          options.token,
          moduleImagePrompt(module.name_cs, image - 1),
          options.fetchImpl,
        );
      } catch (error) {
        options.onImageError?.(error, progress);
        continue;
      }
      urls.push(await uploadModuleImage(client, blob, `generated.${blob.type === 'image/jpeg' ? 'jpg' : 'png'}`));
    }
    if (urls.length) await adminAppendModuleImages(client, module.id, urls);
    results.push({ moduleId: module.id, moduleName: module.name_cs, urls });
  }
  return results;
}
