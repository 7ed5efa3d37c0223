import { use } from 'react';
import { hasMessages, loadMessages, type Locale } from '@app/i18n';

// One promise per language: `use` must see the same promise on every render.
const loading = new Map<Locale, Promise<void>>();

export function preloadMessages(locale: Locale): Promise<void> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = loadMessages(locale).then(() => undefined);
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}

/** Suspends until the language's catalog (its own chunk) has loaded; renders at once when it has. */
export function useLocaleMessages(locale: Locale): void {
  if (!hasMessages(locale)) use(preloadMessages(locale));
}
