import './post-language-note.css';
import type { Locale } from '@app/i18n';
import type { BlogPostSummary } from '@app/content';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { Tag } from '../../components/tag';
import { blogCategoryLabel } from './blog-categories';

/** `lang` for a text in `language` inside a page in `locale`: only where they differ. */
export function langOf(language: Locale, locale: Locale): Locale | undefined {
  return language === locale ? undefined : language;
}

/**
 * Said where a post's texts are shown in another language than the page's (the Czech fallback): "This
 * article is only available in Czech." The texts themselves carry their own `lang`.
 */
export function PostLanguageNote({ languages }: { languages: readonly Locale[] }) {
  const locale = useLocale();
  const { blog } = useMessages();
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(languages.map((language) => blog.languageNames[language]));
  return <p className="text text--sm post-language-note">{blog.onlyAvailableIn(names)}</p>;
}

/** The post's category badge, named as the list's filter names it (blogCategoryLabel). */
export function CategoryTag({ post }: { post: Pick<BlogPostSummary, 'category' | 'categoryKey' | 'lang'> }) {
  const locale = useLocale();
  if (!post.category) return null;
  const { label, lang } = blogCategoryLabel(post, locale);
  return <Tag tone="category">{lang === locale ? label : <span lang={lang}>{label}</span>}</Tag>;
}
