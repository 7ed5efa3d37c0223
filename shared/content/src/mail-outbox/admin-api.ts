import type { AppSupabaseClient } from '@app/supabase';
import { asListRequest, readListPage, type ListPage, type ListQuery, type ListSpec } from '../list-query';
import { MAIL_KIND_FILTER, MAIL_STATUS_FILTER, filterTarget, type MailKind, type MailStatus } from '../enquiries/lead-labels';

/** One e-mail of the outbox as admins see it (never its secret: the link tokens it carries). */
export interface AdminOutboxMail {
  id: string;
  kind: MailKind;
  recipient: string;
  locale: string;
  enquiry_id: string | null;
  subscriber_id: string | null;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
  sent_at: string | null;
}

// Only these columns are granted: selecting the secret (or *) is refused.
const OUTBOX_COLUMNS = 'id, kind, recipient, locale, enquiry_id, subscriber_id, status, attempts, last_error, next_attempt_at, created_at, sent_at';

/** The e-mail list: search in the recipient; newest first, or by the next attempt or the time sent. */
export const MAIL_OUTBOX_LIST_SPEC: ListSpec = {
  searchColumns: ['recipient'],
  sortable: ['created_at', 'next_attempt_at', 'sent_at', 'recipient', 'attempts'],
  defaultSort: { column: 'created_at', direction: 'desc' },
};

/**
 * One page of the outbox (admins only: anyone else gets no rows). Filters: `stav=ve-fronte|odesila-se|zkusi-se-znovu|odeslano|selhalo`,
 * `druh=upozorneni|potvrzeni-poptavky|potvrzeni-odberu`.
 */
export function adminMailOutboxPage(client: AppSupabaseClient, query: ListQuery): Promise<ListPage<AdminOutboxMail>> {
  let request = asListRequest<AdminOutboxMail>(client.from('mail_outbox').select(OUTBOX_COLUMNS, { count: 'exact' }));
  const status = filterTarget(MAIL_STATUS_FILTER, query.filters.stav);
  const kind = filterTarget(MAIL_KIND_FILTER, query.filters.druh);
  if (status) request = request.eq('status', status);
  if (kind) request = request.eq('kind', kind);
  return readListPage(request, query, MAIL_OUTBOX_LIST_SPEC);
}
