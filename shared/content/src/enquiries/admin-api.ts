import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppSupabaseClient } from '@app/supabase';
import { asListRequest, everyRowQuery, readAllPages, readListPage, type ListPage, type ListQuery, type ListSpec } from '../list-query';

export interface AdminContactEnquiry {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  gdpr_consent: boolean;
  handled: boolean;
  /** When a staff member marked it read; null = unread. */
  read_at: string | null;
  created_at: string;
}

export interface AdminNewsletterSubscriber {
  id: string;
  email: string;
  created_at: string;
}

const ENQUIRY_COLUMNS = 'id, name, email, phone, company, message, gdpr_consent, handled, read_at, created_at';

// Until the generated Database types list these tables, queries go through the untyped client surface.
const untyped = (client: AppSupabaseClient) => client as unknown as SupabaseClient;

/** Contact enquiries, newest first (staff only). */
export function adminListContactEnquiries(client: AppSupabaseClient): Promise<AdminContactEnquiry[]> {
  return readAllPages(adminContactEnquiriesPage, client, everyRowQuery(ENQUIRY_LIST_SPEC));
}

/** Staff may change only `handled` (column privilege). */
export async function adminSetEnquiryHandled(
  client: AppSupabaseClient,
  id: string,
  handled: boolean,
): Promise<AdminContactEnquiry> {
  const { data, error } = await untyped(client)
    .from('contact_enquiries')
    .update({ handled })
    .eq('id', id)
    .select(ENQUIRY_COLUMNS)
    .single();
  if (error) throw error;
  return data as AdminContactEnquiry;
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
  let request = asListRequest<AdminContactEnquiry>(untyped(client).from('contact_enquiries').select(ENQUIRY_COLUMNS, { count: 'exact' }));
  const { precteno, vyrizeno } = query.filters;
  if (precteno === 'ano') request = request.not('read_at', 'is', null);
  if (precteno === 'ne') request = request.is('read_at', null);
  if (vyrizeno === 'ano' || vyrizeno === 'ne') request = request.eq('handled', vyrizeno === 'ano');
  return request;
}

/** One page of enquiries (staff only). Filters: `precteno=ano|ne`, `vyrizeno=ano|ne`. */
export function adminContactEnquiriesPage(client: AppSupabaseClient, query: ListQuery): Promise<ListPage<AdminContactEnquiry>> {
  return readListPage(filteredEnquiries(client, query), query, ENQUIRY_LIST_SPEC);
}

/** Marks an enquiry read (now) or unread again. */
export async function adminSetEnquiryRead(client: AppSupabaseClient, id: string, read: boolean): Promise<AdminContactEnquiry> {
  const { data, error } = await untyped(client)
    .from('contact_enquiries')
    .update({ read_at: read ? new Date().toISOString() : null })
    .eq('id', id)
    .select(ENQUIRY_COLUMNS)
    .single();
  if (error) throw error;
  return data as AdminContactEnquiry;
}

function csvCell(value: string): string {
  // A leading =, +, - or @ would make a spreadsheet run the cell as a formula.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Every enquiry the list's search and filters match (not only the shown page), as CSV for Excel:
 * UTF-8 with BOM, semicolons (the Czech list separator), CRLF lines, in the list's order.
 */
export async function adminExportContactEnquiries(client: AppSupabaseClient, query: ListQuery): Promise<string> {
  const rows = await readAllPages(adminContactEnquiriesPage, client, query);
  const header = ['Přijato', 'Jméno', 'E-mail', 'Telefon', 'Firma', 'Zpráva', 'Přečteno', 'Vyřízeno'];
  const lines = rows.map((row) =>
    [row.created_at, row.name, row.email, row.phone ?? '', row.company ?? '', row.message, row.read_at ? 'ano' : 'ne', row.handled ? 'ano' : 'ne']
      .map(csvCell)
      .join(';'),
  );
  return `\uFEFF${[header.join(';'), ...lines].join('\r\n')}\r\n`;
}

/** The newsletter list: search in e-mail; newest first. */
export const SUBSCRIBER_LIST_SPEC: ListSpec = {
  searchColumns: ['email'],
  sortable: ['created_at', 'email'],
  defaultSort: { column: 'created_at', direction: 'desc' },
};

/** One page of newsletter sign-ups (staff only). */
export function adminNewsletterSubscribersPage(client: AppSupabaseClient, query: ListQuery): Promise<ListPage<AdminNewsletterSubscriber>> {
  const request = asListRequest<AdminNewsletterSubscriber>(untyped(client).from('newsletter_subscribers').select('id, email, created_at', { count: 'exact' }));
  return readListPage(request, query, SUBSCRIBER_LIST_SPEC);
}
