import { lazyPage } from '../../components/lazy-page';

export const BlogListPage = lazyPage(() => import('./blog-list-page'), 'BlogListPage');
export const BlogEditorPage = lazyPage(() => import('./blog-editor-page'), 'BlogEditorPage');
