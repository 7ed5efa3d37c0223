import type { Database } from '@app/supabase';

type ModuleRow = Database['public']['Tables']['modules']['Row'];

/** The in-page anchor of a module's section on the modules page (`/moduly#module-<slug>`). */
export function moduleAnchorId(module: Pick<ModuleRow, 'slug' | 'id'>): string {
  return `module-${module.slug ?? module.id}`;
}
