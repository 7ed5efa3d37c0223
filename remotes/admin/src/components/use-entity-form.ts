import { useEffect, useState } from 'react';
import { saveConflictOf, type PublishedTable, type SaveConflict } from '@app/content';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { FormikHelpers } from 'formik';
import { useSession } from '@app/session';
import { getSupabase, type AppSupabaseClient } from '@app/supabase';
import { notify } from '@app/ui';
import { draftKeyFor } from './draft-recovery';
import { errorMessage } from './error-message';
import { followPublish, type PublicPages } from './publish-watch';

interface Toast {
  title: string;
  message: string;
}

export interface EntityFormOptions<Values> {
  /** What the screen edits, for the console log: "the pricing plan". */
  entity: string;
  /** The list screen: where cancel leads, and a failed load unless `stayOnLoadFailure`. */
  listPath: string;
  /** The screen of one record, where a new one continues after its first save; `<listPath>/<id>` by default. */
  editPath?: (id: string) => string;
  /** The record a screen of one fixed record edits (the site settings); by default the route's `:id`. */
  recordId?: string;
  /**
   * The values of a new entity (id "new"); keep the object stable, Formik reads it as initial values.
   * Absent, with `create`, on a screen of one fixed record (`recordId`), which never creates.
   */
  empty?: Values;
  /** Fetches the entity and turns it into form values, with the version (`updated_at`) it was read at. */
  load: (client: AppSupabaseClient, id: string) => Promise<LoadedEntity<Values>>;
  create?: (client: AppSupabaseClient, values: Values) => Promise<unknown>;
  /** Saves over `baseVersion`; the database refuses (PT409) when the entity changed since. */
  update: (client: AppSupabaseClient, id: string, values: Values, baseVersion: string) => Promise<unknown>;
  /** Messages of the "Úspěch" toast. */
  saved: { created: string; updated: string };
  /** The load failure toast; by default "Chyba při načítání" with the server's message. */
  loadFailureToast?: Partial<Toast>;
  /** Show the failure on the form's screen instead of returning to the list. */
  stayOnLoadFailure?: boolean;
  /**
   * The form after a save starts again from the values this returns (the site settings forget the typed
   * password) instead of the record as the database now holds it, read again.
   */
  stayAfterSave?: (saved: Values) => Values;
  /** The save failure toast; by default "Chyba při ukládání" with the server's message. */
  saveFailureToast?: (error: unknown, isNew: boolean) => Partial<Toast>;
  /** What the public site shows of the record: after a save the screen follows whether the change is live there. */
  publishing?: Publishing<Values>;
}

export interface Publishing<Values> {
  /** The table publish_state knows the record by. */
  table: PublishedTable;
  /** The record's key there when it is not the editor's id (the contact info: 'contact_info'); a new record's is the id `create` returned. */
  recordId?: string;
  /** Where the site shows the saved record; null while it is not public (a draft, an inactive module). */
  pages: (saved: Values) => PublicPages;
  /** When a record saved for later (a scheduled post) goes public by itself; null when it has no such time ahead. */
  scheduledAt?: (saved: Values) => string | null;
}

export interface LoadedEntity<Values> {
  values: Values;
  /** The entity's `updated_at` as read: what a save states it is based on; absent where saves are not versioned. */
  version?: string;
}

export type EntityFormState<Values> =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; values: Values; version?: string };

/** A save refused because someone else saved the entity since it was loaded; the typed values wait. */
export interface PendingConflict<Values> extends SaveConflict {
  values: Values;
}

export type EntityForm<Values> = EntityFormState<Values> & {
  /** The route's id (or `recordId`); "new" when creating. */
  id: string;
  isNew: boolean;
  /**
   * Formik's onSubmit: saves and toasts, then the form goes on with the saved record (a new one at its own
   * address); a failed save toasts and keeps the form as typed.
   */
  submit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  backToList: () => void;
  /** Loads again after a failed load (`stayOnLoadFailure`). */
  retryLoad: () => void;
  /** The toast id of this form's saves: the next save's toast replaces the last one's (InvalidSubmitNotice too). */
  saveToastId: string;
  /** Formik's key: a reloaded version starts the form afresh. */
  formKey: string;
  /** Where DraftRecovery keeps what is typed: per entity, record and user; null while nobody is signed in. */
  draftKey: string | null;
  /** The version the form was loaded at (absent for a new record). */
  version?: string;
  /** Set while a save waits for the editor's choice after someone else's change. */
  conflict: PendingConflict<Values> | null;
  /** Saves the typed values over the current version (the other change stays in the history). */
  keepMine: () => Promise<void>;
  /** Drops the typed values and loads the current version. */
  reloadLatest: () => Promise<void>;
  /** After "Obnovit" in the history: loads the restored version and follows it to the site like a save. */
  afterRestore: () => Promise<void>;
};

