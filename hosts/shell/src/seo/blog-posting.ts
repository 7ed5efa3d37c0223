import { LOCALE_NAMES, type Locale } from '@app/i18n';
import { SITE_NAME, organizationId } from './organization';
import { absoluteUrl } from './urls';

export interface BlogPostingInput {
  title: string;
  description: string;
  /** Root-relative path of the post, e.g. getBlogPostHref(slug, locale). */
  path: string;
  datePublished: string;
  dateModified?: string;
  image?: string | null;
  authorName?: string;
  locale: Locale;
}

export function blogPostingJsonLd(post: BlogPostingInput, siteUrl: string): object {
  const url = absoluteUrl(siteUrl, post.path);
  const publisher = { '@type': 'Organization', '@id': organizationId(siteUrl), name: SITE_NAME };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: LOCALE_NAMES[post.locale].htmlLang,
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    ...(post.image ? { image: absoluteUrl(siteUrl, post.image) } : {}),
    author: post.authorName ? { '@type': 'Person', name: post.authorName } : publisher,
    publisher,
  };
}
