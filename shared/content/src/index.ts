/**
 * The one data-access layer: a folder per table (or area), each with the queries the public site uses
 * (`public-api.ts`) and those the back office uses (`admin-api.ts`), plus the pure logic both need.
 * Every function takes the Supabase client it runs with, so the same code serves the browser, tests and
 * prerendering. Public bundles keep only what they import (the package has no side effects).
 */
export {
  parseModuleImages,
  activeModuleImages,
  serializeModuleImages,
  type ModuleImage,
} from './modules/module-images';
export * from './content-types/content-type';
export * from './content-types/registry';
export * from './modules/module-content-type';
export * from './blog-posts/blog-post-content-type';
export * from './references/reference-content-type';
export * from './pricing-plans/pricing-plan-content-type';
export * from './modules/module-public-data';
export * from './blog-posts/blog-post-public-data';
export * from './references/reference-public-data';
export * from './pricing-plans/pricing-plan-public-data';
export * from './modules/public-api';
export * from './modules/admin-api';
export * from './blog-posts/blog-post-rows';
export * from './blog-posts/public-api';
export {
  fetchPublishedBlogPostPage,
  fetchPublishedBlogPostPageWithoutClient,
  fetchPublishedBlogPosts,
  type PublishedBlogPostPageQuery,
} from './blog-posts/public-list-api';
export * from './blog-posts/blog-post-display';
export * from './blog-posts/blog-post-view';
export * from './blog-posts/admin-api';
export * from './blog-posts/reading-time';
export * from './blog-posts/prepublish-checks';
export * from './blog-posts/prepublish-context';
export * from './references/reference-rows';
export * from './references/public-api';
export * from './references/reference-display';
export * from './references/admin-api';
export * from './pricing-plans/pricing-plan-rows';
export * from './pricing-plans/public-api';
export * from './pricing-plans/pricing-display';
export * from './pricing-plans/admin-api';
export * from './site-settings/public-api';
export * from './site-settings/public-contact-info-read';
export * from './site-settings/maintenance-public-api';
export * from './site-settings/admin-api';
export * from './email-address/email-address';
export * from './enquiries/public-api';
export * from './enquiries/form-token-api';
export * from './enquiries/admin-api';
export * from './mail-outbox/admin-api';
export * from './personal-data/admin-api';
export * from './users/admin-api';
export * from './module-images-storage/admin-api';
export * from './revisions/save-conflict';
export * from './revisions/admin-api';
export * from './revisions/translation-status';
export * from './dashboard/admin-api';
export * from './publishing/admin-api';
export * from './list-query';
export * from './media/media-files';
export * from './media/admin-api';
export * from './site-search/public-api';
export * from './site-search/result-href';
export * from './site-search/admin-api';
export * from './analytics/public-api';
export * from './analytics/admin-api';
export * from './media/image-variants';
export * from './media/og-image-size';
export * from './media/media-urls';
export * from './media/public-api';
