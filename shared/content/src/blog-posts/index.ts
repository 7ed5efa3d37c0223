/** The type's public surface, as @app/content exports it. */
export * from './blog-post-content-type';
export * from './blog-post-public-data';
export * from './blog-post-rows';
export * from './post-last-change';
export * from './public-api';
export * from './post-pages-api';
export {
  fetchPublishedBlogPostPage,
  fetchPublishedBlogPostPageWithoutClient,
  fetchPublishedBlogPosts,
  type PublishedBlogPostPageQuery,
} from './public-list-api';
export * from './blog-post-display';
export * from './blog-post-view';
export * from './admin-api';
export * from './reading-time';
export * from './prepublish-checks';
export { missingTranslationsMessage, missingTranslationsRefusalOf } from './missing-translations';
export * from './prepublish-context';
