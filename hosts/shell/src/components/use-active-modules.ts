import { fetchActiveModules, type PublicModule } from '@app/content';
import { PUBLIC_DATA_KEYS, usePublicData } from './use-public-data';

/** The in-page anchor of a module section on the modules page (links in posts are checked against it too). */
export { moduleAnchorId } from '@app/content';

export type ActiveModules = { status: 'loading' } | { status: 'ready'; modules: PublicModule[] } | { status: 'failed' };

/** Active modules from the modules table; a failure is only logged: the page goes on without an error message. */
export function useActiveModules(): ActiveModules {
  const state = usePublicData(PUBLIC_DATA_KEYS.modules, fetchActiveModules);
  return state.status === 'ready' ? { status: 'ready', modules: state.data } : { status: state.status };
}
