import { freshPostState, type PostRow } from './post-state';

const built: PostRow = {
  id: 'p1',
  title_cs: 'Automatizace faktur',
  title_en: null,
  title_de: null,
  slug_cs: 'automatizace-faktur',
  slug_en: null,
  slug_de: null,
  excerpt_cs: 'Jak na to',
  excerpt_en: null,
  excerpt_de: null,
  category_cs: 'Automatizace',
  category_en: null,
  category_de: null,
  content_cs: '<p><a href="https://example.org" rel="nofollow">zdroj</a></p>',
  content_en: null,
  content_de: null,
  meta_title_cs: null,
  meta_title_en: null,
  meta_title_de: null,
  meta_description_cs: null,
  meta_description_en: null,
  meta_description_de: null,
  og_image_url_cs: null,
  og_image_url_en: null,
  og_image_url_de: null,
  published: true,
  featured: false,
  read_time: 4,
  author_id: null,
  created_at: '2026-09-02T07:00:00Z',
  publish_at: null,
  updated_at: '2026-09-02T07:00:00Z',
  image_url: null,
  author_name: null,
};

// The stored HTML as the database holds it: the build embedded its sanitized form above.
const stored = '<p><a href="https://example.org" rel="noopener noreferrer nofollow" onclick="x()">zdroj</a></p>';

test('the revision the build sanitized keeps the build\'s HTML, so no sanitizer has to load', () => {
  const state = freshPostState({ ...built, content_cs: stored, author_name: 'Jana Nováková' }, built, 'cs');
  expect(state).toMatchObject({ status: 'found', prebuilt: true, post: { contentHtml: built.content_cs, authorName: 'Jana Nováková' } });
});

test('a post changed since the build (a newer updated_at) is shown as read, to be sanitized in the browser', () => {
  const state = freshPostState({ ...built, content_cs: stored, updated_at: '2026-09-03T08:00:00Z' }, built, 'cs');
  expect(state).toEqual({ status: 'found', post: expect.objectContaining({ contentHtml: stored }) });
  expect(state).not.toHaveProperty('prebuilt');
});

test('a post the build did not have (published since) is shown as read, to be sanitized in the browser', () => {
  expect(freshPostState({ ...built, content_cs: stored }, undefined, 'cs')).toEqual({ status: 'found', post: expect.objectContaining({ contentHtml: stored }) });
});

test('another post under the same address (a new post took the slug) is not given the built HTML', () => {
  const state = freshPostState({ ...built, id: 'p2', content_cs: stored }, built, 'cs');
  expect(state).toEqual({ status: 'found', post: expect.objectContaining({ id: 'p2', contentHtml: stored }) });
});

test('the revision the build drew keeps the server\'s cover picture, so no image code has to load', () => {
  const cover = { width: 4000, height: 3000, alt_cs: 'Kancelář', alt_en: null, alt_de: null, variants: [{ path: 'a.w640.avif', format: 'avif', width: 640, height: 480, bytes: 1 }] };
  const drawn: PostRow = { ...built, image_url: 'https://x.supabase.co/storage/v1/object/public/media/a.jpg', cover, cover_markup: { cs: '<picture>…</picture>' } };
  const state = freshPostState({ ...drawn, cover_markup: undefined }, drawn, 'cs');
  expect(state).toMatchObject({ status: 'found', prebuilt: true, post: { cover: { markup: '<picture>…</picture>' } } });
});
