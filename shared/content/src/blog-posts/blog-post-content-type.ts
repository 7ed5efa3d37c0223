import type { ContentTypeDefinition } from '../content-types/content-type';
import { blogPostFigures } from './blog-post-figures';
import { blogPostPublicData } from './blog-post-public-data';
import { missingTranslationsRefusalMessage } from './missing-translations';

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
    figures: blogPostFigures,
    refusalMessage: missingTranslationsRefusalMessage,
  },
  preview: { kind: 'clanek', messageSection: 'blogPost' },
  publicData: blogPostPublicData,
  pagePerRecord: true,
} as const satisfies ContentTypeDefinition;
