import type { ContentTypeDefinition } from '../content-types/content-type';
import { referencePublicData } from './reference-public-data';

/** The content type, as @app/content's registry lists it. */
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
  publicData: referencePublicData,
} as const satisfies ContentTypeDefinition;
