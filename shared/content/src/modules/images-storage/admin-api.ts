/** What the back office uses of module image storage and generation. */
export {
  MODULE_IMAGES_BUCKET,
  MODULE_IMAGE_MAX_BYTES,
  MODULE_IMAGE_MIME_TYPES,
  moduleImageFileName,
} from './file-name';
export { uploadModuleImage } from './upload';
export { IMAGES_PER_MODULE, moduleImageCategory, moduleImagePrompt, type ModuleImageCategory } from './image-prompts';
export {
  ImageServiceError,
  generateModuleImages,
  requestGeneratedImage,
  type GenerateModuleImagesOptions,
  type GeneratedModuleImages,
  type ImageGenerationProgress,
} from './image-generation';
