import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';
import {
  CONTENT_TYPES,
  CONTENT_TYPE_NAMES,
  MEDIA_BUCKET,
  isListedContentType,
  type ContentLists,
  type ContentRecords,
  type PublicBlogPostLookup,
  type PublicContactInfo,
  type PublicMediaImage,
  type PublicStoredImage,
} from '@app/content';
import { LOCALES, blogPostAlternates, pickTranslated } from '@app/i18n';
import { alternatesDataKey } from '../hooks/page-alternates';
import { PUBLIC_DATA_KEYS } from '../components/render-context/render-context';
import { postDataKey } from '../pages/blog-post/blog-post-page';
import { createPostSanitizer, type PostHtmlSanitizer } from '../pages/blog-post/sanitize-post-html';
import { POST_IMAGE_SIZES } from '../pages/blog-post/post-image-sizes';
import { coverMarkupByLocale } from '../pages/blog-post/post-cover-markup';
import { mediaPathsInHtml, picturesInHtml } from '../components/responsive-image/pictures-in-html';
import { libraryImageDataKey } from '../components/responsive-image/stored-image';
import { blogListDataKey, blogListPages, type OrganizationContact } from '../seo';

export type PublicBlogPost = Extract<PublicBlogPostLookup, { status: 'found' }>['post'];

/**
 * The public content pages render with, as read from the database (at build or publish time): each content
 * type's rows by its name (blogPosts: the blog list's posts). A part left out (its read failed) renders
 * its pages with their built-in content, as in the browser.
 */
export interface SiteContent extends ContentLists {
  contactInfo?: PublicContactInfo;
  /**
   * The records with a page of their own, in full, by their type's name: the public posts, their HTML as
   * stored, each with a page in every language under its slug there.
   */
  records?: ContentRecords;
  /** The library images with variants, by object path: posts' texts and other pages' library images are drawn with them. */
  media?: ReadonlyMap<string, PublicMediaImage>;
  /** The other stored images with variants (a module's uploads): the pages that show them draw them as pictures. */
  storedImages?: readonly PublicStoredImage[];
}

export interface SiteData {
  /** Everything a page may read at render time, by key (see useInitialData); a page embeds what it read. */
  initialData: Record<string, unknown>;
  /** The Organization's contact point in the structured data. */
  contact?: OrganizationContact;
}

const TEXT_FIELDS = ['content_cs', 'content_en', 'content_de'] as const;

const sanitizers = new Map<string, PostHtmlSanitizer>();

/** The browser's sanitizer configuration over a jsdom window (made once per site address). */
function sanitizePostHtml(html: string, siteUrl: string): string {
  let sanitizer = sanitizers.get(siteUrl);
  if (!sanitizer) {
    sanitizer = createPostSanitizer(createDOMPurify(new JSDOM('').window), siteUrl);
    sanitizers.set(siteUrl, sanitizer);
  }
  return sanitizer(html);
}

const sanitizedPosts = new WeakMap<PublicBlogPost, { siteUrl: string; post: PublicBlogPost }>();

/**
 * The post as its page embeds it: its HTML already sanitized (the same sanitizer the browser uses). Kept
 * per row object, so a renderer that passes an unchanged post's same object again does not sanitize it again.
 */
function sanitizedPost(row: PublicBlogPost, siteUrl: string): PublicBlogPost {
  const known = sanitizedPosts.get(row);
  if (known?.siteUrl === siteUrl) return known.post;
  const post = { ...row };
  for (const field of TEXT_FIELDS) {
    const html = post[field];
    if (typeof html === 'string') post[field] = sanitizePostHtml(html, siteUrl);
  }
  sanitizedPosts.set(row, { siteUrl, post });
  return post;
}

const withPicturesCache = new WeakMap<PublicBlogPost, { key: string; post: PublicBlogPost }>();

/**
 * The sanitized post as the server draws its library images: its texts' images as `<picture>`s and its
 * cover's markup per language. The same object while what it shows is unchanged (a post without library
 * images is returned as it is), so its page is not rendered again for another image's upload.
 */
function withPictures(post: PublicBlogPost, media: ReadonlyMap<string, PublicMediaImage> | undefined): PublicBlogPost {
  const used = media ? TEXT_FIELDS.flatMap((field) => mediaPathsInHtml(post[field] ?? '')).filter((path) => media.has(path)) : [];
  const key = JSON.stringify(used.map((path) => media?.get(path)));
  const known = withPicturesCache.get(post);
  if (known?.key === key) return known.post;
  const coverMarkup = coverMarkupByLocale(post);
  let drawn = post;
  if (used.length > 0 || coverMarkup) {
    drawn = { ...post };
    if (media && used.length > 0) {
      for (const field of TEXT_FIELDS) {
        const html = drawn[field];
        if (typeof html === 'string') drawn[field] = picturesInHtml(html, media, POST_IMAGE_SIZES);
      }
    }
    if (coverMarkup) drawn.cover_markup = coverMarkup;
  }
  withPicturesCache.set(post, { key, post: drawn });
  return drawn;
}

function keyedData(content: SiteContent, siteUrl: string): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const parts: [string, unknown][] = [
    // The listed types under their keys; the blog list's posts are embedded per list page below.
    ...CONTENT_TYPE_NAMES.filter(isListedContentType).map((name): [string, unknown] => [CONTENT_TYPES[name].publicData.key, content[name]]),
    [PUBLIC_DATA_KEYS.contactInfo, content.contactInfo],
  ];
  for (const [key, value] of parts) if (value !== undefined) data[key] = value;
  // Each page of the blog list (and of each category) embeds only its own posts and the list's total.
  if (content.blogPosts) for (const { listPage, data: page } of blogListPages(content.blogPosts)) data[blogListDataKey(listPage)] = page;
  for (const row of content.records?.blogPosts ?? []) {
    // Sanitized and its pictures drawn (plain markup, no React render) when first read: a first render of
    // thousands of posts does each as its page renders, between pages (when the publisher answers
    // requests), not all at once before the first page.
    const post = () => withPictures(sanitizedPost(row, siteUrl), content.media);
    // The post's page in each language; its language menu reads the other languages' pages from the
    // page's data until the post page has run (they are the ones its hreflang alternates name).
    const alternates = blogPostAlternates(row);
    for (const locale of LOCALES) {
      Object.defineProperty(data, postDataKey(pickTranslated(row, 'slug', locale), locale), { get: post, enumerable: true, configurable: true });
      data[alternatesDataKey(alternates[locale])] = alternates;
    }
  }
  // The stored images other pages draw (a module's screenshots): a page embeds those it shows.
  const stored = [
    ...[...(content.media ?? [])].map(([path, image]) => ({ bucket: MEDIA_BUCKET, path, image })),
    ...(content.storedImages ?? []),
  ];
  for (const { bucket, path, image } of stored) data[libraryImageDataKey({ bucket, path })] = { width: image.width, height: image.height, variants: image.variants };
  return data;
}

// Every page of one render of the site gets the same content object: sanitize and key it once.
const prepared = new WeakMap<SiteContent, SiteData>();

/** What the pages of a site with `content` at `siteUrl` (no trailing slash) render with. */
export function siteDataOf(content: SiteContent, siteUrl: string): SiteData {
  let data = prepared.get(content);
  if (!data) {
    const info = content.contactInfo;
    data = {
      initialData: keyedData(content, siteUrl),
      contact: info ? { email: info.email ?? null, phone: info.phone ?? null } : undefined,
    };
    prepared.set(content, data);
  }
  return data;
}
