import * as Yup from 'yup';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
import { SLUG_PATTERN, estimateReadingMinutes, slugify, type AdminBlogPost, type BlogPostDraft } from '@app/content';

export const DEFAULT_READ_TIME = 5;
export const REQUIRED = 'Toto pole je povinné';
export const SLUG_FORMAT = 'Použijte jen malá písmena bez diakritiky, číslice a pomlčky.';
export const READ_TIME_MIN = 'Doba čtení musí být alespoň 1 minuta.';
export const META_TITLE_MAX = 'Meta titulek může mít nejvýše 300 znaků.';
export const META_DESCRIPTION_MAX = 'Meta popis může mít nejvýše 1000 znaků.';
export const SHARE_IMAGE_FORMAT = 'Zadejte adresu obrázku začínající https://, http:// nebo /.';

export const BLOG_LANGUAGES = ['cs', 'en', 'de'] as const;
export type BlogLanguage = (typeof BLOG_LANGUAGES)[number];
/** The translations a post may publish without, showing the Czech version in their place. */
export type FallbackLanguage = Exclude<BlogLanguage, 'cs'>;

/** The per-language SEO and sharing fields (the public page falls back to title, excerpt and cover image). */
type SeoFields = {
  [Field in `meta_title_${BlogLanguage}` | `meta_description_${BlogLanguage}` | `og_image_url_${BlogLanguage}`]: string;
};

/**
 * Every text the editor holds, '' when empty; read_time is '' while its input is empty; publish_at is the
 * picker's date-time ('YYYY-MM-DD HH:mm:ss', Prague time) or '' (live once published).
 */
export interface BlogFormValues extends SeoFields {
  title_cs: string;
  slug_cs: string;
  excerpt_cs: string;
  content_cs: string;
  category_cs: string;
  title_en: string;
  slug_en: string;
  excerpt_en: string;
  content_en: string;
  category_en: string;
  title_de: string;
  slug_de: string;
  excerpt_de: string;
  content_de: string;
  category_de: string;
  image_url: string;
  /** The library image chosen as cover ('' when none or a typed URL). */
  cover_media_id: string;
  read_time: number | '';
  /** Off: the database estimates read_time from the Czech text (shown live as the estimate). */
  read_time_manual: boolean;
  published: boolean;
  publish_at: string;
  featured: boolean;
  /** The languages published with the Czech version as their fallback ("Zveřejnit s českou verzí jako náhradou"). */
  fallback_languages: FallbackLanguage[];
}

const EMPTY_SEO = Object.fromEntries(
  BLOG_LANGUAGES.flatMap((language) => [`meta_title_${language}`, `meta_description_${language}`, `og_image_url_${language}`].map((key) => [key, ''])),
) as SeoFields;

export const EMPTY_BLOG_VALUES: BlogFormValues = {
  title_cs: '',
  slug_cs: '',
  excerpt_cs: '',
  content_cs: '',
  category_cs: '',
  title_en: '',
  slug_en: '',
  excerpt_en: '',
  content_en: '',
  category_en: '',
  title_de: '',
  slug_de: '',
  excerpt_de: '',
  content_de: '',
  category_de: '',
  image_url: '',
  cover_media_id: '',
  read_time: DEFAULT_READ_TIME,
  read_time_manual: false,
  published: false,
  publish_at: '',
  featured: false,
  fallback_languages: [],
  ...EMPTY_SEO,
};

const optionalSlug = Yup.string().trim().matches(SLUG_PATTERN, { message: SLUG_FORMAT, excludeEmptyString: true });
const metaTitle = Yup.string().trim().max(300, META_TITLE_MAX);
const metaDescription = Yup.string().trim().max(1000, META_DESCRIPTION_MAX);
const shareImage = Yup.string().trim().matches(/^(https?:\/\/\S+|\/\S*)$/i, { message: SHARE_IMAGE_FORMAT, excludeEmptyString: true });
const seoSchema = Object.fromEntries(
  BLOG_LANGUAGES.flatMap((language) => [
    [`meta_title_${language}`, metaTitle],
    [`meta_description_${language}`, metaDescription],
    [`og_image_url_${language}`, shareImage],
  ]),
);

/** The database needs a Czech title and a unique, well-formed slug; the rest is optional. */
export const blogSchema = Yup.object({
  title_cs: Yup.string().trim().required(REQUIRED),
  slug_cs: Yup.string().trim().required(REQUIRED).matches(SLUG_PATTERN, { message: SLUG_FORMAT, excludeEmptyString: true }),
  slug_en: optionalSlug,
  slug_de: optionalSlug,
  read_time: Yup.number()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .integer(READ_TIME_MIN)
    .min(1, READ_TIME_MIN),
  ...seoSchema,
});

