export { absoluteUrl, alternatePaths } from './urls';
export { HEAD_MARKER_ATTRIBUTE, applyHeadTags, headTags, type PageMeta } from './head-tags';
export { blogPostingJsonLd, type BlogPostingInput } from './blog-posting';
export {
  DEFAULT_SHARE_IMAGE,
  SEED_CONTACT,
  SITE_NAME,
  organizationJsonLd,
  type OrganizationContact,
} from './organization';
export {
  SITEMAP_FILE,
  SITEMAP_URL_LIMIT,
  isSitemapFile,
  publicSitemapEntries,
  sitemapFiles,
  sitemapIndexXml,
  sitemapXml,
  type SitemapEntry,
} from './sitemap';
export { PRIVATE_PATHS, robotsTxt } from './robots';
export { APP_SHELL_FILE, appShellRedirects, notFoundFile, type PermanentRedirect } from './app-shell-rules';
export { escapeMarkup, scriptSafeJson } from './escape';
export { FEED_SIZE, blogFeedLink, blogFeedPath, blogFeedXml, contentFeedFiles } from './feed';
export {
  BLOG_CATEGORY_KEYS,
  BLOG_PAGE_SIZE,
  blogCategoryFromSlug,
  blogCategoryName,
  blogCategorySlug,
  blogFirstPageRedirects,
  blogListDataKey,
  blogListPageAlternates,
  blogListPagePath,
  blogListPages,
  blogListPaths,
  blogPageCount,
  blogPageRange,
  blogPageSlice,
  contentListPaths,
  postsOfCategory,
  type BlogListPage,
  type BlogListPageData,
} from './blog-list-pages';
