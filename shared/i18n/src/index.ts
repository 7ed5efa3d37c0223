export { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, isLocale, type Locale } from './locales';
export {
  BLOG_LIST_SEGMENTS,
  EMAIL_LINK_PAGE_KEYS,
  PAGE_KEYS,
  UNLISTED_PAGE_KEYS,
  blogListRoutePatterns,
  blogPostAlternates,
  getBlogListHref,
  getBlogPostHref,
  getHref,
  localeFromPath,
  pageAlternates,
  parsePath,
  switchLocalePath,
  type BlogListLocation,
  type EmailLinkPageKey,
  type PageKey,
  type UnlistedPageKey,
} from './routes';
export { persistLocale } from './locale-cookie';
export {
  formatDate,
  formatDateTime,
  formatPrice,
  type Currency,
} from './format';
export { pickTranslated, pickTranslatedList, translatedLocale } from './translated';
export { FIXED_PRICING_PLANS } from './fixed-content';
export { readTimeMinutes } from './read-time';
export { MESSAGE_SECTIONS, getMessages, hasMessages, type MessageSection, type Messages } from './messages';
export { loadMessages } from './messages/load-messages';
export { fillLegalParagraph, type CompanyDetails, type LegalParagraph } from './legal-text';
