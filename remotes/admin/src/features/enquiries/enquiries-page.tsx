import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Tabs, Text, VisuallyHidden } from '@mantine/core';
import {
  ENQUIRY_LIST_SPEC,
  adminContactEnquiriesPage,
  adminExportContactEnquiries,
  adminSetEnquiryHandled,
  adminSetEnquiryRead,
  adminSetEnquirySpam,
  doubtReasonLabel,
  intentLabel,
  sourceLabel,
  localeLabel,
  spamReasonLabel,
  topicLabel,
  type AdminContactEnquiry,
} from '@app/content';
import { getSupabase } from '@app/supabase';
import { formatDateTime } from '@app/i18n';
import { useSession } from '@app/session';
import { notify } from '@app/ui';
import { ADMIN_PATHS } from '../../config/paths';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../components/error-message';
import { useCsvExport } from '../../components/download';
import { ListBody, ListFilter, ListTable, ListToolbar, SortableTh, useListPage, useListState } from '../../components/list';
import { SubscribersList } from './subscribers-list';
import { MailOutboxList } from './mail-outbox-list';
import { spamToggleNotice } from './spam-toggle';

const ENQUIRY_FILTERS = ['precteno', 'vyrizeno', 'spam'] as const;
const TAB = 'zalozka';
/** The tabs' values in the URL (?zalozka=newsletter); the contact form's list has none. */
const TABS = ['enquiries', 'newsletter', 'emaily'] as const;
type Tab = (typeof TABS)[number];

/** "25. 11. 2026 16:41"; where the column is narrow the time goes under the date, which itself never breaks. */
function receivedAt(createdAt: string): string {
  return formatDateTime(createdAt).replace(/\. /g, '.\u00a0');
}

/** Where the enquiry came from: its page's language, what the visitor asked for ("Zájem: Tarif Business") and about what ("Modul CRM"). */
function EnquiryOrigin({ enquiry }: { enquiry: AdminContactEnquiry }) {
  const intent = intentLabel(enquiry.intent, enquiry.plan_name);
  const topic = topicLabel(enquiry.module_name, enquiry.service);
  return (
    <Group gap={6} wrap="wrap">
      <Badge size="sm" color="gray" variant="light">
        <VisuallyHidden>Jazyk: </VisuallyHidden>
        {localeLabel(enquiry.locale)}
      </Badge>
      {intent && (
        <Text size="xs" fw={600} data-testid="enquiry-intent">
          Zájem: {intent}
        </Text>
      )}
      {topic && (
        <Text size="xs" fw={600} data-testid="enquiry-topic">
          Týká se: {topic}
        </Text>
      )}
      <EnquiryAttribution enquiry={enquiry} />
    </Group>
  );
}

/** How the visit that sent the enquiry began: its first page, where it came from, the campaign. */
function EnquiryAttribution({ enquiry }: { enquiry: AdminContactEnquiry }) {
  const source = sourceLabel(enquiry);
  return (
    <>
      {enquiry.landing_path && (
        <Text size="xs" c="dimmed" data-testid="enquiry-landing" style={{ overflowWrap: 'anywhere' }}>
          Vstupní stránka: {enquiry.landing_path}
        </Text>
      )}
      {source && (
        <Text size="xs" c="dimmed" data-testid="enquiry-source">
          Zdroj: {source}
        </Text>
      )}
      {enquiry.utm_campaign && (
        <Text size="xs" c="dimmed" data-testid="enquiry-campaign">
          Kampaň: {enquiry.utm_campaign}
        </Text>
      )}
    </>
  );
}

interface EnquiryItemProps {
  enquiry: AdminContactEnquiry;
  busy: boolean;
  onToggleRead: () => void;
  onToggleHandled: () => void;
  onToggleSpam: () => void;
}

function EnquirySender({ enquiry }: { enquiry: AdminContactEnquiry }) {
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" fw={enquiry.read_at ? 500 : 700} style={{ overflowWrap: 'break-word' }}>
        {enquiry.name}
      </Text>
      {enquiry.company && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {enquiry.company}
        </Text>
      )}
    </Stack>
  );
}

