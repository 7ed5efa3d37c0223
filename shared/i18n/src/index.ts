export { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, isLocale, type Locale } from './locales';
export {
  EMAIL_LINK_PAGE_KEYS,
  EMAIL_LINK_SEGMENTS,
  PAGE_KEYS,
  ROUTE_SEGMENTS,
  blogPostAlternates,
  getBlogPostHref,
  getHref,
  localeFromPath,
  parsePath,
  switchLocalePath,
  type EmailLinkPageKey,
  type PageKey,
  type ParsedPath,
} from './routes';
export {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  localeCookie,
  persistLocale,
  readLocaleCookie,
} from './locale-cookie';
export {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPrice,
  pickTranslated,
  pickTranslatedList,
  translatedLocale,
  type Currency,
} from './format';
export {
  DEFAULT_READ_TIME_MINUTES,
  FIXED_PRICING_PLANS,
  readTimeMinutes,
  type FixedPricingPlan,
  type PricingTier,
} from './fixed-content';
export { MESSAGE_SECTIONS, getMessages, hasMessages, type MessageSection, type Messages } from './messages';
export { loadMessages } from './messages/load-messages';
export {
  COMPANY_DETAIL_KEYS,
  detailsNamedIn,
  fillLegalParagraph,
  type CompanyDetailKey,
  type CompanyDetails,
  type LegalParagraph,
} from './legal-text';
