import { Link } from 'react-router-dom';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import {
  REFERENCE_LIST_SPEC,
  adminDeleteReference,
  adminReferencesPage,
  withTranslationStatus,
  type AdminReferenceListItem,
} from '@app/content';
import { formatDate } from '@app/i18n';
import { ADMIN_PATHS } from '../../config/paths';
import { PageHeader } from '../../components/page-header';
import { useConfirmedDelete } from '../../components/confirmed-delete';
import { EmptyList, ListBody, ListFilter, ListTable, ListToolbar, RowActions, SortableTh, useListPage, useListState } from '../../components/list';
import { MISSING_TRANSLATION_OPTIONS, TranslationBadges } from '../../components/translation-status';

const FILTERS = ['doporucene', 'chybi'] as const;

const loadPage = withTranslationStatus('references', adminReferencesPage);

/** /admin/references: company, featured badge, Czech title, industry, number of results, created. */
export function ReferencesListPage() {
  const state = useListState(REFERENCE_LIST_SPEC, FILTERS);
  const list = useListPage(loadPage, state);
  const translations = list.page?.translations;

  const deletion = useConfirmedDelete<AdminReferenceListItem>({
    entity: 'reference',
    question: 'Opravdu chcete smazat tuto referenci?',
    subject: (reference) => `„${reference.company_name}“`,
    remove: (client, reference) => adminDeleteReference(client, reference.id),
    success: 'Reference byla smazána',
    onDeleted: list.reload,
    publishing: { table: 'references', scope: ADMIN_PATHS.references },
  });

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
      <ListToolbar
        state={state}
        searchPlaceholder="Firma, titulek nebo odvětví"
        sort={{
          headersFrom: 'md',
          options: [
            { value: 'created_at', label: 'Vytvořeno' },
            { value: 'company_name', label: 'Firma' },
            { value: 'title_cs', label: 'Titulek' },
            { value: 'industry_cs', label: 'Odvětví' },
          ],
        }}
      >
        <ListFilter state={state} name="doporucene" label="Doporučené" options={[{ value: 'ano', label: 'Jen doporučené' }]} />
        <ListFilter state={state} name="chybi" label="Překlady" options={MISSING_TRANSLATION_OPTIONS} />
      </ListToolbar>
      <ListBody
        list={list}
        state={state}
        loadingLabel="Načítám reference..."
        empty={
          <EmptyList text="Zatím tu nejsou žádné reference." createLabel="Vytvořit první referenci" createTo={ADMIN_PATHS.referencesNew} />
        }
      >
        {(rows) => (
          <ListTable
            head={
              <>
                <SortableTh state={state} column="company_name">
                  Firma
                </SortableTh>
                <SortableTh state={state} column="title_cs">
                  Titulek
                </SortableTh>
                <SortableTh state={state} column="industry_cs">
                  Odvětví
                </SortableTh>
                <Table.Th>Výsledky</Table.Th>
                <SortableTh state={state} column="created_at">
                  Vytvořeno
                </SortableTh>
                <Table.Th ta="right">Akce</Table.Th>
              </>
            }
          >
            {rows.map((reference) => (
              <Table.Tr key={reference.id}>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Text fw={600}>{reference.company_name}</Text>
                    <TranslationBadges status={translations?.get(reference.id)} />
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
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(reference.created_at)}</Table.Td>
                <Table.Td>
                  <RowActions>
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
                      onClick={() => deletion.ask(reference)}
                    >
                      Smazat
                    </Button>
                  </RowActions>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </ListBody>
      {deletion.dialog}
    </>
  );
}
