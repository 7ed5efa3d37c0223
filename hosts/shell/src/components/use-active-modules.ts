import { useEffect, useState } from 'react';
import { fetchActiveModules, type PublicModule } from '@app/content';
import { getPublicClient } from '@app/supabase';

export type ActiveModules = { status: 'loading' } | { status: 'ready'; modules: PublicModule[] } | { status: 'failed' };

/** Active modules from the modules table, read after the first render; a failure is logged only (spec 8). */
export function useActiveModules(): ActiveModules {
  const [state, setState] = useState<ActiveModules>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    getPublicClient()
      .then(fetchActiveModules)
      .then((modules) => {
        if (current) setState({ status: 'ready', modules });
      })
      .catch((error: unknown) => {
        console.error('Modules could not be loaded:', error);
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, []);
  return state;
}

/** The in-page anchor of a module section on the modules page. */
export function moduleAnchorId(module: Pick<PublicModule, 'slug' | 'id'>): string {
  return `module-${module.slug ?? module.id}`;
}
