import { ComingSoonPage } from '../coming-soon/coming-soon-page';

export const BlogListPage = ComingSoonPage;
export const BlogEditorPage = ComingSoonPage;
