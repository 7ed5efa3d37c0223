import type { Locale } from '../locales';
import type { cs } from './cs';

/** The Czech catalog's shape; en and de are typed with it, so a missing or extra key fails typecheck. */
export type Messages = typeof cs;

// Each language ships as its own chunk: a page loads (loadMessages) only the catalog it shows.
const registered: Partial<Record<Locale, Messages>> = {};

export function registerMessages(locale: Locale, messages: Messages): void {
  registered[locale] = messages;
}

export function hasMessages(locale: Locale): boolean {
  return registered[locale] !== undefined;
}

/** The message catalog of a language; it must have been loaded first (loadMessages, or all-messages in Node). */
export function getMessages(locale: Locale): Messages {
  const messages = registered[locale];
  if (!messages) throw new Error(`The ${locale} messages are not loaded yet: await loadMessages('${locale}') first`);
  return messages;
}
