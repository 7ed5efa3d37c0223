import { useCallback, useEffect, useState } from 'react';
import { getSupabase, type AppSupabaseClient } from '@app/supabase';
import { notify } from '@app/ui';
import { errorMessage } from './error-message';

export type AdminDataState<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'failed'; data: T | null; error: string };

/**
 * Loads a screen's data with the one Supabase client; a failure shows the error toast (title
 * "Chyba při načítání" unless the screen has its own message). `reload` fetches again and keeps the shown
 * data meanwhile, so a list does not flash after a change.
 */
export function useAdminData<T>(
  load: (client: AppSupabaseClient) => Promise<T>,
  failure: { title?: string; message?: string } = {},
): AdminDataState<T> & { reload: () => void; setData: (update: (current: T) => T) => void } {
  const [state, setState] = useState<AdminDataState<T>>({ status: 'loading', data: null });
  const [generation, setGeneration] = useState(0);
  const failureTitle = failure.title ?? 'Chyba při načítání';
  const failureMessage = failure.message;

  useEffect(() => {
    let current = true;
    (async () => {
      try {
        const data = await load(await getSupabase());
        if (current) setState({ status: 'ready', data });
      } catch (error) {
        if (!current) return;
        const message = errorMessage(error);
        console.error(failureTitle, error);
        notify({ kind: 'error', title: failureTitle, message: failureMessage ?? message });
        setState((previous) => ({ status: 'failed', data: previous.data, error: message }));
      }
    })();
    return () => {
      current = false;
    };
    // `load` is usually an inline function: the screen asks for fresh data through reload().
  }, [generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const setData = useCallback(
    (update: (current: T) => T) =>
      setState((previous) => (previous.data === null ? previous : { status: 'ready', data: update(previous.data) })),
    [],
  );
  return { ...state, reload, setData };
}
