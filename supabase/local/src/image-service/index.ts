export { imageRoutes, FAILING_TOKEN } from './image-service';
export { renderPromptImage, IMAGE_WIDTH, IMAGE_HEIGHT } from './prompt-image';
