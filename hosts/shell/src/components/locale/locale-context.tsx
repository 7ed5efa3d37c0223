import { createContext, use, type ReactNode } from 'react';
import { getMessages, type Locale, type MessageSection, type Messages } from '@app/i18n';
import { useLoadedMessages } from './load-messages';

const LocaleContext = createContext<Locale | null>(null);

/**
 * The language of everything below it: one per route tree (cs without a prefix, /en, /de), so components
 * ask useLocale or useMessages instead of being handed the language. Suspends until its catalog has loaded.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  useLoadedMessages(locale);
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The language of the nearest LocaleProvider. */
export function useLocale(): Locale {
  const locale = use(LocaleContext);
  if (!locale) throw new Error('useLocale needs a LocaleProvider above it');
  return locale;
}

/** The catalog of the nearest LocaleProvider's language (a page's own sections once WithMessageSections loaded them). */
export function useMessages(): Messages {
  return getMessages(useLocale());
}

/** Renders its children once a page's own catalog sections (chunks of their own) are there. */
export function WithMessageSections({ sections, children }: { sections: readonly MessageSection[]; children: ReactNode }) {
  useLoadedMessages(useLocale(), sections);
  return children;
}
