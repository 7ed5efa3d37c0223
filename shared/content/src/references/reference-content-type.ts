import type { ContentTypeDefinition } from '../content-types/content-type';
import { fetchPublicReferences } from './public-api';

export const referenceContentType = {
  kind: 'reference',
  table: 'references',
  languages: ['cs', 'en', 'de'],
  tracksTranslations: true,
  admin: {
    path: 'references',
    editorPath: 'references',
    section: { title: 'Reference', description: 'Případové studie zákazníků' },
    recordKind: 'Reference',
  },
  preview: { kind: 'reference', messageSection: 'references' },
  publicData: { key: 'references', read: fetchPublicReferences, publisherReads: 'list' },
} as const satisfies ContentTypeDefinition;
