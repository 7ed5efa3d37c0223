import * as Yup from 'yup';
import { SLUG_PATTERN, slugify, type AdminBlogPost, type BlogPostDraft } from '@app/content';

export const DEFAULT_READ_TIME = 5;
export const REQUIRED = 'Toto pole je povinné';
export const SLUG_FORMAT = 'Použijte jen malá písmena bez diakritiky, číslice a pomlčky.';
export const READ_TIME_MIN = 'Doba čtení musí být alespoň 1 minuta.';

/** Every text the editor holds, '' when empty; read_time is '' while its input is empty. */
export interface BlogFormValues {
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
  read_time: number | '';
  published: boolean;
  featured: boolean;
}

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
  read_time: DEFAULT_READ_TIME,
  published: false,
  featured: false,
};

const optionalSlug = Yup.string().trim().matches(SLUG_PATTERN, { message: SLUG_FORMAT, excludeEmptyString: true });

/** The database needs a Czech title and a unique, well-formed slug; the rest is optional (spec 5). */
export const blogSchema = Yup.object({
  title_cs: Yup.string().trim().required(REQUIRED),
  slug_cs: Yup.string().trim().required(REQUIRED).matches(SLUG_PATTERN, { message: SLUG_FORMAT, excludeEmptyString: true }),
  slug_en: optionalSlug,
  slug_de: optionalSlug,
  read_time: Yup.number()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .integer(READ_TIME_MIN)
    .min(1, READ_TIME_MIN),
});

/**
 * The slug follows the title while it still is the title's slug (or empty); once edited by hand it stays.
 */
export function followTitle(previousTitle: string, nextTitle: string, currentSlug: string): string {
  return currentSlug === '' || currentSlug === slugify(previousTitle) ? slugify(nextTitle) : currentSlug;
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
    read_time: post.read_time ?? DEFAULT_READ_TIME,
    published: post.published,
    featured: post.featured,
  };
}

const orNull = (value: string) => value.trim() || null;

/** What is saved: texts trimmed, empty optional texts as null, an empty reading time as the default 5. */
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
    read_time: values.read_time === '' ? DEFAULT_READ_TIME : values.read_time,
    published: values.published,
    featured: values.featured,
  };
}
