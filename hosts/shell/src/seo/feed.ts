import { LOCALES, LOCALE_NAMES, getBlogPostHref, getHref, getMessages, type Locale } from '@app/i18n';
import { blogPostSummary, postLastPublicChange, type ContentLists, type PublicBlogPostSummaryRow } from '@app/content';
import { escapeMarkup } from './escape';
import { absoluteUrl } from './urls';

/** How many of the latest posts a feed carries. */
export const FEED_SIZE = 20;

/** Where a language's blog feed is served: /blog/feed.xml, /en/blog/feed.xml, /de/blog/feed.xml. */
export function blogFeedPath(locale: Locale): string {
  return `${getHref('blog', locale)}/feed.xml`;
}

/** The <link rel="alternate"> a blog page announces its language's feed with. */
export function blogFeedLink(locale: Locale): { href: string; title: string } {
  return { href: blogFeedPath(locale), title: `RSS – ${getMessages(locale).meta.blog.title}` };
}

/** RFC 822 date, as RSS 2.0 wants it (Tue, 25 Nov 2026 09:00:00 GMT). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

const element = (name: string, text: string) => `<${name}>${escapeMarkup(text)}</${name}>`;

/**
 * The newest change among the posts as the public sees them: the feeds' lastBuildDate, so an unchanged blog
 * renders an unchanged feed (the publisher writes only files whose content changed).
 */
function newestChange(posts: readonly PublicBlogPostSummaryRow[]): Date {
  return new Date(Math.max(0, ...posts.map((post) => Date.parse(postLastPublicChange(post)))));
}

/**
 * The RSS 2.0 feed of one language: the latest public posts (as the public API returns them: drafts and
 * scheduled posts are not there), newest publication first, each text in the language with the site's
 * fallback to Czech, links to the language's post URLs.
 */
export function blogFeedXml(posts: readonly PublicBlogPostSummaryRow[], locale: Locale, siteUrl: string, builtAt = newestChange(posts)): string {
  const { meta } = getMessages(locale);
  const items = posts
    .map((row) => blogPostSummary(row, locale))
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
    .slice(0, FEED_SIZE)
    .map((post) => {
      const link = absoluteUrl(siteUrl, getBlogPostHref(post.slug, locale));
      return [
        '    <item>',
        `      ${element('title', post.title)}`,
        `      ${element('link', link)}`,
        `      <guid isPermaLink="true">${escapeMarkup(link)}</guid>`,
        `      ${element('pubDate', rfc822(post.publishedAt))}`,
        ...(post.metaDescription || post.excerpt ? [`      ${element('description', post.metaDescription || post.excerpt)}`] : []),
        ...(post.category ? [`      ${element('category', post.category)}`] : []),
        '    </item>',
      ].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', meta.blog.title)}`,
    `    ${element('link', absoluteUrl(siteUrl, getHref('blog', locale)))}`,
    `    ${element('description', meta.blog.description)}`,
    `    ${element('language', LOCALE_NAMES[locale].htmlLang)}`,
    `    ${element('lastBuildDate', builtAt.toUTCString())}`,
    `    <atom:link href="${escapeMarkup(absoluteUrl(siteUrl, blogFeedPath(locale)))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The feeds of the site's content by file inside dist, for the publisher: the blog's in each language. */
export function contentFeedFiles(content: Pick<ContentLists, 'blogPosts'>, siteUrl: string): [string, string][] {
  return LOCALES.map((locale) => [blogFeedPath(locale).replace(/^\//, ''), blogFeedXml(content.blogPosts ?? [], locale, siteUrl)]);
}
