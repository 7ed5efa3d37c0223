import type { Locale } from '../locales';
import type { cs } from './cs';
import type { blogListCs } from './sections/blog-list.cs';
import type { blogPostCs } from './sections/blog-post.cs';
import type { contactCs } from './sections/contact.cs';
import type { homeCs } from './sections/home.cs';
import type { modulesPageCs } from './sections/modules.cs';
import type { newsletterPagesCs } from './sections/newsletter-pages.cs';
import type { pricingCs } from './sections/pricing.cs';
import type { privacyCs } from './sections/privacy.cs';
import type { referencesCs } from './sections/references.cs';
import type { searchCs } from './sections/search.cs';
import type { servicesCs } from './sections/services.cs';
import type { termsCs } from './sections/terms.cs';

/** What every page needs (chrome, meta, shared texts): the Czech core's shape; en and de are typed with it. */
export type CoreMessages = typeof cs;

/** Large texts of one page each, shipped as chunks of their own (loaded with that page only). */
export interface SectionMessages {
  home: typeof homeCs;
  services: typeof servicesCs;
  modulesPage: typeof modulesPageCs;
  references: typeof referencesCs;
  pricing: typeof pricingCs;
  contact: typeof contactCs;
  blogList: typeof blogListCs;
  blogPost: typeof blogPostCs;
  privacy: typeof privacyCs;
  terms: typeof termsCs;
  newsletterPages: typeof newsletterPagesCs;
  search: typeof searchCs;
}
export type MessageSection = keyof SectionMessages;
export const MESSAGE_SECTIONS: readonly MessageSection[] = [
  'home',
  'services',
  'modulesPage',
  'references',
  'pricing',
  'contact',
  'blogList',
  'blogPost',
  'privacy',
  'terms',
  'newsletterPages',
  'search',
];

/** A language's whole catalog; a missing or extra key in en or de fails typecheck. */
export type Messages = CoreMessages & SectionMessages;

// Each language (and each section) ships as its own chunk: a page loads only what it shows (loadMessages).
const registered: Partial<Record<Locale, Partial<Messages>>> = {};
const views: Partial<Record<Locale, Messages>> = {};

export function registerMessages(locale: Locale, messages: Partial<Messages>): void {
  registered[locale] = Object.assign(registered[locale] ?? {}, messages);
}

/** Whether the language's core (and the given sections) can be served. */
export function hasMessages(locale: Locale, sections: readonly MessageSection[] = []): boolean {
  const messages = registered[locale];
  return messages?.nav !== undefined && sections.every((section) => messages[section] !== undefined);
}

function isSection(key: PropertyKey): key is MessageSection {
  return (MESSAGE_SECTIONS as readonly PropertyKey[]).includes(key);
}

/**
 * The message catalog of a language; its core must have been loaded first (loadMessages, or all-messages in
 * Node). Reading a section that was not loaded throws, naming it, instead of failing somewhere later.
 */
export function getMessages(locale: Locale): Messages {
  const messages = registered[locale];
  if (messages?.nav === undefined) throw new Error(`The ${locale} messages are not loaded yet: await loadMessages('${locale}') first`);
  views[locale] ??= new Proxy(messages as Messages, {
    get(target, key, receiver) {
      if (isSection(key) && target[key] === undefined) {
        throw new Error(`The ${locale} messages section "${key}" is not loaded: await loadMessages('${locale}', ['${key}']) first`);
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return views[locale];
}
