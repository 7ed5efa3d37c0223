import type { Locale } from '../locales';
import { getMessages, hasMessages, registerMessages, type CoreMessages, type MessageSection, type Messages, type SectionMessages } from './index';

async function importCore(locale: Locale): Promise<CoreMessages> {
  switch (locale) {
    case 'cs':
      return (await import(/* webpackChunkName: "messages-cs" */ './cs')).cs;
    case 'en':
      return (await import(/* webpackChunkName: "messages-en" */ './en')).en;
    case 'de':
      return (await import(/* webpackChunkName: "messages-de" */ './de')).de;
  }
}

// Literal import paths keep one small chunk per section and language.
const SECTION_IMPORTS: { [S in MessageSection]: Record<Locale, () => Promise<SectionMessages[S]>> } = {
  home: {
    cs: () => import(/* webpackChunkName: "messages-home-cs" */ './sections/home.cs').then((m) => m.homeCs),
    en: () => import(/* webpackChunkName: "messages-home-en" */ './sections/home.en').then((m) => m.homeEn),
    de: () => import(/* webpackChunkName: "messages-home-de" */ './sections/home.de').then((m) => m.homeDe),
  },
  services: {
    cs: () => import(/* webpackChunkName: "messages-services-cs" */ './sections/services.cs').then((m) => m.servicesCs),
    en: () => import(/* webpackChunkName: "messages-services-en" */ './sections/services.en').then((m) => m.servicesEn),
    de: () => import(/* webpackChunkName: "messages-services-de" */ './sections/services.de').then((m) => m.servicesDe),
  },
  modulesPage: {
    cs: () => import(/* webpackChunkName: "messages-modulesPage-cs" */ './sections/modules.cs').then((m) => m.modulesPageCs),
    en: () => import(/* webpackChunkName: "messages-modulesPage-en" */ './sections/modules.en').then((m) => m.modulesPageEn),
    de: () => import(/* webpackChunkName: "messages-modulesPage-de" */ './sections/modules.de').then((m) => m.modulesPageDe),
  },
  references: {
    cs: () => import(/* webpackChunkName: "messages-references-cs" */ './sections/references.cs').then((m) => m.referencesCs),
    en: () => import(/* webpackChunkName: "messages-references-en" */ './sections/references.en').then((m) => m.referencesEn),
    de: () => import(/* webpackChunkName: "messages-references-de" */ './sections/references.de').then((m) => m.referencesDe),
  },
  pricing: {
    cs: () => import(/* webpackChunkName: "messages-pricing-cs" */ './sections/pricing.cs').then((m) => m.pricingCs),
    en: () => import(/* webpackChunkName: "messages-pricing-en" */ './sections/pricing.en').then((m) => m.pricingEn),
    de: () => import(/* webpackChunkName: "messages-pricing-de" */ './sections/pricing.de').then((m) => m.pricingDe),
  },
  contact: {
    cs: () => import(/* webpackChunkName: "messages-contact-cs" */ './sections/contact.cs').then((m) => m.contactCs),
    en: () => import(/* webpackChunkName: "messages-contact-en" */ './sections/contact.en').then((m) => m.contactEn),
    de: () => import(/* webpackChunkName: "messages-contact-de" */ './sections/contact.de').then((m) => m.contactDe),
  },
  blogList: {
    cs: () => import(/* webpackChunkName: "messages-blogList-cs" */ './sections/blog-list.cs').then((m) => m.blogListCs),
    en: () => import(/* webpackChunkName: "messages-blogList-en" */ './sections/blog-list.en').then((m) => m.blogListEn),
    de: () => import(/* webpackChunkName: "messages-blogList-de" */ './sections/blog-list.de').then((m) => m.blogListDe),
  },
  blogPost: {
    cs: () => import(/* webpackChunkName: "messages-blogPost-cs" */ './sections/blog-post.cs').then((m) => m.blogPostCs),
    en: () => import(/* webpackChunkName: "messages-blogPost-en" */ './sections/blog-post.en').then((m) => m.blogPostEn),
    de: () => import(/* webpackChunkName: "messages-blogPost-de" */ './sections/blog-post.de').then((m) => m.blogPostDe),
  },
  privacy: {
    cs: () => import(/* webpackChunkName: "messages-privacy-cs" */ './sections/privacy.cs').then((m) => m.privacyCs),
    en: () => import(/* webpackChunkName: "messages-privacy-en" */ './sections/privacy.en').then((m) => m.privacyEn),
    de: () => import(/* webpackChunkName: "messages-privacy-de" */ './sections/privacy.de').then((m) => m.privacyDe),
  },
  terms: {
    cs: () => import(/* webpackChunkName: "messages-terms-cs" */ './sections/terms.cs').then((m) => m.termsCs),
    en: () => import(/* webpackChunkName: "messages-terms-en" */ './sections/terms.en').then((m) => m.termsEn),
    de: () => import(/* webpackChunkName: "messages-terms-de" */ './sections/terms.de').then((m) => m.termsDe),
  },
  newsletterPages: {
    cs: () => import(/* webpackChunkName: "messages-newsletterPages-cs" */ './sections/newsletter-pages.cs').then((m) => m.newsletterPagesCs),
    en: () => import(/* webpackChunkName: "messages-newsletterPages-en" */ './sections/newsletter-pages.en').then((m) => m.newsletterPagesEn),
    de: () => import(/* webpackChunkName: "messages-newsletterPages-de" */ './sections/newsletter-pages.de').then((m) => m.newsletterPagesDe),
  },
  search: {
    cs: () => import(/* webpackChunkName: "messages-search-cs" */ './sections/search.cs').then((m) => m.searchCs),
    en: () => import(/* webpackChunkName: "messages-search-en" */ './sections/search.en').then((m) => m.searchEn),
    de: () => import(/* webpackChunkName: "messages-search-de" */ './sections/search.de').then((m) => m.searchDe),
  },
};

/** Loads the core catalog of a language, and the given page sections, so getMessages can serve them. */
export async function loadMessages(locale: Locale, sections: readonly MessageSection[] = []): Promise<Messages> {
  await Promise.all([
    hasMessages(locale) ? undefined : importCore(locale).then((core) => registerMessages(locale, core)),
    ...sections
      .filter((section) => !hasMessages(locale, [section]))
      .map(async (section) => registerMessages(locale, { [section]: await SECTION_IMPORTS[section][locale]() })),
  ]);
  return getMessages(locale);
}
