import type { ContentTypeDefinition } from '../content-types/content-type';
import { fetchActiveModules } from './public-api';

export const moduleContentType = {
  kind: 'module',
  table: 'modules',
  languages: ['cs', 'en', 'de'],
  tracksTranslations: true,
  admin: {
    path: 'modules',
    editorPath: 'modules/edit',
    section: { title: 'Moduly', description: 'Nabízené moduly, jejich texty a obrázky' },
    recordKind: 'Modul',
  },
  publicData: { key: 'modules', read: fetchActiveModules, publisherReads: 'list' },
} as const satisfies ContentTypeDefinition;
