import { useEffect, useState } from 'react';
import { getPublicClient, type ReadClient } from '@app/supabase';

export type PublicDataState<T> =
  | { status: 'loading'; data?: undefined }
  | { status: 'ready'; data: T }
  | { status: 'failed'; data?: undefined };

/**
 * Loads public data after the first render (so server-rendered HTML holds the page's built-in content),
 * with the anonymous client. Pass a stable `load` (a module-level function), or it reloads on every render. A failure is logged and reported as 'failed'; the page keeps its fallback.
 */
export function usePublicData<T>(label: string, load: (client: ReadClient) => Promise<T>): PublicDataState<T> {
  const [state, setState] = useState<PublicDataState<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    getPublicClient()
      .then(load)
      .then(
        (data) => {
          if (current) setState({ status: 'ready', data });
        },
        (error: unknown) => {
          console.error(`Loading ${label} failed:`, error);
          if (current) setState({ status: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, [label, load]);
  return state;
}
