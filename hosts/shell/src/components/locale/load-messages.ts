import { use } from 'react';
import { hasMessages, loadMessages, type Locale, type MessageSection } from '@app/i18n';

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
export function useLoadedMessages(locale: Locale, sections: readonly MessageSection[] = []): void {
  if (!hasMessages(locale, sections)) use(preloadMessages(locale, sections));
}
