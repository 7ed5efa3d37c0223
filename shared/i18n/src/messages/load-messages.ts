import type { Locale } from '../locales';
import type { Messages } from './index';

/**
 * The catalog of one language as its own chunk. A bundle that imports only this (never getMessages)
 * ships one language instead of three.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'cs':
      return (await import('./cs')).cs;
    case 'en':
      return (await import('./en')).en;
    case 'de':
      return (await import('./de')).de;
  }
}
