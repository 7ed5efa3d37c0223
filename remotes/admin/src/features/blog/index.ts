export { BlogListPage } from './blog-list-page';
export { BlogEditorPage } from './blog-editor-page';
