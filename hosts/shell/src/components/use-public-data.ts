import { useEffect, useState } from 'react';
import { getPublicClient, type ReadClient } from '@app/supabase';
import { useInitialData } from './render-context/render-context';

export type PublicDataState<T> =
  | { status: 'loading'; data?: undefined }
  | { status: 'ready'; data: T }
  | { status: 'failed'; data?: undefined };

/**
 * Public data under a key: a prerendered page starts from the value read at build time, then every page
 * reads it fresh with the anonymous client after the first render (so back-office edits show without a
 * rebuild). Pass a stable `load` (a module-level function), or it reloads on every render. A failure is
 * logged and reported as 'failed': the page shows its fallback.
 */
export function usePublicData<T>(key: string, load: (client: ReadClient) => Promise<T>): PublicDataState<T> {
  const initial = useInitialData<T>(key);
  const [state, setState] = useState<PublicDataState<T>>(initial === undefined ? { status: 'loading' } : { status: 'ready', data: initial });
  useEffect(() => {
    let current = true;
    getPublicClient()
      .then(load)
      .then(
        (data) => {
          if (current) setState({ status: 'ready', data });
        },
        (error: unknown) => {
          console.error(`Loading ${key} failed:`, error);
          // A failed read shows the page's built-in content (fixed plans, built-in case studies, …), even over build-time data.
          if (current) setState({ status: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, [key, load]);
  return state;
}

export { PUBLIC_DATA_KEYS } from './render-context/render-context';
