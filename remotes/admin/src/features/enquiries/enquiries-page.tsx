import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Anchor, Badge, Button, Stack, Table, Tabs, Text } from '@mantine/core';
import {
  ENQUIRY_LIST_SPEC,
  SUBSCRIBER_LIST_SPEC,
  adminContactEnquiriesPage,
  adminExportContactEnquiries,
  adminNewsletterSubscribersPage,
  adminSetEnquiryHandled,
  adminSetEnquiryRead,
  type AdminContactEnquiry,
} from '@app/content';
import { getSupabase } from '@app/supabase';
import { formatDateTime } from '@app/i18n';
import { notify } from '@app/ui';
import { ADMIN_PATHS } from '../../config/paths';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../components/error-message';
import { ListBody, ListFilter, ListTable, ListToolbar, SortableTh, useListPage, useListState } from '../../components/list';
import { downloadText } from './download';

const ENQUIRY_FILTERS = ['precteno', 'vyrizeno'] as const;
const NO_FILTERS = [] as const;
const TAB = 'zalozka';

/** "25. 11. 2026 16:41"; where the column is narrow the time goes under the date, which itself never breaks. */
function receivedAt(createdAt: string): string {
  return formatDateTime(createdAt).replace(/\. /g, '.\u00a0');
}

function EnquiryRow({ enquiry, busy, onToggleRead, onToggleHandled }: { enquiry: AdminContactEnquiry; busy: boolean; onToggleRead: () => void; onToggleHandled: () => void }) {
  const unread = !enquiry.read_at;
  return (
    <Table.Tr data-testid="enquiry-row" data-unread={unread || undefined} className={unread ? 'admin-unread' : undefined}>
      <Table.Td>{receivedAt(enquiry.created_at)}</Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <Text size="sm" fw={unread ? 700 : 500} style={{ overflowWrap: 'break-word' }}>
            {enquiry.name}
          </Text>
          {enquiry.company && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {enquiry.company}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Anchor href={`mailto:${enquiry.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {enquiry.email}
          </Anchor>
          {enquiry.phone && <Text size="sm">{enquiry.phone}</Text>}
        </Stack>
      </Table.Td>
      <Table.Td miw={120} maw={360}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {enquiry.message}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          {enquiry.handled ? (
            <Badge color="green" variant="light">
              Vyřízeno
            </Badge>
          ) : (
            <Badge color="orange" variant="light">
              Nové
            </Badge>
          )}
          {unread && (
            <Badge size="xs" color="blue" variant="light" tt="none">
              Nepřečteno
            </Badge>
          )}
        </Stack>
      </Table.Td>
      <Table.Td ta="right">
        <Stack gap={4} align="flex-end">
          <Button size="xs" variant="subtle" disabled={busy} onClick={onToggleRead} aria-label={`${unread ? 'Označit jako přečtené' : 'Označit jako nepřečtené'}: ${enquiry.name}`}>
            {unread ? 'Označit jako přečtené' : 'Označit jako nepřečtené'}
          </Button>
          <Button size="xs" variant={enquiry.handled ? 'default' : 'light'} disabled={busy} onClick={onToggleHandled}>
            {enquiry.handled ? 'Vrátit mezi nevyřízené' : 'Označit jako vyřízené'}
          </Button>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

function EnquiriesList() {
  const state = useListState(ENQUIRY_LIST_SPEC, ENQUIRY_FILTERS);
  const list = useListPage(adminContactEnquiriesPage, state);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const change = async (enquiry: AdminContactEnquiry, save: () => Promise<AdminContactEnquiry>, message: (updated: AdminContactEnquiry) => string) => {
    setBusyId(enquiry.id);
    try {
      const updated = await save();
      list.updateRows((rows) => rows.map((item) => (item.id === updated.id ? updated : item)));
      notify({ id: `enquiry:${enquiry.id}`, kind: 'success', title: 'Úspěch', message: message(updated) });
    } catch (error) {
      console.error('Changing the enquiry failed:', error);
      notify({ id: `enquiry:${enquiry.id}`, kind: 'error', title: 'Chyba při ukládání', message: errorMessage(error) });
    } finally {
      setBusyId(null);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const csv = await adminExportContactEnquiries(await getSupabase(), state.query);
      downloadText(csv, `poptavky-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv;charset=utf-8');
    } catch (error) {
      notify({ kind: 'error', title: 'Export se nezdařil', message: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <ListToolbar
        state={state}
        searchPlaceholder="Jméno, e-mail, firma nebo text"
        actions={
          <Button variant="default" loading={exporting} onClick={() => void exportCsv()}>
            Exportovat CSV
          </Button>
        }
      >
        <ListFilter
          state={state}
          name="precteno"
          label="Přečtení"
          options={[
            { value: 'ne', label: 'Nepřečtené' },
            { value: 'ano', label: 'Přečtené' },
          ]}
        />
        <ListFilter
          state={state}
          name="vyrizeno"
          label="Vyřízení"
          options={[
            { value: 'ne', label: 'Nevyřízené' },
            { value: 'ano', label: 'Vyřízené' },
          ]}
        />
      </ListToolbar>
      <ListBody list={list} state={state} loadingLabel="Načítám poptávky..." empty={<Text c="dimmed">Zatím nepřišla žádná poptávka.</Text>}>
        {(enquiries) => (
          <ListTable
            head={
              <>
                <SortableTh state={state} column="created_at">
                  Přijato
                </SortableTh>
                <SortableTh state={state} column="name">
                  Jméno
                </SortableTh>
                <SortableTh state={state} column="email">
                  Kontakt
                </SortableTh>
                <Table.Th>Zpráva</Table.Th>
                <Table.Th>Stav</Table.Th>
                <Table.Th ta="right">Akce</Table.Th>
              </>
            }
          >
            {enquiries.map((enquiry) => (
              <EnquiryRow
                key={enquiry.id}
                enquiry={enquiry}
                busy={busyId === enquiry.id}
                onToggleRead={() =>
                  void change(
                    enquiry,
                    async () => adminSetEnquiryRead(await getSupabase(), enquiry.id, !enquiry.read_at),
                    (updated) => (updated.read_at ? 'Poptávka byla označena jako přečtená.' : 'Poptávka byla označena jako nepřečtená.'),
                  )
                }
                onToggleHandled={() =>
                  void change(
                    enquiry,
                    async () => adminSetEnquiryHandled(await getSupabase(), enquiry.id, !enquiry.handled),
                    (updated) => (updated.handled ? 'Poptávka byla označena jako vyřízená.' : 'Poptávka byla vrácena mezi nevyřízené.'),
                  )
                }
              />
            ))}
          </ListTable>
        )}
      </ListBody>
    </>
  );
}

function SubscribersList() {
  const state = useListState(SUBSCRIBER_LIST_SPEC, NO_FILTERS);
  const list = useListPage(adminNewsletterSubscribersPage, state);
  return (
    <>
      <ListToolbar state={state} searchPlaceholder="E-mail" />
      <ListBody list={list} state={state} loadingLabel="Načítám odběratele..." empty={<Text c="dimmed">K odběru novinek se zatím nikdo nepřihlásil.</Text>}>
        {(subscribers) => (
          <ListTable
            minWidth={420}
            head={
              <>
                <SortableTh state={state} column="created_at">
                  Přihlášeno
                </SortableTh>
                <SortableTh state={state} column="email">
                  E-mail
                </SortableTh>
              </>
            }
          >
            {subscribers.map((subscriber) => (
              <Table.Tr key={subscriber.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(subscriber.created_at)}</Table.Td>
                <Table.Td>{subscriber.email}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </ListBody>
    </>
  );
}

/** /admin/enquiries (staff): contact-form enquiries and newsletter sign-ups, each a searchable, paged list; the tab is in the URL. */
export function EnquiriesPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get(TAB) === 'newsletter' ? 'newsletter' : 'enquiries';
  // Each tab's list keeps its own search and filters: switching starts the other one afresh.
  const openTab = (next: string | null) => setParams(next === 'newsletter' ? { [TAB]: 'newsletter' } : {});

  return (
    <>
      <PageHeader
        title="Poptávky"
        description="Zprávy z kontaktního formuláře a přihlášky k odběru novinek"
        backTo={ADMIN_PATHS.dashboard}
        backLabel="Zpět na přehled"
      />
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="enquiries">Kontaktní formulář</Tabs.Tab>
          <Tabs.Tab value="newsletter">Newsletter</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="enquiries">
          <EnquiriesList />
        </Tabs.Panel>
        <Tabs.Panel value="newsletter">
          <SubscribersList />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
