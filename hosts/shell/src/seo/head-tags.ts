import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, type Locale } from '@app/i18n';
import { escapeMarkup, scriptSafeJson } from './escape';
import { DEFAULT_SHARE_IMAGE, SITE_NAME, organizationJsonLd, type OrganizationContact } from './organization';
import { absoluteUrl, alternatePaths } from './urls';

export interface PageMeta {
  locale: Locale;
  /** Absolute path of this page, e.g. '/en/pricing' (no origin). */
  path: string;
  title: string;
  description: string;
  /** Path of the same page in each language; computed with alternatePaths(path) when omitted. */
  alternates?: Record<Locale, string>;
  type?: 'website' | 'article';
  /** Absolute or root-relative image URL for og:image (default: the hero dashboard screenshot). */
  image?: string;
  /** The image's size in pixels, when known: og:image:width and og:image:height. */
  imageSize?: { width: number; height: number };
  /** Extra JSON-LD objects beyond the Organization (e.g. blogPostingJsonLd(...)). */
  jsonLd?: object[];
  /** Pages that must not be indexed (404, maintenance): robots noindex, no canonical/alternates. */
  noindex?: boolean;
  /** Contact details for the Organization's contactPoint (site_settings contact_info); defaults to the seed. */
  contact?: OrganizationContact;
  /** Articles: article:published_time and article:modified_time (ISO 8601). */
  publishedTime?: string;
  modifiedTime?: string;
  /** A paged list's neighbouring pages (root-relative paths): `<link rel="prev|next">`. */
  prev?: string;
  next?: string;
  /** The RSS feed announced by the page (root-relative or absolute href). */
  feed?: { href: string; title: string };
}

export const HEAD_MARKER_ATTRIBUTE = 'data-head';

const OG_LOCALES: Record<Locale, string> = { cs: 'cs_CZ', en: 'en_US', de: 'de_DE' };

type Attributes = Record<string, string | number>;

function tag(name: 'meta' | 'link', attributes: Attributes): string {
  const rendered = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeMarkup(String(value))}"`)
    .join('');
  return `<${name} ${HEAD_MARKER_ATTRIBUTE}=""${rendered}>`;
}

function withoutSchemaContext(item: object): object {
  const { '@context': _context, ...rest } = item as Record<string, unknown>;
  return rest;
}

function jsonLdScript(meta: PageMeta, siteUrl: string): string {
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [organizationJsonLd(siteUrl, meta.contact), ...(meta.jsonLd ?? []).map(withoutSchemaContext)],
  };
  return `<script ${HEAD_MARKER_ATTRIBUTE}="" type="application/ld+json">${scriptSafeJson(graph)}</script>`;
}

function linkTags(meta: PageMeta, siteUrl: string): string[] {
  const alternates = meta.alternates ?? alternatePaths(meta.path);
  return [
    tag('link', { rel: 'canonical', href: absoluteUrl(siteUrl, meta.path) }),
    ...LOCALES.map((locale) =>
      tag('link', { rel: 'alternate', hreflang: locale, href: absoluteUrl(siteUrl, alternates[locale]) }),
    ),
    tag('link', { rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(siteUrl, alternates[DEFAULT_LOCALE]) }),
    ...(meta.prev ? [tag('link', { rel: 'prev', href: absoluteUrl(siteUrl, meta.prev) })] : []),
    ...(meta.next ? [tag('link', { rel: 'next', href: absoluteUrl(siteUrl, meta.next) })] : []),
  ];
}

function imageTags(meta: PageMeta, siteUrl: string): string[] {
  const [path, size] = meta.image ? [meta.image, meta.imageSize] : [DEFAULT_SHARE_IMAGE.path, DEFAULT_SHARE_IMAGE];
  return [
    tag('meta', { property: 'og:image', content: absoluteUrl(siteUrl, path) }),
    ...(size
      ? [tag('meta', { property: 'og:image:width', content: size.width }), tag('meta', { property: 'og:image:height', content: size.height })]
      : []),
  ];
}

/** The managed <head> tags of one page, each marked with data-head="" so the browser can replace them. */
export function headTags(meta: PageMeta, siteUrl: string): string {
  const tags = [
    `<title ${HEAD_MARKER_ATTRIBUTE}="">${escapeMarkup(meta.title)}</title>`,
    tag('meta', { name: 'description', content: meta.description }),
    ...(meta.noindex ? [tag('meta', { name: 'robots', content: 'noindex' })] : linkTags(meta, siteUrl)),
    tag('meta', { property: 'og:type', content: meta.type ?? 'website' }),
    tag('meta', { property: 'og:site_name', content: SITE_NAME }),
    tag('meta', { property: 'og:title', content: meta.title }),
    tag('meta', { property: 'og:description', content: meta.description }),
    tag('meta', { property: 'og:url', content: absoluteUrl(siteUrl, meta.path) }),
    tag('meta', { property: 'og:locale', content: OG_LOCALES[meta.locale] }),
    ...LOCALES.filter((locale) => locale !== meta.locale).map((locale) =>
      tag('meta', { property: 'og:locale:alternate', content: OG_LOCALES[locale] }),
    ),
    ...imageTags(meta, siteUrl),
    ...(meta.publishedTime ? [tag('meta', { property: 'article:published_time', content: meta.publishedTime })] : []),
    ...(meta.modifiedTime ? [tag('meta', { property: 'article:modified_time', content: meta.modifiedTime })] : []),
    ...(meta.feed
      ? [tag('link', { rel: 'alternate', type: 'application/rss+xml', title: meta.feed.title, href: absoluteUrl(siteUrl, meta.feed.href) })]
      : []),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    jsonLdScript(meta, siteUrl),
  ];
  return tags.join('\n');
}

/** Elements the page template may carry without the marker; they are replaced too, so each stays unique. */
const UNMARKED_DUPLICATES = 'title, meta[name="description"], meta[name="robots"], link[rel="canonical"]';

/** Client-side navigation: swaps the managed head tags for the new page's (same markup as the prerender). */
export function applyHeadTags(doc: Document, meta: PageMeta, siteUrl: string): void {
  const template = doc.createElement('template');
  template.innerHTML = headTags(meta, siteUrl);
  doc.head.querySelectorAll(`[${HEAD_MARKER_ATTRIBUTE}], ${UNMARKED_DUPLICATES}`).forEach((element) => element.remove());
  doc.head.append(template.content);
  doc.documentElement.lang = LOCALE_NAMES[meta.locale].htmlLang;
  doc.title = meta.title;
}
