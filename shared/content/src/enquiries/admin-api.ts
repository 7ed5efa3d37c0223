import { formatDateTime } from '@app/i18n';
import type { AppSupabaseClient, Database } from '@app/supabase';
import { asListRequest, everyRowQuery, readAllPages, readListPage, type ListPage, type ListQuery, type ListSpec } from '../list-query';
import type { EnquiryIntent } from './public-api';
import {
  SUBSCRIBER_STATUS_FILTER,
  doubtReasonLabel,
  filterTarget,
  intentLabel,
  localeLabel,
  sourceLabel,
  topicLabel,
  type SubscriberStatus,
} from './lead-labels';

export * from './lead-labels';

type EnquiryRow = Database['public']['Tables']['contact_enquiries']['Row'];
type SubscriberRow = Database['public']['Tables']['newsletter_subscribers']['Row'];

/**
 * An enquiry as the back office lists it. `read_at` null = unread; `locale` is the language of the page it
 * was sent from; `plan_name` only with intent 'plan'; `spam_reason` is what the database found suspect (null
 * when staff marked it), `doubt_reason` why it found it doubtful (sales was notified, marked);
 * `module_name` (its Czech name when the enquiry came) or `service` is what led to the form; `notified_at`
 * and `confirmation_queued_at` stay null while the notification to sales or the visitor's confirmation was
 * never queued (spam). `landing_path`, `referrer_domain` and the UTM values say how the visit that sent it
 * began (null when unknown). The table's check holds `intent` to the form's intents.
 */
export type AdminContactEnquiry = Omit<
  Pick<
    EnquiryRow,
    | 'id'
    | 'name'
    | 'email'
    | 'phone'
    | 'company'
    | 'message'
    | 'gdpr_consent'
    | 'handled'
    | 'read_at'
    | 'created_at'
    | 'locale'
    | 'intent'
    | 'plan_name'
    | 'is_spam'
    | 'spam_reason'
    | 'doubt_reason'
    | 'module_name'
    | 'service'
    | 'notified_at'
    | 'confirmation_queued_at'
    | 'landing_path'
    | 'referrer_domain'
    | 'utm_source'
    | 'utm_medium'
    | 'utm_campaign'
  >,
  'intent'
> & { intent: EnquiryIntent | null };

/** A newsletter sign-up as the back office lists it; the table's check holds `status` to these states. */
export type AdminNewsletterSubscriber = Omit<
  Pick<SubscriberRow, 'id' | 'email' | 'created_at' | 'locale' | 'status' | 'confirmed_at' | 'unsubscribed_at'>,
  'status'
> & { status: SubscriberStatus };

const ENQUIRY_COLUMNS =
  'id, name, email, phone, company, message, gdpr_consent, handled, read_at, created_at, locale, intent, plan_name, is_spam, spam_reason, doubt_reason, module_name, service, notified_at, confirmation_queued_at, landing_path, referrer_domain, utm_source, utm_medium, utm_campaign';
const SUBSCRIBER_COLUMNS = 'id, email, created_at, locale, status, confirmed_at, unsubscribed_at';

const enquiries = (client: AppSupabaseClient) => client.from('contact_enquiries');

/** The listed columns of one enquiry, its intent as the form's (the database allows no other). */
function enquiryOf(row: Pick<EnquiryRow, keyof AdminContactEnquiry>): AdminContactEnquiry {
  return { ...row, intent: row.intent as EnquiryIntent | null };
}

/** Contact enquiries that are not spam, newest first (staff only). */
export function adminListContactEnquiries(client: AppSupabaseClient): Promise<AdminContactEnquiry[]> {
  return readAllPages(adminContactEnquiriesPage, client, everyRowQuery(ENQUIRY_LIST_SPEC));
}

/** Staff may change only `handled` (column privilege). */
export async function adminSetEnquiryHandled(
  client: AppSupabaseClient,
  id: string,
  handled: boolean,
): Promise<AdminContactEnquiry> {
  const { data, error } = await enquiries(client)
    .update({ handled })
    .eq('id', id)
    .select(ENQUIRY_COLUMNS)
    .single();
  if (error) throw error;
  return enquiryOf(data);
}

/** Newsletter sign-ups, newest first (staff only). */
export function adminListNewsletterSubscribers(client: AppSupabaseClient): Promise<AdminNewsletterSubscriber[]> {
  return readAllPages(adminNewsletterSubscribersPage, client, everyRowQuery(SUBSCRIBER_LIST_SPEC));
}

/** The enquiries list: search in name, e-mail, company and message; sort by date (newest first) or name. */
export const ENQUIRY_LIST_SPEC: ListSpec = {
  searchColumns: ['name', 'email', 'company', 'message'],
  sortable: ['created_at', 'name', 'email'],
  defaultSort: { column: 'created_at', direction: 'desc' },
};

function filteredEnquiries(client: AppSupabaseClient, query: ListQuery) {
  let request = asListRequest<AdminContactEnquiry>(enquiries(client).select(ENQUIRY_COLUMNS, { count: 'exact' }));
  const { precteno, vyrizeno, spam } = query.filters;
  // Spam is a list of its own: the ordinary list never shows it.
  request = request.eq('is_spam', spam === 'ano');
  if (precteno === 'ano') request = request.not('read_at', 'is', null);
  if (precteno === 'ne') request = request.is('read_at', null);
  if (vyrizeno === 'ano' || vyrizeno === 'ne') request = request.eq('handled', vyrizeno === 'ano');
  return request;
}

