import { Link } from 'react-router-dom';
import { Badge, Button, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { adminDeleteReference, adminListReferences, adminTranslationStatus, type AdminReferenceListItem } from '@app/content';
import { TranslationBadges, TranslationFilter, matchesTranslationFilter, useTranslationFilter } from '../../components/translation-status';
import { formatDate } from '@app/i18n';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { ADMIN_PATHS } from '../../config/paths';
import { PageHeader } from '../../components/page-header';
import { LoadingState } from '../../components/loading-state';
import { confirmAction } from '../../components/confirm';
import { errorMessage } from '../../components/error-message';
import { useAdminData } from '../../components/use-admin-data';

/** /admin/references (spec 2.14): company, featured badge, Czech title, industry, number of results, created. */
export function ReferencesListPage() {
  const references = useAdminData(adminListReferences);
  const translations = useAdminData((client) => adminTranslationStatus(client, 'references'));
  const [missing, setMissing] = useTranslationFilter();

  const remove = async (reference: AdminReferenceListItem) => {
    if (!confirmAction('Opravdu chcete smazat tuto referenci?')) return;
    try {
      await adminDeleteReference(await getSupabase(), reference.id);
      notify({ kind: 'success', title: 'Úspěch', message: 'Reference byla smazána' });
      references.reload();
    } catch (error) {
      console.error('Deleting the reference failed:', error);
      notify({ kind: 'error', title: 'Chyba při mazání', message: errorMessage(error) });
    }
  };

  return (
    <>
      <PageHeader
        title="Reference"
        description="Případové studie zákazníků zobrazené na webu"
        backTo={ADMIN_PATHS.dashboard}
        backLabel="Zpět na přehled"
        actions={
          <Button component={Link} to={ADMIN_PATHS.referencesNew}>
            Nová reference
          </Button>
        }
      />
      {references.data === null ? (
        references.status === 'failed' ? (
          <Text c="dimmed">Reference se nepodařilo načíst.</Text>
        ) : (
          <LoadingState label="Načítám reference..." />
        )
      ) : references.data.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="flex-start" gap="sm">
            <Text>Zatím tu nejsou žádné reference.</Text>
            <Button component={Link} to={ADMIN_PATHS.referencesNew} variant="light">
              Vytvořit první referenci
            </Button>
          </Stack>
        </Paper>
      ) : (
        <>
        <TranslationFilter value={missing} onChange={setMissing} />
        <Paper withBorder radius="md">
          <ScrollArea type="auto">
            <Table striped highlightOnHover verticalSpacing="sm" miw={760}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Firma</Table.Th>
                  <Table.Th>Titulek</Table.Th>
                  <Table.Th>Odvětví</Table.Th>
                  <Table.Th>Výsledky</Table.Th>
                  <Table.Th>Vytvořeno</Table.Th>
                  <Table.Th ta="right">Akce</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {references.data.filter((reference) => matchesTranslationFilter(translations.data?.get(reference.id), missing)).map((reference) => (
                  <Table.Tr key={reference.id}>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <Text fw={600}>{reference.company_name}</Text>
                        <TranslationBadges status={translations.data?.get(reference.id)} />
                        {reference.featured && (
                          <Badge color="yellow" variant="light">
                            Doporučená
                          </Badge>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{reference.title_cs}</Table.Td>
                    <Table.Td>{reference.industry_cs ?? '—'}</Table.Td>
                    <Table.Td>{reference.results_cs.length}</Table.Td>
                    <Table.Td>{formatDate(reference.created_at)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          component={Link}
                          to={`${ADMIN_PATHS.references}/${reference.id}`}
                          size="xs"
                          variant="light"
                          aria-label={`Upravit: ${reference.company_name}`}
                        >
                          Upravit
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={`Smazat: ${reference.company_name}`}
                          onClick={() => void remove(reference)}
                        >
                          Smazat
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
        </>
      )}
    </>
  );
}
