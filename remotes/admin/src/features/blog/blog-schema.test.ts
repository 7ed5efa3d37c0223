import type { AdminBlogPost } from '@app/content';
import {
  EMPTY_BLOG_VALUES,
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
  it('saves trimmed texts, empty optional texts as null and an empty reading time as 5', () => {
    const draft = toBlogDraft({
      ...valid,
      title_cs: '  Účetnictví bez papíru ',
      excerpt_cs: ' ',
      content_cs: '<p>Text</p>',
      title_en: 'Paperless accounting',
      slug_en: '',
      read_time: '',
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
      published: true,
      featured: false,
    });
  });

  it('reads a stored post back into the same draft', () => {
    const stored: AdminBlogPost = {
      ...toBlogDraft({ ...valid, excerpt_en: 'Short', read_time: 7, featured: true }),
      id: 'p1',
      author_id: 'u1',
      created_at: '2026-11-01T10:00:00Z',
      updated_at: '2026-11-01T10:00:00Z',
    };
    expect(toBlogDraft(blogFormValues(stored))).toEqual(toBlogDraft({ ...valid, excerpt_en: 'Short', read_time: 7, featured: true }));
    expect(blogFormValues({ ...stored, read_time: null }).read_time).toBe(5);
  });
});