/** One page of enquiries (staff only). Filters: `precteno=ano|ne`, `vyrizeno=ano|ne`; `spam=ano` lists only spam, without it spam is left out. */
export function adminContactEnquiriesPage(client: AppSupabaseClient, query: ListQuery): Promise<ListPage<AdminContactEnquiry>> {
  return readListPage(filteredEnquiries(client, query), query, ENQUIRY_LIST_SPEC);
}

/** Marks an enquiry read (now) or unread again. */
export async function adminSetEnquiryRead(client: AppSupabaseClient, id: string, read: boolean): Promise<AdminContactEnquiry> {
  const { data, error } = await enquiries(client)
    .update({ read_at: read ? new Date().toISOString() : null })
    .eq('id', id)
    .select(ENQUIRY_COLUMNS)
    .single();
  if (error) throw error;
  return enquiryOf(data);
}

/**
 * Marks an enquiry as spam or takes it out (staff). Taking it out makes the database queue the notification
 * to sales if it was never sent; the row is read again afterwards, so `notified_at` tells whether it was.
 */
export async function adminSetEnquirySpam(client: AppSupabaseClient, id: string, spam: boolean): Promise<AdminContactEnquiry> {
  const { error } = await enquiries(client).update({ is_spam: spam }).eq('id', id);
  if (error) throw error;
  const { data, error: readError } = await enquiries(client).select(ENQUIRY_COLUMNS).eq('id', id).single();
  if (readError) throw readError;
  return enquiryOf(data);
}

function csvCell(value: string): string {
  // A leading =, +, - or @ would make a spreadsheet run the cell as a formula.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Times as the back office shows them (Prague, "25. 11. 2026 14:30"), the column saying so. */
const PRAGUE_TIME = '(čas v Praze)';

/** CSV for Excel: UTF-8 with BOM, semicolons (the Czech list separator), CRLF lines. */
function csvOf(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = rows.map((row) => row.map(csvCell).join(';'));
  return `\uFEFF${[header.join(';'), ...lines].join('\r\n')}\r\n`;
}

/**
 * Every enquiry the list's search and filters match (not only the shown page), in the list's order, as CSV.
 * Spam is never exported, whatever the list shows.
 */
export async function adminExportContactEnquiries(client: AppSupabaseClient, query: ListQuery): Promise<string> {
  const { spam: _spam, ...filters } = query.filters;
  const rows = await readAllPages(adminContactEnquiriesPage, client, { ...query, filters });
  return csvOf(
    [`Přijato ${PRAGUE_TIME}`, 'Jméno', 'E-mail', 'Telefon', 'Firma', 'Jazyk', 'Zájem', 'Zpráva', 'Přečteno', 'Vyřízeno', 'Týká se', 'Možná spam', 'Vstupní stránka', 'Zdroj', 'Kampaň'],
    rows.map((row) => [
      formatDateTime(row.created_at),
      row.name,
      row.email,
      row.phone ?? '',
      row.company ?? '',
      localeLabel(row.locale),
      intentLabel(row.intent, row.plan_name) ?? '',
      row.message,
      row.read_at ? 'ano' : 'ne',
      row.handled ? 'ano' : 'ne',
      topicLabel(row.module_name, row.service) ?? '',
      doubtReasonLabel(row.doubt_reason) ?? '',
      row.landing_path ?? '',
      sourceLabel(row) ?? '',
      row.utm_campaign ?? '',
    ]),
  );
}

/** The newsletter list: search in e-mail; newest first. */
export const SUBSCRIBER_LIST_SPEC: ListSpec = {
  searchColumns: ['email'],
  sortable: ['created_at', 'email'],
  defaultSort: { column: 'created_at', direction: 'desc' },
};

/** One page of newsletter sign-ups in every state (staff only). Filter: `stav=ceka|potvrzeno|odhlaseno`. */
export function adminNewsletterSubscribersPage(client: AppSupabaseClient, query: ListQuery): Promise<ListPage<AdminNewsletterSubscriber>> {
  let request = asListRequest<AdminNewsletterSubscriber>(client.from('newsletter_subscribers').select(SUBSCRIBER_COLUMNS, { count: 'exact' }));
  const status = filterTarget(SUBSCRIBER_STATUS_FILTER, query.filters.stav);
  if (status) request = request.eq('status', status);
  return readListPage(request, query, SUBSCRIBER_LIST_SPEC);
}

/**
 * The confirmed subscribers the list's search matches, in its order, as CSV (the mailing list): a sign-up
 * waiting for confirmation or unsubscribed is never exported, whatever the list's state filter.
 */
export async function adminExportNewsletterSubscribers(client: AppSupabaseClient, query: ListQuery): Promise<string> {
  const rows = await readAllPages(adminNewsletterSubscribersPage, client, { ...query, filters: { ...query.filters, stav: 'potvrzeno' } });
  return csvOf(
    ['E-mail', 'Jazyk', `Přihlášeno ${PRAGUE_TIME}`, `Potvrzeno ${PRAGUE_TIME}`],
    rows.map((row) => [row.email, localeLabel(row.locale), formatDateTime(row.created_at), row.confirmed_at ? formatDateTime(row.confirmed_at) : '']),
  );
}
