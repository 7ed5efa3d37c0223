import { blogPostView, type PublicBlogPostRow } from '@app/content';
import { EMPTY_BLOG_VALUES } from './blog-schema';
import { previewRow } from './blog-preview';

test('the form becomes the row the public post page renders, unsaved text and fallbacks included', () => {
  const row = previewRow(
    { ...EMPTY_BLOG_VALUES, title_cs: 'Rozepsaný článek', slug_cs: 'rozepsany-clanek', content_cs: '<p>Ještě neuloženo</p>', title_en: 'Draft post' },
    'Erik Editor',
    '2026-11-25T09:00:00.000Z',
  );
  const english = blogPostView(row as unknown as PublicBlogPostRow, 'en');
  expect(english).toMatchObject({ title: 'Draft post', contentHtml: '<p>Ještě neuloženo</p>', authorName: 'Erik Editor', published: false });
  expect(blogPostView(row as unknown as PublicBlogPostRow, 'de').title).toBe('Rozepsaný článek');
});
