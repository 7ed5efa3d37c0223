export { ImageGeneratorPage } from './image-generator-page';
