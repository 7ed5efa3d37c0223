import { createContext, use, type ReactNode } from 'react';
import { getMessages, hasMessages, loadMessages, type Locale, type MessageSection, type Messages } from '@app/i18n';

// One module for the provider, its hooks and the catalog loading they wait for: every page's entry chunk
// carries it, and each module costs the chunk its wrapper.

// One promise per language and sections: `use` must see the same promise on every render.
const loading = new Map<string, Promise<void>>();

/** Loads a language's core catalog and the given sections once; a route's preload awaits it. */
export function preloadMessages(locale: Locale, sections: readonly MessageSection[] = []): Promise<void> {
  const key = `${locale}:${sections.join(',')}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = loadMessages(locale, sections).then(() => undefined);
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Suspends until the language's catalog (and the sections) have loaded; renders at once when they have. */
function useLoadedMessages(locale: Locale, sections: readonly MessageSection[] = []): void {
  if (!hasMessages(locale, sections)) use(preloadMessages(locale, sections));
}

const LocaleContext = createContext<Locale | null>(null);

/**
 * The language of everything below it: one per route tree (cs without a prefix, /en, /de), so components
 * ask useLocale or useMessages instead of being handed the language. Suspends until its catalog has loaded.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  useLoadedMessages(locale);
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The language of the nearest LocaleProvider; without one it throws rather than guess a language. */
export function useLocale(): Locale {
  const locale = use(LocaleContext);
  if (!locale) throw new Error('No LocaleProvider');
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