/** The picker's date-time format (Mantine's date strings). */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** The company's time, whatever the editor's machine says: the list and the site show dates in it too. */
export const PUBLISH_TIME_ZONE = 'Europe/Prague';

/** A stored timestamp as the picker shows it, in Prague time. */
export function publishAtForPicker(stored: string | null | undefined): string {
  return stored ? dayjs(stored).tz(PUBLISH_TIME_ZONE).format(PICKER_FORMAT) : '';
}

/** The picker's Prague date-time as the timestamp to store (null: live as soon as published). */
export function publishAtToStore(picked: string): string | null {
  if (!picked.trim()) return null;
  const parsed = dayjs.tz(picked, PICKER_FORMAT, PUBLISH_TIME_ZONE);
  return parsed.isValid() ? parsed.toISOString() : null;
}

/**
 * The slug follows the title while it still is the title's slug (or empty); once edited by hand it stays.
 */
export function followTitle(previousTitle: string, nextTitle: string, currentSlug: string): string {
  return currentSlug === '' || currentSlug === slugify(previousTitle) ? slugify(nextTitle) : currentSlug;
}

/**
 * Whether a language's slug stays put: the post was saved as published (live or scheduled, its address may
 * be known) and that language has a slug of its own. A translation added later still gets one from its title.
 */
export function slugFrozen(saved: Pick<BlogFormValues, 'published' | `slug_${BlogLanguage}`>, language: BlogLanguage): boolean {
  return saved.published && saved[`slug_${language}`].trim() !== '';
}

const text = (value: string | null | undefined) => value ?? '';

export function blogFormValues(post: AdminBlogPost): BlogFormValues {
  return {
    title_cs: post.title_cs,
    slug_cs: post.slug_cs,
    excerpt_cs: text(post.excerpt_cs),
    content_cs: text(post.content_cs),
    category_cs: text(post.category_cs),
    title_en: text(post.title_en),
    slug_en: text(post.slug_en),
    excerpt_en: text(post.excerpt_en),
    content_en: text(post.content_en),
    category_en: text(post.category_en),
    title_de: text(post.title_de),
    slug_de: text(post.slug_de),
    excerpt_de: text(post.excerpt_de),
    content_de: text(post.content_de),
    category_de: text(post.category_de),
    image_url: text(post.image_url),
    cover_media_id: text(post.cover_media_id),
    read_time: post.read_time ?? DEFAULT_READ_TIME,
    read_time_manual: post.read_time_manual,
    published: post.published,
    publish_at: publishAtForPicker(post.publish_at),
    featured: post.featured,
    fallback_languages: post.fallback_languages.filter((language): language is FallbackLanguage => language === 'en' || language === 'de'),
    ...(Object.fromEntries(Object.keys(EMPTY_SEO).map((key) => [key, text(post[key as keyof SeoFields])])) as SeoFields),
  };
}

const orNull = (value: string) => value.trim() || null;

/**
 * What is saved: texts trimmed, empty optional texts as null; the reading time as typed when set by hand
 * (empty: the default 5), else the estimate from the text (the database makes the same one).
 */
export function toBlogDraft(values: BlogFormValues): BlogPostDraft {
  return {
    title_cs: values.title_cs.trim(),
    slug_cs: values.slug_cs.trim(),
    excerpt_cs: orNull(values.excerpt_cs),
    content_cs: orNull(values.content_cs),
    category_cs: orNull(values.category_cs),
    title_en: orNull(values.title_en),
    slug_en: orNull(values.slug_en),
    excerpt_en: orNull(values.excerpt_en),
    content_en: orNull(values.content_en),
    category_en: orNull(values.category_en),
    title_de: orNull(values.title_de),
    slug_de: orNull(values.slug_de),
    excerpt_de: orNull(values.excerpt_de),
    content_de: orNull(values.content_de),
    category_de: orNull(values.category_de),
    image_url: orNull(values.image_url),
    cover_media_id: orNull(values.cover_media_id),
    read_time: !values.read_time_manual
      ? estimateReadingMinutes(values.content_cs)
      : values.read_time === ''
        ? DEFAULT_READ_TIME
        : values.read_time,
    read_time_manual: values.read_time_manual,
    published: values.published,
    publish_at: publishAtToStore(values.publish_at),
    featured: values.featured,
    fallback_languages: [...values.fallback_languages].sort(),
    ...(Object.fromEntries(Object.keys(EMPTY_SEO).map((key) => [key, orNull(values[key as keyof SeoFields])])) as Record<keyof SeoFields, string | null>),
  };
}
