import type { Locale } from '@app/i18n';
import type { BlogPostView } from '@app/content';

const FIELD_NAMES = { title: 'název', excerpt: 'perex', content: 'obsah' } as const;
const LANGUAGE_ADJECTIVES: Record<Exclude<Locale, 'cs'>, { missing: string; visitors: string }> = {
  en: { missing: 'anglický', visitors: 'anglické' },
  de: { missing: 'německý', visitors: 'německé' },
};

/**
 * The back office's warning over a post's preview in English or German when some of its texts are missing
 * in that language (the public page then shows the Czech ones); null when nothing falls back.
 */
export function previewFallbackWarning(post: Pick<BlogPostView, 'lang'>, locale: Locale): string | null {
  if (locale === 'cs') return null;
  const missing = (Object.keys(FIELD_NAMES) as (keyof typeof FIELD_NAMES)[]).filter((field) => post.lang[field] !== locale);
  if (missing.length === 0) return null;
  const names = new Intl.ListFormat('cs', { type: 'conjunction' }).format(missing.map((field) => FIELD_NAMES[field]));
  const language = LANGUAGE_ADJECTIVES[locale];
  return `Chybí ${language.missing} překlad (${names}). Návštěvníci ${language.visitors} verze webu uvidí místo něj český text.`;
}
