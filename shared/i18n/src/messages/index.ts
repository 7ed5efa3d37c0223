import type { Locale } from '../locales';
import { cs } from './cs';
import { de } from './de';
import { en } from './en';

/** The Czech catalog's shape; en and de are typed with it, so a missing or extra key fails typecheck. */
export type Messages = typeof cs;

const CATALOGS: Record<Locale, Messages> = { cs, en, de };

/** The message catalog of a language. */
export function getMessages(locale: Locale): Messages {
  return CATALOGS[locale];
}