/** The id of a record `create` returned (the saved row). */
function createdId(saved: unknown): string | null {
  const id = typeof saved === 'object' && saved !== null ? (saved as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : null;
}

/**
 * The load/save scaffolding of an admin form screen at `<list>/:id` (id "new" creates): the entity's values
 * loaded with the one Supabase client, and a submit that creates or updates it with the success and failure toasts.
 */
export function useEntityForm<Values>(options: EntityFormOptions<Values>): EntityForm<Values> {
  const { id: routeId = 'new' } = useParams();
  const id = options.recordId ?? routeId;
  const isNew = id === 'new';
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { listPath } = options;
  const editPath = options.editPath ?? ((recordId: string) => `${listPath}/${recordId}`);
  // Which id a loaded state belongs to, so another id never shows the previous entity while it loads.
  const [loaded, setLoaded] = useState<{ id: string; state: EntityFormState<Values> } | null>(null);
  const [loadAttempt, setLoadAttempt] = useState(0);
  // Counts the times the form starts afresh from a version read again (a conflict's or a restore's).
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (isNew) return undefined;
    let current = true;
    (async () => {
      try {
        const { values, version } = await options.load(await getSupabase(), id);
        if (current) setLoaded({ id, state: { status: 'ready', values, version } });
      } catch (error) {
        if (!current) return;
        const message = errorMessage(error);
        console.error(`Loading ${options.entity} failed:`, error);
        notify({ kind: 'error', title: 'Chyba při načítání', message, ...options.loadFailureToast });
        if (options.stayOnLoadFailure) setLoaded({ id, state: { status: 'failed', error: message } });
        else navigate(listPath, { replace: true });
      }
    })();
    return () => {
      current = false;
    };
    // The options are inline per render; a screen loads once per id (and again when asked to retry).
  }, [id, isNew, listPath, navigate, loadAttempt]);

  const [conflict, setConflict] = useState<PendingConflict<Values> | null>(null);
  const userId = useSession((session) => session.user?.id ?? null);
  const draftKey = draftKeyFor(options.entity, id, userId);
  const loadedVersion = loaded?.id === id && loaded.state.status === 'ready' ? loaded.state.version : undefined;
  const saveToastId = `save:${options.entity}:${id}`;

  const save = async (values: Values, baseVersion: string | undefined, resetForm?: FormikHelpers<Values>['resetForm']) => {
    try {
      const client = await getSupabase();
      const saved = isNew ? await options.create?.(client, values) : await options.update(client, id, values, baseVersion ?? '');
      setConflict(null);
      if (draftKey) localStorage.removeItem(draftKey);
      notify({ id: saveToastId, kind: 'success', title: 'Úspěch', message: isNew ? options.saved.created : options.saved.updated });
      const savedId = isNew ? createdId(saved) : id;
      follow(values, savedId);
      if (options.stayAfterSave) {
        resetForm?.({ values: options.stayAfterSave(values) });
        return;
      }
      resetForm?.({ values });
      // Like the CMSs editors know, the editor stays in the record: a new one continues at its own address.
      if (isNew) {
        navigate(savedId ? editPath(savedId) : listPath, { replace: true });
        return;
      }
      // The form goes on in place (scroll and focus stay) from the record as saved, with its new version.
      const latest = await loadLatest(!resetForm);
      if (latest) resetForm?.({ values: latest });
    } catch (error) {
      const refusal = saveConflictOf(error);
      if (refusal) {
        console.warn(`Saving ${options.entity} was refused: changed by ${refusal.changedBy ?? 'someone else'} since it was loaded.`);
        setConflict({ ...refusal, values });
        return;
      }
      console.error(`Saving ${options.entity} failed:`, error);
      notify({
        id: saveToastId,
        kind: 'error',
        title: 'Chyba při ukládání',
        message: errorMessage(error),
        ...options.saveFailureToast?.(error, isNew),
      });
    }
  };

  // The status shows where the screen goes after the save: the list and its editors, or this screen when it stays.
  const follow = (values: Values, recordId: string | null) => {
    const { publishing } = options;
    const key = publishing?.recordId ?? recordId;
    if (!publishing || !key) return;
    followPublish({
      table: publishing.table,
      recordId: key,
      pages: publishing.pages(values),
      scheduledAt: publishing.scheduledAt?.(values) ?? null,
      scope: options.stayAfterSave ? pathname : listPath,
    });
  };

  const submit = (values: Values, helpers: FormikHelpers<Values>) => save(values, loadedVersion, helpers.resetForm);

  const keepMine = async () => {
    if (conflict) await save(conflict.values, conflict.currentVersion);
  };

  /**
   * The record as the database holds it now, `restart`ing the form with it (else the caller resets the form);
   * its values, or null when reading it failed (toasted).
   */
  const loadLatest = async (restart: boolean): Promise<Values | null> => {
    try {
      const latest = await options.load(await getSupabase(), id);
      setLoaded({ id, state: { status: 'ready', values: latest.values, version: latest.version } });
      if (restart) setGeneration((count) => count + 1);
      return latest.values;
    } catch (error) {
      console.error(`Reloading ${options.entity} failed:`, error);
      notify({ kind: 'error', title: 'Chyba při načítání', message: errorMessage(error), ...options.loadFailureToast });
      return null;
    }
  };

  const reloadLatest = async () => {
    setConflict(null);
    await loadLatest(true);
  };

  const afterRestore = async () => {
    setConflict(null);
    const restored = await loadLatest(true);
    if (restored) follow(restored, id);
  };

  const state: EntityFormState<Values> = isNew
    ? options.empty
      ? { status: 'ready', values: options.empty }
      : { status: 'failed', error: 'Nový záznam zde vytvořit nelze.' }
    : loaded?.id === id
      ? loaded.state
      : { status: 'loading' };
  return {
    ...state,
    id,
    isNew,
    submit,
    backToList: () => navigate(listPath),
    retryLoad: () => {
      setLoaded(null);
      setLoadAttempt((attempt) => attempt + 1);
    },
    saveToastId,
    formKey: `${id}@${generation}`,
    draftKey,
    version: loadedVersion,
    conflict,
    keepMine,
    reloadLatest,
    afterRestore,
  };
}
