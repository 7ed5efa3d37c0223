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
