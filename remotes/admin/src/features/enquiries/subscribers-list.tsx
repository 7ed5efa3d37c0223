import { Badge, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  SUBSCRIBER_LIST_SPEC,
  SUBSCRIBER_STATUS_FILTER,
  SUBSCRIBER_STATUS_LABELS,
  adminExportNewsletterSubscribers,
  adminNewsletterSubscribersPage,
  localeLabel,
  type AdminNewsletterSubscriber,
  type SubscriberStatus,
} from '@app/content';
import { useCsvExport } from '../../components/download';
import { EmailAddress, whenText } from './cells';
import { ListBody, ListFilter, ListTable, ListToolbar, SortableTh, useListPage, useListState } from '../../components/list';

const FILTERS = ['stav'] as const;

const STATUS_COLOR: Record<SubscriberStatus, string> = { pending: 'yellow', confirmed: 'green', unsubscribed: 'gray' };

const STATUS_OPTIONS = Object.entries(SUBSCRIBER_STATUS_FILTER).map(([value, status]) => ({ value, label: SUBSCRIBER_STATUS_LABELS[status] }));

/** The state of a sign-up and since when (confirmed or unsubscribed). */
function SubscriberState({ subscriber }: { subscriber: AdminNewsletterSubscriber }) {
  const since = subscriber.status === 'confirmed' ? subscriber.confirmed_at : subscriber.status === 'unsubscribed' ? subscriber.unsubscribed_at : null;
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={STATUS_COLOR[subscriber.status] ?? 'gray'} variant="light" tt="none" data-testid="subscriber-state">
        {SUBSCRIBER_STATUS_LABELS[subscriber.status] ?? subscriber.status}
      </Badge>
      {since && (
        <Text size="xs" c="dimmed">
          {whenText(since)}
        </Text>
      )}
    </Stack>
  );
}

/** The newsletter tab: every sign-up with its state; only confirmed ones are exported (the mailing list). */
export function SubscribersList() {
  const state = useListState(SUBSCRIBER_LIST_SPEC, FILTERS);
  const list = useListPage(adminNewsletterSubscribersPage, state);
  const { exporting, exportCsv } = useCsvExport(adminExportNewsletterSubscribers, 'odberatele');


  return (
    <>
      <ListToolbar
        state={state}
        searchPlaceholder="E-mail"
        sort={{
          headersFrom: 'md',
          options: [
            { value: 'created_at', label: 'Přihlášeno' },
            { value: 'email', label: 'E-mail' },
          ],
        }}
        actions={
          <Button variant="default" loading={exporting} onClick={() => void exportCsv(state.query)}>
            Exportovat potvrzené (CSV)
          </Button>
        }
      >
        <ListFilter state={state} name="stav" label="Stav" options={STATUS_OPTIONS} />
      </ListToolbar>
      <ListBody list={list} state={state} loadingLabel="Načítám odběratele..." empty={<Text c="dimmed">K odběru novinek se zatím nikdo nepřihlásil.</Text>}>
        {(subscribers) => (
          <ListTable
            minWidth={340}
            head={
              <>
                <SortableTh state={state} column="created_at">
                  Přihlášeno
                </SortableTh>
                <SortableTh state={state} column="email">
                  E-mail
                </SortableTh>
                <Table.Th>Stav</Table.Th>
              </>
            }
          >
            {subscribers.map((subscriber) => (
              <Table.Tr key={subscriber.id} data-testid="subscriber-row">
                <Table.Td>{whenText(subscriber.created_at)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'break-word' }}>
                  <EmailAddress address={subscriber.email} />{' '}
                  <Badge size="xs" color="gray" variant="light">
                    <VisuallyHidden>Jazyk: </VisuallyHidden>
                    {localeLabel(subscriber.locale)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <SubscriberState subscriber={subscriber} />
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </ListBody>
    </>
  );
}
