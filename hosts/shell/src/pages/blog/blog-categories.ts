import { getMessages, type Locale } from '@app/i18n';

export interface BlogCategoryOption {
  /** The Czech category stored in category_cs: what the filter matches. */
  key: string;
  label: string;
}

/** The sidebar's four categories (spec 2.9), labelled in the visitor's language, matching the Czech value. */
// The stored Czech values (the Czech catalog's labels); kept here so other languages need not load that catalog.
const CZECH_CATEGORIES = ['Digitalizace', 'Implementace', 'Analýzy', 'Automatizace'];

export function blogCategoryOptions(locale: Locale): BlogCategoryOption[] {
  const labels = getMessages(locale).blog.categories;
  return CZECH_CATEGORIES.map((key, index) => ({ key, label: labels[index] ?? key }));
}
