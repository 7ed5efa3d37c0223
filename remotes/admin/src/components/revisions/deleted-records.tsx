import { useCallback, useState } from 'react';
import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { DELETED_LIST_SPEC, adminDeletedRecordsPage, adminRestoreRevision, type DeletedRecord, type ListQuery, type RevisedTable } from '@app/content';
import { formatDateTime } from '@app/i18n';
import { getSupabase, type AppSupabaseClient } from '@app/supabase';
import { runToasted } from '../confirmed-action';
import { errorMessage } from '../error-message';
import { ListBody, ListToolbar, useListPage, useMemoryListState } from '../list';

/**
 * The drawer's content, mounted only while it is open: one page of the table's deleted records at a
 * time, searched, paged and counted by the database (however many were deleted).
 */
function DeletedList({ table, onRestored }: { table: RevisedTable; onRestored: () => void | Promise<void> }) {
  const state = useMemoryListState(DELETED_LIST_SPEC);
  const fetchPage = useCallback(
    (client: AppSupabaseClient, query: ListQuery) => adminDeletedRecordsPage(client, { ...query, filters: { ...query.filters, tabulka: table } }),
    [table],
  );
  const list = useListPage(fetchPage, state, { message: 'Smazané záznamy se nepodařilo načíst.' });
  const [restoring, setRestoring] = useState<number | null>(null);

  // Bringing a deleted record back loses nothing, so it does not ask first.
  const restore = async (record: DeletedRecord) => {
    setRestoring(record.revisionId);
    try {
      await runToasted({
        toastId: `revision-restore:${record.revisionId}`,
        run: async () => adminRestoreRevision(await getSupabase(), record.revisionId),
        success: `„${record.title}“ je zpět`,
        failure: (error) => ({ title: 'Chyba', message: `Obnovení se nepodařilo. ${errorMessage(error)}` }),
        logAs: 'Restoring the deleted record',
        onDone: async () => {
          list.reload();
          await onRestored();
        },
      });
    } finally {
      setRestoring(null);
    }
  };

  return (
    <>
      <ListToolbar state={state} searchLabel="Hledat ve smazaných" searchPlaceholder="Název" />
      <ListBody list={list} state={state} loadingLabel="Načítám smazané..." empty={<Text c="dimmed">Za posledních 30 dní nebylo nic smazáno.</Text>}>
        {(records) => (
          <Stack gap="md" component="ul" className="revision-list" aria-label="Smazané">
            {records.map((record) => (
              <li key={record.revisionId} className="revision">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {record.title}
                    </Text>
                    <Text size="sm" c="dimmed">
                      Smazal(a) {record.actorName ?? 'systém'} {formatDateTime(record.deletedAt)}
                    </Text>
                  </Stack>
                  <Button
                    size="compact-sm"
                    variant="light"
                    loading={restoring === record.revisionId}
                    disabled={restoring !== null && restoring !== record.revisionId}
                    onClick={() => void restore(record)}
                    aria-label={`Obnovit: ${record.title}`}
                    style={{ flexShrink: 0 }}
                  >
                    Obnovit
                  </Button>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </ListBody>
    </>
  );
}

/** "Smazané": what was deleted in the last 30 days, who deleted it and when, and "Obnovit" to bring it back. */
export function DeletedRecords({ table, onRestored }: { table: RevisedTable; onRestored: () => void | Promise<void> }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Smazané
      </Button>
      <Drawer opened={opened} onClose={() => setOpened(false)} title="Smazané za posledních 30 dní" position="right" size="md">
        <DeletedList table={table} onRestored={onRestored} />
      </Drawer>
    </>
  );
}
