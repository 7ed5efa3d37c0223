/**
 * The one data-access layer: a folder per table (or area), each with the queries the public site uses
 * (`public-api.ts`) and those the back office uses (`admin-api.ts`), plus the pure logic both need.
 * Every function takes the Supabase client it runs with, so the same code serves the browser, tests and
 * prerendering. Public bundles keep only what they import (the package has no side effects).
 */
export * from './content-types/content-type';
export * from './content-types/registry';
export * from './content-types/listed-images';
export * from './modules';
export * from './blog-posts';
export * from './references';
export * from './pricing-plans';
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
export * from './media/stored-image-url';
export * from './media/public-api';
