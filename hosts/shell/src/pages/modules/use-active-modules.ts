import { modulePublicData, type PublicModule } from '@app/content';
import { usePublicData } from '../../components/use-public-data';

export type ActiveModules = { status: 'loading' } | { status: 'ready'; modules: PublicModule[] } | { status: 'failed' };

/** Active modules from the modules table; a failure is only logged: the page goes on without an error message. */
export function useActiveModules(): ActiveModules {
  const state = usePublicData(modulePublicData.key, modulePublicData.read);
  return state.status === 'ready' ? { status: 'ready', modules: state.data } : { status: state.status };
}

/** How links name a module: its slug, or its id when it has none (the anchor below, the contact form's ?modul=). */
export function moduleKey(module: Pick<PublicModule, 'slug' | 'id'>): string {
  return module.slug ?? module.id;
}

/** The in-page anchor of a module section on the modules page (@app/content's checks of links restate it: moduleSectionAnchor). */
export function moduleAnchorId(module: Pick<PublicModule, 'slug' | 'id'>): string {
  return `module-${moduleKey(module)}`;
}
