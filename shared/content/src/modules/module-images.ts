import { parseListedImages, type ListedImage } from '../content-types/listed-images';

/** One slider image of a module: `modules.images` is a list of images as content types store them. */
export type ModuleImage = ListedImage;
export { parseListedImages as parseModuleImages };

/** Only active images are shown publicly. */
export function activeModuleImages(value: unknown): string[] {
  return parseListedImages(value)
    .filter((image) => image.active)
    .map((image) => image.url);
}

/** The stored form: serialized text of `{ url, active }` objects, or null when there are none. */
export function serializeModuleImages(images: readonly ModuleImage[]): string | null {
  return images.length ? JSON.stringify(images.map(({ url, active }) => ({ url, active }))) : null;
}
