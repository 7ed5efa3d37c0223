import type { Locale } from '@app/i18n';
import type { BlogPostSummary } from '@app/content';
import { BLOG_CATEGORY_KEYS, blogCategoryName } from '../../seo/blog-list-pages';

export interface BlogCategoryOption {
  /** The Czech category stored in category_cs: what the filter matches. */
  key: string;
  label: string;
}

/** The sidebar's four fixed categories, labelled in the visitor's language, matching the Czech value. */

const normalized = (value: string) => value.trim().toLocaleLowerCase('cs');

export function blogCategoryOptions(locale: Locale): BlogCategoryOption[] {
  return BLOG_CATEGORY_KEYS.map((key) => ({ key, label: blogCategoryName(key, locale) }));
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
