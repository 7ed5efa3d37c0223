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
export { publicSitemapEntries, sitemapXml, type SitemapEntry } from './sitemap';
export { PRIVATE_PATHS, robotsTxt } from './robots';
export { APP_SHELL_FILE, appShellRedirects, notFoundFile, type PermanentRedirect } from './app-shell-rules';
export { escapeMarkup, scriptSafeJson } from './escape';
export { FEED_SIZE, blogFeedLink, blogFeedPath, blogFeedXml } from './feed';
