import { useState, type ReactNode } from 'react';
import { Form, Formik } from 'formik';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  ERASURE_LIST_SPEC,
  adminErasePersonalData,
  adminExportPersonalData,
  adminPersonalDataErasuresPage,
  holdsPersonalData,
  intentLabel,
  localeLabel,
  mailKindLabel,
  mailStatusLabel,
  subscriberStatusLabel,
  type ListPage,
  type PersonalDataErasure,
  type PersonalDataErasureRecord,
  type PersonalDataExport,
} from '@app/content';
import { formatDateTime } from '@app/i18n';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { ADMIN_PATHS } from '../../config/paths';
import { PageHeader } from '../../components/page-header';
import { FormTextInput } from '../../components/form-fields';
import { errorMessage } from '../../components/error-message';
import { downloadText } from '../../components/download';
import { ListBody, ListTable, SortableTh, useListPage, useListState, type ListPageState, type ListState } from '../../components/list';
import { personalDataLookupSchema, type PersonalDataLookupValues } from './personal-data-schema';
import { erasureSummary, exportFileName } from './personal-data-display';

const NO_FILTERS = [] as const;

function when(value: string | null | undefined): string {
  return value ? formatDateTime(value) : '—';
}

/** One kind of data held (enquiries, the subscription, e-mails): a heading with the count and a small table. */
function HeldSection({ title, count, head, children }: { title: string; count: number; head: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {title} ({count})
      </Title>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          Žádné.
        </Text>
      ) : (
        <ListTable minWidth={520} head={head}>
          {children}
        </ListTable>
      )}
    </Stack>
  );
}