function EnquiryContact({ enquiry }: { enquiry: AdminContactEnquiry }) {
  return (
    <Stack gap={2}>
      <Anchor href={`mailto:${enquiry.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {enquiry.email}
      </Anchor>
      {enquiry.phone && <Text size="sm">{enquiry.phone}</Text>}
    </Stack>
  );
}

function EnquiryMessage({ enquiry }: { enquiry: AdminContactEnquiry }) {
  return (
    <Stack gap={4}>
      <EnquiryOrigin enquiry={enquiry} />
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {enquiry.message}
      </Text>
    </Stack>
  );
}

/**
 * One badge per meaning: read or not ("Nepřečteno" only while unread; the name is bold too), handled or not
 * ("Vyřízeno" / "Nevyřízeno", as the filter says it), and spam with why.
 */
function EnquiryBadges({ enquiry }: { enquiry: AdminContactEnquiry }) {
  return (
    <Group gap={4} align="flex-start">
      {!enquiry.read_at && (
        <Badge color="blue" variant="light" tt="none">
          Nepřečteno
        </Badge>
      )}
      {enquiry.handled ? (
        <Badge color="green" variant="light" tt="none">
          Vyřízeno
        </Badge>
      ) : (
        <Badge color="orange" variant="light" tt="none">
          Nevyřízeno
        </Badge>
      )}
      {!enquiry.is_spam && enquiry.doubt_reason && (
        <Stack gap={2} align="flex-start">
          <Badge color="yellow" variant="light" tt="none" data-testid="enquiry-doubt">
            Možná spam
          </Badge>
          <Text size="xs" c="dimmed">
            {doubtReasonLabel(enquiry.doubt_reason)}
          </Text>
        </Stack>
      )}
      {enquiry.is_spam && (
        <Stack gap={2} align="flex-start">
          <Badge color="red" variant="light" tt="none">
            Spam
          </Badge>
          <Text size="xs" c="dimmed">
            {spamReasonLabel(enquiry.spam_reason)}
          </Text>
        </Stack>
      )}
    </Group>
  );
}

function EnquiryActions({ enquiry, busy, onToggleRead, onToggleHandled, onToggleSpam }: EnquiryItemProps) {
  const unread = !enquiry.read_at;
  return (
    <>
      <Button size="xs" variant="subtle" disabled={busy} onClick={onToggleRead} aria-label={`${unread ? 'Označit jako přečtené' : 'Označit jako nepřečtené'}: ${enquiry.name}`}>
        {unread ? 'Označit jako přečtené' : 'Označit jako nepřečtené'}
      </Button>
      <Button size="xs" variant={enquiry.handled ? 'default' : 'light'} disabled={busy} onClick={onToggleHandled}>
        {enquiry.handled ? 'Vrátit mezi nevyřízené' : 'Označit jako vyřízené'}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color={enquiry.is_spam ? undefined : 'red'}
        disabled={busy}
        onClick={onToggleSpam}
        aria-label={`${enquiry.is_spam ? 'Není spam' : 'Označit jako spam'}: ${enquiry.name}`}
      >
        {enquiry.is_spam ? 'Není spam' : 'Označit jako spam'}
      </Button>
    </>
  );
}

function EnquiryRow(props: EnquiryItemProps) {
  const { enquiry } = props;
  const unread = !enquiry.read_at;
  return (
    <Table.Tr data-testid="enquiry-row" data-unread={unread || undefined} className={unread ? 'admin-unread' : undefined}>
      <Table.Td>{receivedAt(enquiry.created_at)}</Table.Td>
      <Table.Td>
        <EnquirySender enquiry={enquiry} />
      </Table.Td>
      <Table.Td>
        <EnquiryContact enquiry={enquiry} />
      </Table.Td>
      <Table.Td miw={120} maw={360}>
        <EnquiryMessage enquiry={enquiry} />
      </Table.Td>
      <Table.Td>
        <EnquiryBadges enquiry={enquiry} />
      </Table.Td>
      <Table.Td ta="right">
        <Stack gap={4} align="flex-end">
          <EnquiryActions {...props} />
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

/** Phones and narrow windows: the same enquiry as a card (ListTable's cards), nothing to scroll sideways. */
function EnquiryCard(props: EnquiryItemProps) {
  const { enquiry } = props;
  const unread = !enquiry.read_at;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={enquiry.name}
      data-testid="enquiry-card"
      data-unread={unread || undefined}
      className={unread ? 'admin-unread' : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <EnquirySender enquiry={enquiry} />
          <Text size="xs" c="dimmed">
            {receivedAt(enquiry.created_at)}
          </Text>
        </Group>
        <EnquiryBadges enquiry={enquiry} />
        <EnquiryContact enquiry={enquiry} />
        <EnquiryMessage enquiry={enquiry} />
        <Group gap={4} ml={-8}>
          <EnquiryActions {...props} />
        </Group>
      </Stack>
    </Paper>
  );
}

function EnquiriesList() {
  const state = useListState(ENQUIRY_LIST_SPEC, ENQUIRY_FILTERS);
  const list = useListPage(adminContactEnquiriesPage, state);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { exporting, exportCsv } = useCsvExport(adminExportContactEnquiries, 'poptavky');

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

  // The row leaves the list it was in (spam or not), so the page and its total are read again.
  const toggleSpam = async (enquiry: AdminContactEnquiry) => {
    setBusyId(enquiry.id);
    try {
      const updated = await adminSetEnquirySpam(await getSupabase(), enquiry.id, !enquiry.is_spam);
      notify({ id: `enquiry:${enquiry.id}`, ...spamToggleNotice(enquiry, updated) });
      list.reload();
    } catch (error) {
      console.error('Changing the spam mark failed:', error);
      notify({ id: `enquiry:${enquiry.id}`, kind: 'error', title: 'Chyba při ukládání', message: errorMessage(error) });
    } finally {
      setBusyId(null);
    }
  };
  const spamView = state.query.filters.spam === 'ano';
  const itemProps = (enquiry: AdminContactEnquiry): EnquiryItemProps => ({
    enquiry,
    busy: busyId === enquiry.id,
    onToggleRead: () =>
      void change(
        enquiry,
        async () => adminSetEnquiryRead(await getSupabase(), enquiry.id, !enquiry.read_at),
        (updated) => (updated.read_at ? 'Poptávka byla označena jako přečtená.' : 'Poptávka byla označena jako nepřečtená.'),
      ),
    onToggleHandled: () =>
      void change(
        enquiry,
        async () => adminSetEnquiryHandled(await getSupabase(), enquiry.id, !enquiry.handled),
        (updated) => (updated.handled ? 'Poptávka byla označena jako vyřízená.' : 'Poptávka byla vrácena mezi nevyřízené.'),
      ),
    onToggleSpam: () => void toggleSpam(enquiry),
  });


  return (
    <>
      <ListToolbar
        state={state}
        searchPlaceholder="Jméno, e-mail, firma nebo text"
        sort={{
          headersFrom: 'md',
          options: [
            { value: 'created_at', label: 'Přijato' },
            { value: 'name', label: 'Jméno' },
            { value: 'email', label: 'Kontakt' },
          ],
        }}
        actions={
          // Spam is never exported.
          spamView ? undefined : (
            <Button variant="default" loading={exporting} onClick={() => void exportCsv(state.query)}>
              Exportovat CSV
            </Button>
          )
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
        <ListFilter state={state} name="spam" label="Spam" unfilteredLabel="Bez spamu" options={[{ value: 'ano', label: 'Jen spam' }]} />
      </ListToolbar>
      {spamView && (
        <Text size="sm" c="dimmed" mb="sm" maw={720}>
          Spam jsou poptávky, které formulář vyhodnotil jako podezřelé, a ty, které někdo označil ručně. Z podezřelých upozornění
          obchodu neodešlo: tlačítko „Není spam“ poptávku vrátí mezi ostatní a upozornění odešle.
        </Text>
      )}
      <ListBody list={list} state={state} loadingLabel="Načítám poptávky..." empty={<Text c="dimmed">Zatím nepřišla žádná poptávka.</Text>}>
        {(enquiries) => (
          <ListTable
            cards={enquiries.map((enquiry) => (
              <EnquiryCard key={enquiry.id} {...itemProps(enquiry)} />
            ))}
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
              <EnquiryRow key={enquiry.id} {...itemProps(enquiry)} />
            ))}
          </ListTable>
        )}
      </ListBody>
    </>
  );
}

/**
 * /admin/enquiries (staff): contact-form enquiries and newsletter sign-ups, and for admins the e-mails the site
 * sends, each a searchable, paged list; the tab is in the URL.
 */
export function EnquiriesPage() {
  const [params, setParams] = useSearchParams();
  const isAdmin = useSession((session) => session.isAdmin);
  const asked = params.get(TAB);
  const tab: Tab = asked === 'newsletter' || (asked === 'emaily' && isAdmin) ? asked : 'enquiries';
  // Each tab's list keeps its own search and filters: switching starts the other one afresh.
  const openTab = (next: string | null) => setParams(next && next !== 'enquiries' && (TABS as readonly string[]).includes(next) ? { [TAB]: next } : {});

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
          {isAdmin && <Tabs.Tab value="emaily">E-maily</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="enquiries">
          <EnquiriesList />
        </Tabs.Panel>
        <Tabs.Panel value="newsletter">
          <SubscribersList />
        </Tabs.Panel>
        {isAdmin && (
          <Tabs.Panel value="emaily">
            <MailOutboxList />
          </Tabs.Panel>
        )}
      </Tabs>
    </>
  );
}
