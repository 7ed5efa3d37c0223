import type { ContentTypeDefinition } from '../content-types/content-type';
import { blogPostPublicData } from './blog-post-public-data';

/** The content type, as @app/content's registry lists it. */
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
  publicData: blogPostPublicData,
  publisherReads: 'posts',
} as const satisfies ContentTypeDefinition;
