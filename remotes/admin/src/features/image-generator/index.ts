import { lazyPage } from '../../components/lazy-page';

export const ImageGeneratorPage = lazyPage(() => import('./image-generator-page'), 'ImageGeneratorPage');
