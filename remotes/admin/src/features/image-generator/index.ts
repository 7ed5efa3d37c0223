import { ComingSoonPage } from '../coming-soon/coming-soon-page';

export const ImageGeneratorPage = ComingSoonPage;
