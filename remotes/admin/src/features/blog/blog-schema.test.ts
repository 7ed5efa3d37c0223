import { blogPostStatus, type AdminBlogPost } from '@app/content';
import {
  EMPTY_BLOG_VALUES,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  SHARE_IMAGE_FORMAT,
  publishAtForPicker,
  publishAtToStore,
  READ_TIME_MIN,
  REQUIRED,
  SLUG_FORMAT,
  blogFormValues,
  blogSchema,
  followTitle,
  toBlogDraft,
  type BlogFormValues,
} from './blog-schema';

const valid: BlogFormValues = { ...EMPTY_BLOG_VALUES, title_cs: 'Účetnictví bez papíru', slug_cs: 'ucetnictvi-bez-papiru' };

async function errorsOf(values: BlogFormValues): Promise<string[]> {
  try {
    await blogSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('blogSchema', () => {
  it('accepts a post with a Czech title and slug only', async () => {
    expect(await errorsOf(valid)).toEqual([]);
  });

  it('requires the Czech title and slug, ignoring whitespace', async () => {
    expect(await errorsOf({ ...valid, title_cs: '   ', slug_cs: '' })).toEqual([REQUIRED, REQUIRED]);
  });

  it('refuses malformed slugs in every language, allowing empty translations', async () => {
    expect(await errorsOf({ ...valid, slug_cs: 'Účetnictví' })).toEqual([SLUG_FORMAT]);
    expect(await errorsOf({ ...valid, slug_en: 'bad slug', slug_de: '-x-' })).toEqual([SLUG_FORMAT, SLUG_FORMAT]);
    expect(await errorsOf({ ...valid, slug_en: '', slug_de: 'gut-2026' })).toEqual([]);
  });

  it('allows an empty reading time but not zero or fractions', async () => {
    expect(await errorsOf({ ...valid, read_time: '' })).toEqual([]);
    expect(await errorsOf({ ...valid, read_time: 0 })).toEqual([READ_TIME_MIN]);
    expect(await errorsOf({ ...valid, read_time: 2.5 })).toEqual([READ_TIME_MIN]);
  });
});

describe('SEO and sharing fields', () => {
  it('are optional in every language', async () => {
    expect(await errorsOf({ ...valid, meta_title_en: '', meta_description_de: '', og_image_url_cs: '' })).toEqual([]);
  });

  it('limit the meta title to 300 and the description to 1000 characters', async () => {
    expect(await errorsOf({ ...valid, meta_title_cs: 'a'.repeat(300), meta_description_en: 'b'.repeat(1000) })).toEqual([]);
    expect(await errorsOf({ ...valid, meta_title_cs: 'a'.repeat(301), meta_description_en: 'b'.repeat(1001) })).toEqual([
      META_TITLE_MAX,
      META_DESCRIPTION_MAX,
    ]);
  });

  it('take an absolute http(s) or root-relative image address', async () => {
    expect(await errorsOf({ ...valid, og_image_url_cs: 'https://cdn.example.com/a.png', og_image_url_en: '/images/a.png' })).toEqual([]);
    expect(await errorsOf({ ...valid, og_image_url_de: 'javascript:alert(1)' })).toEqual([SHARE_IMAGE_FORMAT]);
    expect(await errorsOf({ ...valid, og_image_url_de: 'obrazek.png' })).toEqual([SHARE_IMAGE_FORMAT]);
  });

  it('are saved trimmed per language, empty ones as null', () => {
    const draft = toBlogDraft({ ...valid, meta_title_cs: ' Meta ', meta_description_en: '', og_image_url_de: '/images/share.png' });
    expect(draft).toMatchObject({
      meta_title_cs: 'Meta',
      meta_title_en: null,
      meta_description_en: null,
      og_image_url_de: '/images/share.png',
    });
  });
});

describe('publish_at', () => {
  it('empty means live as soon as published: stored as null', () => {
    expect(toBlogDraft(valid).publish_at).toBeNull();
    expect(publishAtToStore('  ')).toBeNull();
    expect(publishAtForPicker(null)).toBe('');
  });

  it('the picker shows and takes Prague time, winter and summer, whatever the machine’s zone', () => {
    expect(publishAtToStore('2026-12-24 09:30:00')).toBe('2026-12-24T08:30:00.000Z');
    expect(publishAtForPicker('2026-12-24T08:30:00.000Z')).toBe('2026-12-24 09:30:00');
    expect(publishAtToStore('2026-07-01 09:30:00')).toBe('2026-07-01T07:30:00.000Z');
    expect(publishAtForPicker('2026-07-01T07:30:00Z')).toBe('2026-07-01 09:30:00');
  });

  it('a published post with a future time is scheduled until then', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(blogPostStatus({ published: true, publish_at: '2026-11-25T12:00:00Z' }, now)).toEqual({ kind: 'scheduled', at: '2026-11-25T12:00:00Z' });
    expect(blogPostStatus({ published: true, publish_at: '2026-11-25T09:00:00Z' }, now)).toEqual({ kind: 'published' });
    expect(blogPostStatus({ published: true, publish_at: null }, now)).toEqual({ kind: 'published' });
    expect(blogPostStatus({ published: false, publish_at: '2026-11-25T12:00:00Z' }, now)).toEqual({ kind: 'draft' });
  });
});

describe('followTitle', () => {
  it('derives the slug from the title while it was not edited by hand', () => {
    expect(followTitle('', 'Ú', '')).toBe('u');
    expect(followTitle('Ú', 'Účetnictví', 'u')).toBe('ucetnictvi');
    expect(followTitle('Účetnictví', 'Účetnictví 2026', 'ucetnictvi')).toBe('ucetnictvi-2026');
  });

  it('keeps a slug edited by hand', () => {
    expect(followTitle('Účetnictví', 'Účetnictví 2026', 'muj-slug')).toBe('muj-slug');
  });

  it('follows again once the slug is cleared', () => {
    expect(followTitle('Účetnictví', 'Daně', '')).toBe('dane');
  });
});

describe('blog values and drafts', () => {
  it('saves trimmed texts, empty optional texts as null and an empty reading time set by hand as 5', () => {
    const draft = toBlogDraft({
      ...valid,
      title_cs: '  Účetnictví bez papíru ',
      excerpt_cs: ' ',
      content_cs: '<p>Text</p>',
      title_en: 'Paperless accounting',
      slug_en: '',
      read_time: '',
      read_time_manual: true,
      published: true,
    });
    expect(draft).toMatchObject({
      title_cs: 'Účetnictví bez papíru',
      slug_cs: 'ucetnictvi-bez-papiru',
      excerpt_cs: null,
      content_cs: '<p>Text</p>',
      title_en: 'Paperless accounting',
      slug_en: null,
      title_de: null,
      image_url: null,
      read_time: 5,
      read_time_manual: true,
      published: true,
      featured: false,
    });
  });

  it('without a reading time set by hand saves the estimate from the Czech text, whatever the field held', () => {
    const words = (count: number) => Array.from({ length: count }, (_, index) => `slovo${index}`).join(' ');
    expect(toBlogDraft({ ...valid, content_cs: '<p>Jedno</p>', read_time: 5 })).toMatchObject({ read_time: 1, read_time_manual: false });
    expect(toBlogDraft({ ...valid, content_cs: `<p>${words(401)}</p>`, read_time: '' })).toMatchObject({ read_time: 3, read_time_manual: false });
    expect(toBlogDraft({ ...valid, content_cs: `<p>${words(401)}</p>`, read_time: 9, read_time_manual: true })).toMatchObject({ read_time: 9 });
  });

  it('reads a stored post back into the same draft', () => {
    const stored: AdminBlogPost = {
      ...toBlogDraft({ ...valid, excerpt_en: 'Short', read_time: 7, read_time_manual: true, featured: true }),
      id: 'p1',
      author_id: 'u1',
      created_at: '2026-11-01T10:00:00Z',
      updated_at: '2026-11-01T10:00:00Z',
      listed_at: '2026-11-01T10:00:00Z',
    };
    expect(toBlogDraft(blogFormValues(stored))).toEqual(toBlogDraft({ ...valid, excerpt_en: 'Short', read_time: 7, read_time_manual: true, featured: true }));
    const scheduled = { ...stored, publish_at: '2026-12-24T08:30:00.000Z', meta_title_en: 'Meta', og_image_url_cs: '/a.png' };
    expect(toBlogDraft(blogFormValues(scheduled))).toMatchObject({ publish_at: '2026-12-24T08:30:00.000Z', meta_title_en: 'Meta', og_image_url_cs: '/a.png' });
    expect(blogFormValues({ ...stored, read_time: null }).read_time).toBe(5);
  });

  it('keeps the languages published with the Czech fallback, in one order; a stored value it does not know is dropped', () => {
    expect(EMPTY_BLOG_VALUES.fallback_languages).toEqual([]);
    expect(toBlogDraft({ ...valid, fallback_languages: ['en', 'de'] }).fallback_languages).toEqual(['de', 'en']);
    const stored: AdminBlogPost = {
      ...toBlogDraft({ ...valid, fallback_languages: ['de'] }),
      id: 'p1',
      author_id: 'u1',
      created_at: '2026-11-01T10:00:00Z',
      updated_at: '2026-11-01T10:00:00Z',
      listed_at: '2026-11-01T10:00:00Z',
    };
    expect(blogFormValues(stored).fallback_languages).toEqual(['de']);
    expect(blogFormValues({ ...stored, fallback_languages: ['fr', 'en'] }).fallback_languages).toEqual(['en']);
  });
});
