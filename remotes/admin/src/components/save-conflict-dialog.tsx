import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@app/i18n';
import type { EntityForm } from './use-entity-form';

/**
 * Shown when a save was refused because someone else saved the record after it was opened: who and when,
 * and the editor's choice to keep the typed version (the other one stays in the history) or load the
 * current one. Nothing is lost while the dialog is open: the form keeps every typed value.
 */
export function SaveConflictDialog<Values>({ form }: { form: Pick<EntityForm<Values>, 'conflict' | 'keepMine' | 'reloadLatest'> }) {
  const [busy, setBusy] = useState(false);
  const { conflict } = form;
  const run = (action: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={conflict !== null}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="Záznam mezitím změnil někdo jiný"
      size="lg"
      centered
    >
      {conflict && (
        <Stack gap="md">
          <Text>
            {conflict.changedBy ?? 'Jiný uživatel'} ho uložil(a) {formatDateTime(conflict.currentVersion)}, až poté, co jste ho
            otevřeli. Vaše úpravy zatím uložené nejsou a ve formuláři zůstávají.
          </Text>
          <Text size="sm" c="dimmed">
            Ponecháte-li svou verzi, přepíše tu jejich; jejich verze zůstane v historii revizí a lze ji obnovit.
          </Text>
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" disabled={busy} onClick={run(form.reloadLatest)}>
              Načíst aktuální verzi
            </Button>
            <Button loading={busy} onClick={run(form.keepMine)}>
              Ponechat moji verzi
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
