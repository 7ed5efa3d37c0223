import { CONTENT_TYPES, CONTENT_TYPE_NAMES } from '@app/content';
import { ADMIN_PATHS } from './paths';

export interface AdminSection {
  title: string;
  description: string;
  to: string;
  /** Only administrators open it (editors neither see nor reach it). */
  adminOnly?: boolean;
}

/** The back office's sections, in the order the navigation and the dashboard tiles show them. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  ...CONTENT_TYPE_NAMES.map((name) => ({ ...CONTENT_TYPES[name].admin.section, to: ADMIN_PATHS[CONTENT_TYPES[name].admin.path] })),
  { title: 'Média', description: 'Obrázky pro články, moduly a reference', to: ADMIN_PATHS.media },
  { title: 'Uživatelé', description: 'Účty, role a pozvánky', to: ADMIN_PATHS.users, adminOnly: true },
  { title: 'Nastavení', description: 'Kontaktní údaje a režim údržby', to: ADMIN_PATHS.settings, adminOnly: true },
  { title: 'AI Obrázky', description: 'Generování obrázků modulů', to: ADMIN_PATHS.imageGenerator },
  { title: 'Poptávky', description: 'Zprávy z kontaktního formuláře a odběr novinek', to: ADMIN_PATHS.enquiries },
  { title: 'Návštěvnost', description: 'Návštěvy, zdroje a poptávky podle vstupní stránky', to: ADMIN_PATHS.visits },
  { title: 'Osobní údaje', description: 'Export a výmaz údajů o člověku podle e-mailu', to: ADMIN_PATHS.personalData, adminOnly: true },
];

export function sectionsFor(isAdmin: boolean): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => isAdmin || !section.adminOnly);
}

/** The section a path belongs to (/admin/blog/42 → Blog); the dashboard only for /admin itself. */
export function isCurrentSection(pathname: string, to: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (to === ADMIN_PATHS.dashboard) return path === to;
  return path === to || path.startsWith(`${to}/`);
}
