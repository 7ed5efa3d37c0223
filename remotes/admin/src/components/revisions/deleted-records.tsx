import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { adminListDeleted, adminRestoreRevision, type DeletedRecord, type RevisedTable } from '@app/content';
import { formatDateTime } from '@app/i18n';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { errorMessage } from '../error-message';

type DeletedState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; records: DeletedRecord[] };

/** "Smazané": what was deleted in the last 30 days, who deleted it and when, and "Obnovit" to bring it back. */
export function DeletedRecords({
  table,
  titleOf,
  onRestored,
}: {
  table: RevisedTable;
  titleOf: (snapshot: Record<string, unknown>) => string;
  onRestored: () => void | Promise<void>;
}) {
  const [opened, setOpened] = useState(false);
  const [state, setState] = useState<DeletedState>({ status: 'loading' });
  const [restoring, setRestoring] = useState<string | null>(null);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', records: await adminListDeleted(await getSupabase(), table) });
    } catch (error) {
      console.error('Loading the deleted records failed:', error);
      setState({ status: 'failed', message: errorMessage(error) });
    }
  }, [table]);

  useEffect(() => {
    if (opened) void load();
  }, [opened, load]);

  const restore = async (record: DeletedRecord) => {
    setRestoring(record.recordId);
    try {
      await adminRestoreRevision(await getSupabase(), record.revision.id);
      notify({ kind: 'success', title: 'Úspěch', message: `„${titleOf(record.revision.snapshot)}“ je zpět` });
      await load();
      await onRestored();
    } catch (error) {
      console.error('Restoring the deleted record failed:', error);
      notify({ kind: 'error', title: 'Chyba', message: `Obnovení se nepodařilo. ${errorMessage(error)}` });
    } finally {
      setRestoring(null);
    }
  };

  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Smazané
      </Button>
      <Drawer opened={opened} onClose={() => setOpened(false)} title="Smazané za posledních 30 dní" position="right" size="md">
        {state.status === 'loading' && (
          <Group justify="center" py="xl">
            <Loader size="sm" role="status" aria-label="Načítám smazané..." />
          </Group>
        )}
        {state.status === 'failed' && (
          <Alert color="red" title="Chyba při načítání">
            {state.message}
          </Alert>
        )}
        {state.status === 'ready' &&
          (state.records.length === 0 ? (
            <Text c="dimmed">Za posledních 30 dní nebylo nic smazáno.</Text>
          ) : (
            <Stack gap="md" component="ul" className="revision-list" aria-label="Smazané">
              {state.records.map((record) => (
                <li key={record.recordId} className="revision">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        {titleOf(record.revision.snapshot)}
                      </Text>
                      <Text size="sm" c="dimmed">
                        Smazal(a) {record.revision.actorName ?? 'systém'} {formatDateTime(record.revision.createdAt)}
                      </Text>
                    </Stack>
                    <Button size="compact-sm" variant="light" loading={restoring === record.recordId} onClick={() => void restore(record)}>
                      Obnovit
                    </Button>
                  </Group>
                </li>
              ))}
            </Stack>
          ))}
      </Drawer>
    </>
  );
}