function HeldData({ data }: { data: PersonalDataExport }) {
  return (
    <Stack gap="lg">
      <HeldSection
        title="Poptávky"
        count={data.enquiries.length}
        head={
          <>
            <Table.Th>Přijato</Table.Th>
            <Table.Th>Jméno a firma</Table.Th>
            <Table.Th>Zpráva</Table.Th>
            <Table.Th>Stav</Table.Th>
          </>
        }
      >
        {data.enquiries.map((enquiry) => (
          <Table.Tr key={enquiry.id}>
            <Table.Td>{when(enquiry.created_at)}</Table.Td>
            <Table.Td>
              <Text size="sm">{enquiry.name}</Text>
              {enquiry.company && (
                <Text size="xs" c="dimmed">
                  {enquiry.company}
                </Text>
              )}
            </Table.Td>
            <Table.Td maw={320}>
              <Text size="xs" c="dimmed">
                {[localeLabel(enquiry.locale), intentLabel(enquiry.intent, enquiry.plan_name)].filter(Boolean).join(' · ')}
              </Text>
              <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                {enquiry.message}
              </Text>
            </Table.Td>
            <Table.Td>
              {enquiry.is_spam ? (
                <Badge size="xs" color="red" variant="light" tt="none">
                  Spam
                </Badge>
              ) : enquiry.handled ? (
                'Vyřízeno'
              ) : (
                'Nové'
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </HeldSection>
      <HeldSection
        title="Odběr novinek"
        count={data.newsletter.length}
        head={
          <>
            <Table.Th>Stav</Table.Th>
            <Table.Th>Přihlášeno</Table.Th>
            <Table.Th>Potvrzeno</Table.Th>
            <Table.Th>Odhlášeno</Table.Th>
          </>
        }
      >
        {data.newsletter.map((subscription) => (
          <Table.Tr key={subscription.email}>
            <Table.Td>{subscriberStatusLabel(subscription.status)}</Table.Td>
            <Table.Td>{when(subscription.created_at)}</Table.Td>
            <Table.Td>{when(subscription.confirmed_at)}</Table.Td>
            <Table.Td>{when(subscription.unsubscribed_at)}</Table.Td>
          </Table.Tr>
        ))}
      </HeldSection>
      <HeldSection
        title="E-maily"
        count={data.mails.length}
        head={
          <>
            <Table.Th>Druh</Table.Th>
            <Table.Th>Příjemce</Table.Th>
            <Table.Th>Stav</Table.Th>
            <Table.Th>Vytvořeno</Table.Th>
            <Table.Th>Odesláno</Table.Th>
          </>
        }
      >
        {data.mails.map((mail, index) => (
          <Table.Tr key={`${mail.created_at}:${index}`}>
            <Table.Td>{mailKindLabel(mail.kind)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{mail.recipient}</Table.Td>
            <Table.Td>{mailStatusLabel(mail.status)}</Table.Td>
            <Table.Td>{when(mail.created_at)}</Table.Td>
            <Table.Td>{when(mail.sent_at)}</Table.Td>
          </Table.Tr>
        ))}
      </HeldSection>
    </Stack>
  );
}

/** The confirmation before erasing: what goes, and that it cannot be undone. */
function EraseDialog({
  data,
  busy,
  onCancel,
  onConfirm,
}: {
  data: PersonalDataExport | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={data !== null} onClose={busy ? () => undefined : onCancel} title="Vymazat osobní údaje" centered>
      {data && (
        <Stack gap="md">
          <Text>
            Opravdu vymazat všechny osobní údaje adresy <strong>{data.email}</strong>? Smaže se:{' '}
            {erasureSummary({ enquiries: data.enquiries.length, subscriptions: data.newsletter.length, mails: data.mails.length })}.
          </Text>
          <Text size="sm" c="dimmed">
            Tuto akci nelze vrátit. Zůstane jen záznam, kdo a kdy výmaz provedl a kolik čeho smazal, bez adresy.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Zrušit
            </Button>
            <Button color="red" onClick={onConfirm} loading={busy}>
              Vymazat
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function ErasureRecord({ state, list }: { state: ListState; list: ListPageState<ListPage<PersonalDataErasureRecord>> }) {
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} fz="h4">
          Záznam výmazů
        </Title>
        <Text size="sm" c="dimmed">
          Kdo a kdy vymazal čí osobní údaje, bez vymazaných adres.
        </Text>
      </div>
      <ListBody list={list} state={state} loadingLabel="Načítám záznam výmazů..." empty={<Text c="dimmed">Zatím nikdo žádné osobní údaje nevymazal.</Text>}>
        {(erasures) => (
          <ListTable
            minWidth={520}
            head={
              <>
                <SortableTh state={state} column="erased_at">
                  Vymazáno
                </SortableTh>
                <Table.Th>Kdo</Table.Th>
                <Table.Th ta="right">Poptávky</Table.Th>
                <Table.Th ta="right">Přihlášky k odběru</Table.Th>
                <Table.Th ta="right">E-maily</Table.Th>
              </>
            }
          >
            {erasures.map((erasure) => (
              <Table.Tr key={erasure.id} data-testid="erasure-row">
                <Table.Td>{formatDateTime(erasure.erased_at)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{erasure.erased_by_email ?? 'Smazaný účet'}</Table.Td>
                <Table.Td ta="right">{erasure.enquiries}</Table.Td>
                <Table.Td ta="right">{erasure.subscriptions}</Table.Td>
                <Table.Td ta="right">{erasure.mails}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </ListBody>
    </Stack>
  );
}

/**
 * /admin/personal-data (admins only): a person's request about their data. The address is typed, never put
 * in the URL; what is held shows with a JSON download, and erasing it asks first and leaves only a record
 * of who erased how much.
 */
export function PersonalDataPage() {
  const [found, setFound] = useState<PersonalDataExport | null>(null);
  const [confirming, setConfirming] = useState<PersonalDataExport | null>(null);
  const [erasing, setErasing] = useState(false);
  const [erased, setErased] = useState<{ email: string; result: PersonalDataErasure } | null>(null);
  const erasureState = useListState(ERASURE_LIST_SPEC, NO_FILTERS);
  const erasures = useListPage(adminPersonalDataErasuresPage, erasureState);

  const lookUp = async ({ email }: PersonalDataLookupValues) => {
    setErased(null);
    try {
      setFound(await adminExportPersonalData(await getSupabase(), email));
    } catch (error) {
      console.error('Reading personal data failed:', error);
      setFound(null);
      notify({ id: 'personal-data', kind: 'error', title: 'Údaje se nepodařilo načíst', message: errorMessage(error) });
    }
  };

  const erase = async () => {
    if (!confirming) return;
    setErasing(true);
    try {
      const result = await adminErasePersonalData(await getSupabase(), confirming.email);
      setErased({ email: confirming.email, result });
      setFound(null);
      setConfirming(null);
      erasures.reload();
      notify({ id: 'personal-data', kind: 'success', title: 'Osobní údaje vymazány', message: erasureSummary(result) });
    } catch (error) {
      console.error('Erasing personal data failed:', error);
      notify({ id: 'personal-data', kind: 'error', title: 'Výmaz se nezdařil', message: errorMessage(error) });
    } finally {
      setErasing(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Osobní údaje"
        description="Co o člověku uchováváme podle jeho e-mailu: export a výmaz na jeho žádost"
        backTo={ADMIN_PATHS.dashboard}
        backLabel="Zpět na přehled"
      />
      <Stack gap="xl">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Formik<PersonalDataLookupValues> initialValues={{ email: '' }} validationSchema={personalDataLookupSchema} onSubmit={lookUp}>
            {({ isSubmitting }) => (
              <Form noValidate>
                <Group align="flex-end" gap="sm" wrap="wrap">
                  <FormTextInput
                    name="email"
                    type="email"
                    label="E-mail člověka"
                    description="Najde jeho poptávky, přihlášku k odběru novinek a e-maily, které mu web poslal."
                    autoComplete="off"
                    required
                    w={{ base: '100%', sm: 380 }}
                  />
                  <Button type="submit" loading={isSubmitting}>
                    Vyhledat
                  </Button>
                </Group>
              </Form>
            )}
          </Formik>
        </Paper>

        {erased && (
          <Alert color="green" title={`Osobní údaje adresy ${erased.email} byly vymazány`} data-testid="erasure-result">
            {erasureSummary(erased.result)}. Vymazáno {formatDateTime(erased.result.erased_at)}.
          </Alert>
        )}

        {found &&
          (holdsPersonalData(found) ? (
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="held-title">
              <Stack gap="lg">
                <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                  <div style={{ minWidth: 0 }}>
                    <Title order={2} fz="h4" id="held-title" style={{ overflowWrap: 'anywhere' }}>
                      Údaje adresy {found.email}
                    </Title>
                    <Text size="sm" c="dimmed">
                      Stav k {formatDateTime(found.exported_at)}
                    </Text>
                  </div>
                  <Group gap="sm" wrap="wrap">
                    <Button variant="default" onClick={() => downloadText(JSON.stringify(found, null, 2), exportFileName(found.email), 'application/json')}>
                      Stáhnout JSON
                    </Button>
                    <Button color="red" variant="light" onClick={() => setConfirming(found)}>
                      Vymazat osobní údaje
                    </Button>
                  </Group>
                </Group>
                <HeldData data={found} />
              </Stack>
            </Paper>
          ) : (
            <Alert color="gray" title="Nic nenalezeno">
              O adrese {found.email} neuchováváme žádné údaje.
            </Alert>
          ))}

        <ErasureRecord state={erasureState} list={erasures} />
      </Stack>
      <EraseDialog data={confirming} busy={erasing} onCancel={() => setConfirming(null)} onConfirm={() => void erase()} />
    </>
  );
}
