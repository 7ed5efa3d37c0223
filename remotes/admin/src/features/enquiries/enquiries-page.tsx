import { useState } from 'react';
import { Anchor, Badge, Button, Paper, ScrollArea, Stack, Table, Tabs, Text } from '@mantine/core';
import {
  adminListContactEnquiries,
  adminListNewsletterSubscribers,
  adminSetEnquiryHandled,
  type AdminContactEnquiry,
  type AdminNewsletterSubscriber,
} from '@app/content';
import { getSupabase, type AppSupabaseClient } from '@app/supabase';
import { formatDateTime } from '@app/i18n';
import { notify } from '@app/ui';
import { ADMIN_PATHS } from '../../config/paths';
import { PageHeader } from '../../components/page-header';
import { LoadingState } from '../../components/loading-state';
import { errorMessage } from '../../components/error-message';
import { useAdminData } from '../../components/use-admin-data';

interface Inbox {
  enquiries: AdminContactEnquiry[];
  subscribers: AdminNewsletterSubscriber[];
}

async function loadInbox(client: AppSupabaseClient): Promise<Inbox> {
  const [enquiries, subscribers] = await Promise.all([
    adminListContactEnquiries(client),
    adminListNewsletterSubscribers(client),
  ]);
  return { enquiries, subscribers };
}

function EnquiriesTable({
  enquiries,
  onToggle,
  busyId,
}: {
  enquiries: AdminContactEnquiry[];
  onToggle: (enquiry: AdminContactEnquiry) => void;
  busyId: string | null;
}) {
  if (enquiries.length === 0) return <Text c="dimmed">Zatím nepřišla žádná poptávka.</Text>;
  return (
    <Paper withBorder radius="md">
      <ScrollArea type="auto">
        <Table striped verticalSpacing="sm" miw={980}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Přijato</Table.Th>
              <Table.Th>Jméno</Table.Th>
              <Table.Th>Kontakt</Table.Th>
              <Table.Th>Firma</Table.Th>
              <Table.Th>Zpráva</Table.Th>
              <Table.Th>Stav</Table.Th>
              <Table.Th ta="right">Akce</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {enquiries.map((enquiry) => (
              <Table.Tr key={enquiry.id} data-testid="enquiry-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(enquiry.created_at)}</Table.Td>
                <Table.Td fw={600}>{enquiry.name}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Anchor href={`mailto:${enquiry.email}`} size="sm">
                      {enquiry.email}
                    </Anchor>
                    {enquiry.phone && <Text size="sm">{enquiry.phone}</Text>}
                  </Stack>
                </Table.Td>
                <Table.Td>{enquiry.company ?? '—'}</Table.Td>
                <Table.Td maw={360}>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {enquiry.message}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {enquiry.handled ? (
                    <Badge color="green" variant="light">
                      Vyřízeno
                    </Badge>
                  ) : (
                    <Badge color="orange" variant="light">
                      Nové
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant={enquiry.handled ? 'default' : 'light'}
                    disabled={busyId === enquiry.id}
                    onClick={() => onToggle(enquiry)}
                  >
                    {enquiry.handled ? 'Vrátit mezi nevyřízené' : 'Označit jako vyřízené'}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}

function SubscribersTable({ subscribers }: { subscribers: AdminNewsletterSubscriber[] }) {
  if (subscribers.length === 0) return <Text c="dimmed">K odběru novinek se zatím nikdo nepřihlásil.</Text>;
  return (
    <Paper withBorder radius="md">
      <ScrollArea type="auto">
        <Table striped verticalSpacing="sm" miw={420}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Přihlášeno</Table.Th>
              <Table.Th>E-mail</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {subscribers.map((subscriber) => (
              <Table.Tr key={subscriber.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(subscriber.created_at)}</Table.Td>
                <Table.Td>{subscriber.email}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}

/** /admin/enquiries (staff): contact-form enquiries and newsletter sign-ups, newest first. */
export function EnquiriesPage() {
  const inbox = useAdminData(loadInbox);
  const [busyId, setBusyId] = useState<string | null>(null);

  const toggle = async (enquiry: AdminContactEnquiry) => {
    setBusyId(enquiry.id);
    try {
      const updated = await adminSetEnquiryHandled(await getSupabase(), enquiry.id, !enquiry.handled);
      inbox.setData((current) => ({
        ...current,
        enquiries: current.enquiries.map((item) => (item.id === updated.id ? updated : item)),
      }));
      notify({
        kind: 'success',
        title: 'Úspěch',
        message: updated.handled ? 'Poptávka byla označena jako vyřízená.' : 'Poptávka byla vrácena mezi nevyřízené.',
      });
    } catch (error) {
      console.error('Changing the enquiry failed:', error);
      notify({ kind: 'error', title: 'Chyba při ukládání', message: errorMessage(error) });
    } finally {
      setBusyId(null);
    }
  };

  const open = inbox.data?.enquiries.filter((enquiry) => !enquiry.handled).length ?? 0;
  return (
    <>
      <PageHeader
        title="Poptávky"
        description="Zprávy z kontaktního formuláře a přihlášky k odběru novinek"
        backTo={ADMIN_PATHS.dashboard}
        backLabel="Zpět na přehled"
      />
      {inbox.data === null ? (
        inbox.status === 'failed' ? (
          <Text c="dimmed">Poptávky se nepodařilo načíst.</Text>
        ) : (
          <LoadingState label="Načítám poptávky..." />
        )
      ) : (
        <Tabs defaultValue="enquiries" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="enquiries">Kontaktní formulář ({open} nevyřízených)</Tabs.Tab>
            <Tabs.Tab value="newsletter">Newsletter ({inbox.data.subscribers.length})</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="enquiries">
            <EnquiriesTable enquiries={inbox.data.enquiries} busyId={busyId} onToggle={(enquiry) => void toggle(enquiry)} />
          </Tabs.Panel>
          <Tabs.Panel value="newsletter">
            <SubscribersTable subscribers={inbox.data.subscribers} />
          </Tabs.Panel>
        </Tabs>
      )}
    </>
  );
}
