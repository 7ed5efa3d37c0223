import { useEffect } from 'react';
import { LOCALE_NAMES, type Locale } from '@app/i18n';

/** Keeps <html lang>, the title and the meta description in step with client-side navigation. */
export function useDocumentMeta({ title, description, locale }: { title: string; description?: string; locale: Locale }) {
  useEffect(() => {
    document.documentElement.lang = LOCALE_NAMES[locale].htmlLang;
    document.title = title;
    if (description !== undefined) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description, locale]);
}
