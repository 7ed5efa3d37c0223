import type { ContentTypeDefinition } from '../content-types/content-type';
import { fetchPublishedBlogPosts } from './public-api';

export const blogPostContentType = {
  kind: 'post',
  table: 'blog_posts',
  languages: ['cs', 'en', 'de'],
  tracksTranslations: true,
  admin: {
    path: 'blog',
    editorPath: 'blog',
    section: { title: 'Blog', description: 'Články, koncepty a doporučené příspěvky' },
    recordKind: 'Článek',
  },
  preview: { kind: 'clanek', messageSection: 'blogPost' },
  // The list's posts; the publisher also gives each post its own page (the site reader's posts).
  publicData: { key: 'blog posts', read: fetchPublishedBlogPosts, publisherReads: 'posts' },
} as const satisfies ContentTypeDefinition;
