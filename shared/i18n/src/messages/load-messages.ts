import type { Locale } from '../locales';
import { getMessages, hasMessages, registerMessages, type Messages } from './index';

async function importCatalog(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'cs':
      return (await import(/* webpackChunkName: "messages-cs" */ './cs')).cs;
    case 'en':
      return (await import(/* webpackChunkName: "messages-en" */ './en')).en;
    case 'de':
      return (await import(/* webpackChunkName: "messages-de" */ './de')).de;
  }
}

/** Loads the catalog of one language (its own chunk) so getMessages can serve it. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (!hasMessages(locale)) registerMessages(locale, await importCatalog(locale));
  return getMessages(locale);
}
