import { Link } from 'react-router-dom';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { PRICING_LIST_SPEC, adminDeletePricingPlan, adminPricingPlansPage, type AdminPricingPlan } from '@app/content';
import { ADMIN_PATHS } from '../../config/paths';
import { PageHeader } from '../../components/page-header';
import { useConfirmedDelete } from '../../components/confirmed-delete';
import { EmptyList, ListBody, ListFilter, ListTable, ListToolbar, RowActions, SortableTh, useListPage, useListState } from '../../components/list';
import { BILLING_PERIOD_LABELS, formatPlanPrice, truncateDescription } from './plan-display';

const FILTERS = ['stav', 'zvyraznene', 'obdobi'] as const;

/** /admin/pricing: the plans by display order, inactive ones marked; searched, filtered and paged. */
export function PricingListPage() {
  const state = useListState(PRICING_LIST_SPEC, FILTERS);
  const plans = useListPage(adminPricingPlansPage, state);

  const deletion = useConfirmedDelete<AdminPricingPlan>({
    entity: 'pricing plan',
    question: 'Opravdu chcete smazat tento cenový plán?',
    subject: (plan) => `„${plan.name_cs}“ (${BILLING_PERIOD_LABELS[plan.billing_period]})`,
    remove: (client, plan) => adminDeletePricingPlan(client, plan.id),
    success: 'Cenový plán byl smazán',
    onDeleted: plans.reload,
    publishing: { table: 'pricing_plans', scope: ADMIN_PATHS.pricing },
  });

  return (
    <>
      <PageHeader
        title="Ceník"
        description="Cenové plány zobrazené na stránce Ceník"
        backTo={ADMIN_PATHS.dashboard}
        backLabel="Zpět na přehled"
        actions={
          <Button component={Link} to={ADMIN_PATHS.pricingNew}>
            Nový cenový plán
          </Button>
        }
      />
      <ListToolbar
        state={state}
        searchPlaceholder="Název nebo popis"
        sort={{
          headersFrom: 'md',
          options: [
            { value: 'display_order', label: 'Pořadí' },
            { value: 'name_cs', label: 'Název' },
            { value: 'price', label: 'Cena' },
            { value: 'billing_period', label: 'Období' },
          ],
        }}
      >
        <ListFilter
          state={state}
          name="stav"
          label="Stav"
          options={[
            { value: 'aktivni', label: 'Aktivní' },
            { value: 'neaktivni', label: 'Neaktivní' },
          ]}
        />
        <ListFilter state={state} name="zvyraznene" label="Zvýrazněné" options={[{ value: 'ano', label: 'Jen zvýrazněné' }]} />
        <ListFilter
          state={state}
          name="obdobi"
          label="Období"
          options={Object.entries(BILLING_PERIOD_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </ListToolbar>
      <ListBody
        list={plans}
        state={state}
        loadingLabel="Načítám cenové plány..."
        empty={
          <EmptyList text="Zatím tu nejsou žádné cenové plány." createLabel="Vytvořit první cenový plán" createTo={ADMIN_PATHS.pricingNew} />
        }
      >
        {(rows) => (
          <ListTable
            head={
              <>
                <SortableTh state={state} column="name_cs">
                  Název
                </SortableTh>
                <SortableTh state={state} column="price">
                  Cena
                </SortableTh>
                <SortableTh state={state} column="billing_period">
                  Období
                </SortableTh>
                <Table.Th>Funkce</Table.Th>
                <SortableTh state={state} column="display_order">
                  Pořadí
                </SortableTh>
                <Table.Th>Popis</Table.Th>
                <Table.Th ta="right">Akce</Table.Th>
              </>
            }
          >
            {rows.map((plan) => (
              <Table.Tr key={plan.id} data-testid="pricing-row">
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Text fw={600}>{plan.name_cs}</Text>
                    <Group gap={4}>
                      {plan.highlighted && (
                        <Badge color="brand" variant="light" style={{ flexShrink: 0 }}>
                          Zvýrazněný
                        </Badge>
                      )}
                      {!plan.active && (
                        <Badge color="gray" variant="outline" style={{ flexShrink: 0 }}>
                          Neaktivní
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                </Table.Td>
                <Table.Td>{formatPlanPrice(plan)}</Table.Td>
                <Table.Td>{BILLING_PERIOD_LABELS[plan.billing_period]}</Table.Td>
                <Table.Td>{plan.features_cs.length}</Table.Td>
                <Table.Td>{plan.display_order}</Table.Td>
                <Table.Td maw={280}>
                  <Text size="sm" c="dimmed">
                    {truncateDescription(plan.description_cs) || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RowActions>
                    <Button
                      component={Link}
                      to={`${ADMIN_PATHS.pricing}/${plan.id}`}
                      size="xs"
                      variant="light"
                      aria-label={`Upravit: ${plan.name_cs} (${BILLING_PERIOD_LABELS[plan.billing_period]})`}
                    >
                      Upravit
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Smazat: ${plan.name_cs} (${BILLING_PERIOD_LABELS[plan.billing_period]})`}
                      onClick={() => deletion.ask(plan)}
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
