import './post-language-note.css';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { LOCALE_NAMES, type Locale } from '@app/i18n';
import type { BlogPostSummary } from '@app/content';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { Tag } from '../../components/tag';
import { blogCategoryLabel } from './blog-categories';

/** `lang` for a text in `language` inside a page in `locale`: only where they differ. */
export function langOf(language: Locale, locale: Locale): Locale | undefined {
  return language === locale ? undefined : language;
}

/** Stands for the list of languages while the sentence around it is split off. */
const LIST_SLOT = '\u0000';

/**
 * Said where a post's texts are shown in another language than the page's (the Czech fallback): "This
 * article is only available in Czech and English.", each language a link to the post in it, so a reader
 * can switch to a version they read. The texts themselves carry their own `lang`.
 */
export function PostLanguageNote({ languages, alternates }: { languages: readonly Locale[]; alternates: Readonly<Record<Locale, string>> }) {
  const locale = useLocale();
  const { blog } = useMessages();
  const [before = '', after = ''] = blog.onlyAvailableIn(LIST_SLOT).split(LIST_SLOT);
  let element = 0;
  const parts = new Intl.ListFormat(locale, { type: 'conjunction' })
    .formatToParts(languages.map((language) => blog.languageNames[language]))
    .map((part, index) => {
      if (part.type !== 'element') return <Fragment key={index}>{part.value}</Fragment>;
      const language = languages[element++] ?? locale;
      return (
        <Link key={index} to={alternates[language]} hrefLang={LOCALE_NAMES[language].htmlLang} className="link">
          {part.value}
        </Link>
      );
    });
  return (
    <p className="text text--sm post-language-note">
      {before}
      {parts}
      {after}
    </p>
  );
}

/** The post's category badge, named as the list's filter names it (blogCategoryLabel). */
export function CategoryTag({ post }: { post: Pick<BlogPostSummary, 'category' | 'categoryKey' | 'lang'> }) {
  const locale = useLocale();
  if (!post.category) return null;
  const { label, lang } = blogCategoryLabel(post, locale);
  return <Tag tone="category">{lang === locale ? label : <span lang={lang}>{label}</span>}</Tag>;
}
