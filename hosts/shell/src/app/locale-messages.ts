import { use, type ReactNode } from 'react';
import { hasMessages, loadMessages, type Locale, type MessageSection } from '@app/i18n';

// One promise per language and sections: `use` must see the same promise on every render.
const loading = new Map<string, Promise<void>>();

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
export function useLocaleMessages(locale: Locale, sections: readonly MessageSection[] = []): void {
  if (!hasMessages(locale, sections)) use(preloadMessages(locale, sections));
}

/** Renders its children once a page's own catalog sections (chunks of their own) are there. */
export function WithMessageSections({ locale, sections, children }: { locale: Locale; sections: readonly MessageSection[]; children: ReactNode }) {
  useLocaleMessages(locale, sections);
  return children;
}
