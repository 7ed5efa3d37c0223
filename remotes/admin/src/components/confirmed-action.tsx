import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notify } from '@app/ui';
import { errorMessage } from './error-message';

/** The toasts of one action on one record, and what to do once it succeeded. */
export interface ToastedAction {
  /** The action on this record ("post-delete:<id>"): its next toast replaces the one still shown. */
  toastId: string;
  run: () => Promise<unknown>;
  /** The success toast's message ("Článek byl smazán"), under the title "Úspěch". */
  success: string;
  /** The failure toast: its title with the server's message, or a fixed message, or both from the error. */
  failure: { title: string; message?: string } | ((error: unknown) => { title: string; message: string });
  /** For the console when it fails: "Deleting the post". */
  logAs: string;
  /** After a success (the list reloads). */
  onDone?: () => void | Promise<void>;
}

/** Runs the action and reports it with its toast; true when it succeeded. */
export async function runToasted(action: ToastedAction): Promise<boolean> {
  try {
    await action.run();
  } catch (error) {
    console.error(`${action.logAs} failed:`, error);
    const failure = typeof action.failure === 'function' ? action.failure(error) : action.failure;
    notify({ id: action.toastId, kind: 'error', title: failure.title, message: failure.message ?? errorMessage(error) });
    return false;
  }
  notify({ id: action.toastId, kind: 'success', title: 'Úspěch', message: action.success });
  await action.onDone?.();
  return true;
}

export interface ConfirmedAction extends ToastedAction {
  /** The question, word for word: "Opravdu chcete smazat tento článek?". It names the dialog. */
  question: string;
  /** What the action applies to, shown under the question (the post's title). */
  subject?: ReactNode;
  /** More about the consequences, under the subject. */
  detail?: ReactNode;
  /** The confirming button: "Smazat" in red unless told otherwise. */
  confirmLabel?: string;
  destructive?: boolean;
}

export interface ConfirmedActionControl {
  /** Opens the dialog for this action; it runs only when the confirming button is pressed. */
  ask: (action: ConfirmedAction) => void;
  /** The dialog: render it once where the hook is used. */
  dialog: ReactNode;
  /** Whether the dialog is open (a drawer under it leaves Escape and the focus to it meanwhile). */
  opened: boolean;
}

/**
 * An action that asks first, in a dialog instead of the browser's prompt: the question, what it applies to,
 * "Zrušit" (focused first, so Enter never deletes by accident) and the red "Smazat". Focus stays in the
 * dialog; Escape, the close button and a click outside cancel. Confirmed, the action runs while the button
 * spins and reports with its toast; the dialog closes either way.
 */
export function useConfirmedAction(): ConfirmedActionControl {
  const [pending, setPending] = useState<ConfirmedAction | null>(null);
  // Kept apart from `pending`, so the text stays while the dialog fades out.
  const [opened, setOpened] = useState(false);
  const [running, setRunning] = useState(false);

  const cancel = () => {
    if (!running) setOpened(false);
  };
  const confirm = async () => {
    if (!pending || running) return;
    setRunning(true);
    try {
      await runToasted(pending);
    } finally {
      setRunning(false);
      setOpened(false);
    }
  };

  const destructive = pending?.destructive ?? true;
  const dialog = (
    <Modal opened={opened} onClose={cancel} title={pending?.question} centered closeOnClickOutside={!running} closeOnEscape={!running}>
      {pending && (
        <Stack gap="lg">
          {(pending.subject || pending.detail) && (
            <Stack gap="xs">
              {pending.subject && (
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {pending.subject}
                </Text>
              )}
              {pending.detail && (
                <Text size="sm" c="dimmed">
                  {pending.detail}
                </Text>
              )}
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={running} data-autofocus>
              Zrušit
            </Button>
            <Button color={destructive ? 'red' : undefined} loading={running} onClick={() => void confirm()}>
              {pending.confirmLabel ?? 'Smazat'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );

  return {
    ask: (action) => {
      setPending(action);
      setOpened(true);
    },
    dialog,
    opened,
  };
}
