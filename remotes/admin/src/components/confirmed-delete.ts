import type { ReactNode } from 'react';
import type { PublishedTable } from '@app/content';
import { getSupabase, type AppSupabaseClient } from '@app/supabase';
import { runToasted, useConfirmedAction, type ToastedAction } from './confirmed-action';
import { followPublish } from './publish-watch';

export interface ConfirmedDeleteOptions<Row extends { id: string }> {
  /** What a row is, in English, for the console and the toast id: "post" ("Deleting the post failed"). */
  entity: string;
  /** The confirmation question ("Opravdu chcete smazat tento článek?"); it names the dialog. */
  question: string | ((row: Row) => string);
  /** What is deleted, under the question (the row's name). */
  subject?: (row: Row) => ReactNode;
  /** More about the consequences, under the subject. */
  detail?: ReactNode;
  /** The delete call, with the one Supabase client. */
  remove: (client: AppSupabaseClient, row: Row) => Promise<unknown>;
  /** The success toast's message ("Článek byl smazán"), under "Úspěch". */
  success: string;
  /** The failure toast; by default "Chyba při mazání" with the server's message. */
  failure?: ToastedAction['failure'];
  /** After a delete succeeded (the list reloads); after a failure the list stays as it is, the row with it. */
  onDeleted: () => void | Promise<void>;
  /** Rows the public site shows: after a delete the list follows until the page is gone from the site (scope: the list's path). */
  publishing?: { table: PublishedTable; scope: string };
}

export interface ConfirmedDelete<Row> {
  /** Asks in the dialog; the row is deleted only when "Smazat" is pressed. */
  ask: (row: Row) => void;
  /** Deletes at once, when the screen asked in a dialog of its own (an image still in use); true when it succeeded. */
  run: (row: Row) => Promise<boolean>;
  /** The toast id of this row's deletion, for a screen's own toast about it (the next one replaces it). */
  toastId: (row: Row) => string;
  /** The dialog: render it once on the list screen. */
  dialog: ReactNode;
}

/**
 * Deleting a row of a list: the question in the confirmation dialog (useConfirmedAction), the delete call,
 * and its success or error toast (runToasted, through the one notify); a success reloads the list.
 */
export function useConfirmedDelete<Row extends { id: string }>(options: ConfirmedDeleteOptions<Row>): ConfirmedDelete<Row> {
  const confirm = useConfirmedAction();
  const toastId = (row: Row) => `delete:${options.entity}:${row.id}`;
  const deletion = (row: Row): ToastedAction => ({
    toastId: toastId(row),
    run: async () => {
      await options.remove(await getSupabase(), row);
      if (options.publishing) followPublish({ ...options.publishing, recordId: row.id, pages: null, deleted: true });
    },
    success: options.success,
    failure: options.failure ?? { title: 'Chyba při mazání' },
    logAs: `Deleting the ${options.entity}`,
    onDone: options.onDeleted,
  });
  return {
    ask: (row) =>
      confirm.ask({
        question: typeof options.question === 'function' ? options.question(row) : options.question,
        subject: options.subject?.(row),
        detail: options.detail,
        ...deletion(row),
      }),
    run: (row) => runToasted(deletion(row)),
    toastId,
    dialog: confirm.dialog,
  };
}
