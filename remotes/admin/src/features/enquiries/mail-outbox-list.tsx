import { Badge, Stack, Table, Text } from '@mantine/core';
import {
  MAIL_KIND_FILTER,
  MAIL_KIND_LABELS,
  MAIL_OUTBOX_LIST_SPEC,
  MAIL_STATUS_FILTER,
  MAIL_STATUS_LABELS,
  adminMailOutboxPage,
  mailKindLabel,
  mailStatusLabel,
  type AdminOutboxMail,
  type MailStatus,
} from '@app/content';
import { EmailAddress, whenText } from './cells';
import { ListBody, ListFilter, ListTable, ListToolbar, SortableTh, useListPage, useListState, type ListSort } from '../../components/list';

const FILTERS = ['stav', 'druh'] as const;

const STATUS_COLOR: Record<MailStatus, string> = { queued: 'blue', sending: 'yellow', retrying: 'orange', sent: 'green', failed: 'red' };
const STATUS_OPTIONS = Object.entries(MAIL_STATUS_FILTER).map(([value, status]) => ({ value, label: MAIL_STATUS_LABELS[status] }));
const KIND_OPTIONS = Object.entries(MAIL_KIND_FILTER).map(([value, kind]) => ({ value, label: MAIL_KIND_LABELS[kind] }));

function MailRow({ mail }: { mail: AdminOutboxMail }) {
  // Only a message still on its way has a next attempt: a sent one is done, a failed one was refused for good.
  const nextAttempt = mail.status === 'sent' || mail.status === 'failed' ? null : mail.next_attempt_at;
  return (
    <Table.Tr data-testid="mail-row" data-status={mail.status}>
      <Table.Td>{whenText(mail.created_at)}</Table.Td>
      <Table.Td>{mailKindLabel(mail.kind)}</Table.Td>
      <Table.Td style={{ overflowWrap: 'break-word' }}>
        <EmailAddress address={mail.recipient} />
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLOR[mail.status] ?? 'gray'} variant="light" tt="none">
          {mailStatusLabel(mail.status)}
        </Badge>
      </Table.Td>
      <Table.Td ta="right">{mail.attempts}</Table.Td>
      <Table.Td maw={280}>
        {mail.status === 'failed' ? (
          <Stack gap={2} data-testid="mail-refusal">
            <Text size="xs" fw={700}>
              Server e-mail trvale odmítl, znovu se neodešle. Odpověď serveru:
            </Text>
            <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {mail.last_error ?? '—'}
            </Text>
          </Stack>
        ) : mail.last_error ? (
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {mail.last_error}
          </Text>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td>{whenText(nextAttempt)}</Table.Td>
      <Table.Td>{whenText(mail.sent_at)}</Table.Td>
    </Table.Tr>
  );
}

const SORT: ListSort = {
  headersFrom: 'md',
  options: [
    { value: 'created_at', label: 'Vytvořeno' },
    { value: 'recipient', label: 'Příjemce' },
    { value: 'attempts', label: 'Pokusy' },
    { value: 'next_attempt_at', label: 'Další pokus' },
    { value: 'sent_at', label: 'Odesláno' },
  ],
};

/**
 * The E-maily tab (admins only; the database shows anyone else no rows): every e-mail the site sends, as the
 * mail worker left it, so staff can tell whether sales was told and why a message has not gone out.
 */
export function MailOutboxList() {
  const state = useListState(MAIL_OUTBOX_LIST_SPEC, FILTERS);
  const list = useListPage(adminMailOutboxPage, state);
  return (
    <>
      <ListToolbar state={state} searchLabel="Hledat příjemce" searchPlaceholder="E-mail příjemce" sort={SORT}>
        <ListFilter state={state} name="stav" label="Stav" options={STATUS_OPTIONS} />
        <ListFilter state={state} name="druh" label="Druh" options={KIND_OPTIONS} />
      </ListToolbar>
      <ListBody list={list} state={state} loadingLabel="Načítám e-maily..." empty={<Text c="dimmed">Web zatím neodeslal žádný e-mail.</Text>}>
        {(mails) => (
          <ListTable
            minWidth={860}
            head={
              <>
                <SortableTh state={state} column="created_at">
                  Vytvořeno
                </SortableTh>
                <Table.Th>Druh</Table.Th>
                <SortableTh state={state} column="recipient">
                  Příjemce
                </SortableTh>
                <Table.Th>Stav</Table.Th>
                <SortableTh state={state} column="attempts" ta="right">
                  Pokusy
                </SortableTh>
                <Table.Th>Poslední chyba</Table.Th>
                <SortableTh state={state} column="next_attempt_at">
                  Další pokus
                </SortableTh>
                <SortableTh state={state} column="sent_at">
                  Odesláno
                </SortableTh>
              </>
            }
          >
            {mails.map((mail) => (
              <MailRow key={mail.id} mail={mail} />
            ))}
          </ListTable>
        )}
      </ListBody>
    </>
  );
}
