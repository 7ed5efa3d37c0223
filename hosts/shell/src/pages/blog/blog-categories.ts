import { getMessages, type Locale } from '@app/i18n';
import type { BlogPostSummary } from '@app/content';

export interface BlogCategoryOption {
  /** The Czech category stored in category_cs: what the filter matches. */
  key: string;
  label: string;
}

/** The sidebar's four fixed categories, labelled in the visitor's language, matching the Czech value. */
// The stored Czech values (the Czech catalog's labels); kept here so other languages need not load that catalog.
const CZECH_CATEGORIES = ['Digitalizace', 'Implementace', 'Analýzy', 'Automatizace'];

const normalized = (value: string) => value.trim().toLocaleLowerCase('cs');

export function blogCategoryOptions(locale: Locale): BlogCategoryOption[] {
  const labels = getMessages(locale).blog.categories;
  return CZECH_CATEGORIES.map((key, index) => ({ key, label: labels[index] ?? key }));
}

/**
 * A post's category badge as the filter names it: one of the four categories in the visitor's language
 * (whatever the post's own translation says), any other category in the post's text for that language,
 * with the language it is really in (Czech when the post has none of its own).
 */
export function blogCategoryLabel(post: Pick<BlogPostSummary, 'category' | 'categoryKey' | 'lang'>, locale: Locale): { label: string; lang: Locale } {
  const option = blogCategoryOptions(locale).find((candidate) => normalized(candidate.key) === normalized(post.categoryKey));
  return option ? { label: option.label, lang: locale } : { label: post.category, lang: post.lang.category };
}
