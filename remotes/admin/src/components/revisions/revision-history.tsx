import './revisions.css';
import { useCallback, useEffect, useState } from 'react';
import { Alert, Badge, Button, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { adminListRevisions, adminRestoreRevision, type ContentRevision, type RevisedTable } from '@app/content';
import { formatDateTime } from '@app/i18n';
import { getSupabase } from '@app/supabase';
import { useConfirmedAction } from '../confirmed-action';
import { errorMessage } from '../error-message';
import { ChangeDiff } from './change-diff';
import { revisionChanges } from './revision-changes';

const OPERATION_LABELS: Record<ContentRevision['operation'], string> = {
  insert: 'Vytvořeno',
  update: 'Upraveno',
  delete: 'Smazáno',
  restore: 'Obnoveno z historie',
};

type HistoryState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; revisions: ContentRevision[] };

/**
 * "Historie": who saved the record when and what changed (a word diff of each changed field, rich text
 * compared as text with its links and images, images as thumbnails), and "Obnovit" to set the record back
 * to an older revision (itself a new revision, saved at once: the editor then follows it to the site).
 */
export function RevisionHistory({
  table,
  recordId,
  goesLive = false,
  onRestored,
}: {
  table: RevisedTable;
  recordId: string;
  /** The record is on the public site: the dialog says the restored state goes live at once. */
  goesLive?: boolean;
  onRestored: () => void | Promise<void>;
}) {
  const [opened, setOpened] = useState(false);
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  const [restoring, setRestoring] = useState<number | null>(null);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', revisions: await adminListRevisions(await getSupabase(), table, recordId) });
    } catch (error) {
      console.error('Loading the revisions failed:', error);
      setState({ status: 'failed', message: errorMessage(error) });
    }
  }, [table, recordId]);

  useEffect(() => {
    if (opened) void load();
  }, [opened, load]);

  const confirm = useConfirmedAction();
  const restore = (revision: ContentRevision) =>
    confirm.ask({
      question: `Obnovit stav z ${formatDateTime(revision.createdAt)}?`,
      detail: `${goesLive ? 'Obnovený stav se na webu zveřejní ihned. ' : ''}Neuložené změny ve formuláři se ztratí; současný stav zůstane v historii.`,
      confirmLabel: 'Obnovit',
      destructive: false,
      toastId: `revision-restore:${revision.id}`,
      run: async () => {
        setRestoring(revision.id);
        try {
          await adminRestoreRevision(await getSupabase(), revision.id);
        } finally {
          setRestoring(null);
        }
      },
      success: 'Revize byla obnovena',
      failure: (error) => ({ title: 'Chyba', message: `Revizi se nepodařilo obnovit. ${errorMessage(error)}` }),
      logAs: 'Restoring the revision',
      onDone: async () => {
        setOpened(false);
        await onRestored();
      },
    });

  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Historie
      </Button>
      {/* While the question is open, Escape and the focus belong to it, not to the drawer under it. */}
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title="Historie změn"
        position="right"
        size="lg"
        closeOnEscape={!confirm.opened}
        trapFocus={!confirm.opened}
      >
        {state.status === 'loading' && (
          <Group justify="center" py="xl">
            <Loader size="sm" role="status" aria-label="Načítám historii..." />
          </Group>
        )}
        {state.status === 'failed' && (
          <Alert color="red" title="Chyba při načítání">
            {state.message}
          </Alert>
        )}
        {state.status === 'ready' && (
          <Stack gap="md" component="ol" className="revision-list" aria-label="Revize">
            {state.revisions.map((revision, index) => {
              const changes = revisionChanges(table, revision, state.revisions[index + 1]);
              return (
                <li key={revision.id} className="revision" aria-label={`${OPERATION_LABELS[revision.operation]} ${formatDateTime(revision.createdAt)}`}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <Stack gap={2}>
                      <Group gap="xs">
                        <Text fw={600} size="sm">
                          {formatDateTime(revision.createdAt)}
                        </Text>
                        <Badge variant="light" color={index === 0 ? 'green' : 'gray'} tt="none">
                          {index === 0 ? 'Aktuální' : OPERATION_LABELS[revision.operation]}
                        </Badge>
                      </Group>
                      <Text size="sm" c="dimmed">
                        {revision.actorName ?? 'Systém'}
                      </Text>
                    </Stack>
                    {index > 0 && (
                      <Button size="compact-sm" variant="light" loading={restoring === revision.id} onClick={() => restore(revision)}>
                        Obnovit
                      </Button>
                    )}
                  </Group>
                  {revision.operation === 'update' || revision.operation === 'restore'
                    ? changes.map((change) => <ChangeDiff key={change.column} change={change} />)
                    : null}
                </li>
              );
            })}
          </Stack>
        )}
      </Drawer>
      {confirm.dialog}
    </>
  );
}
