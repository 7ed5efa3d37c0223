import type { ContentTypeDefinition } from '../content-types/content-type';
import { moduleSectionAnchors } from './module-anchor';
import { moduleFigures } from './module-figures';
import { modulePublicData } from './module-public-data';

/** The content type, as @app/content's registry lists it. */
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
    figures: moduleFigures,
    imageLists: ['images'],
  },
  publicData: modulePublicData,
  pageAnchors: { page: 'modules', read: moduleSectionAnchors },
} as const satisfies ContentTypeDefinition;
