import { jsonAnswer, type AppSupabaseClient, type JsonShape } from '@app/supabase';
import { asListRequest, readListPage, type ListPage, type ListQuery, type ListSpec } from '../list-query';
import type { AdminContactEnquiry } from '../enquiries/admin-api';
import type { MailKind, MailStatus, SubscriberStatus } from '../enquiries/lead-labels';

/** Everything held about one e-mail address, as personal_data_export returns it. */
export interface PersonalDataExport {
  email: string;
  exported_at: string;
  enquiries: (AdminContactEnquiry & Record<string, unknown>)[];
  newsletter: {
    email: string;
    status: SubscriberStatus;
    locale: string;
    consent_version: string | null;
    created_at: string;
    confirmation_sent_at: string | null;
    confirmed_at: string | null;
    unsubscribed_at: string | null;
  }[];
  mails: { kind: MailKind; recipient: string; status: MailStatus; created_at: string; sent_at: string | null }[];
}

/** What an erasure removed, and when. */
export interface PersonalDataErasure {
  enquiries: number;
  subscriptions: number;
  mails: number;
  erased_at: string;
}

/** One recorded erasure: who and when, the counts, never the address. */
export interface PersonalDataErasureRecord extends PersonalDataErasure {
  id: string;
  erased_by: string | null;
  erased_by_email: string | null;
}

const EXPORT_SHAPE: JsonShape<PersonalDataExport> = { email: 'string', exported_at: 'string', enquiries: 'array', newsletter: 'array', mails: 'array' };
const ERASURE_SHAPE: JsonShape<PersonalDataErasure> = { enquiries: 'number', subscriptions: 'number', mails: 'number', erased_at: 'string' };

/** Whether the export holds anything at all. */
export function holdsPersonalData(data: PersonalDataExport): boolean {
  return data.enquiries.length + data.newsletter.length + data.mails.length > 0;
}

/** Everything held about the address (admins only; the database refuses anyone else with 42501). */
export async function adminExportPersonalData(client: AppSupabaseClient, email: string): Promise<PersonalDataExport> {
  const { data, error } = await client.rpc('personal_data_export', { subject_email: email.trim() });
  if (error) throw error;
  const result = jsonAnswer(data, EXPORT_SHAPE, 'personal_data_export');
  return { ...result, enquiries: result.enquiries ?? [], newsletter: result.newsletter ?? [], mails: result.mails ?? [] };
}

/** Deletes the address's enquiries, subscription and e-mails (admins only); the database records the counts. */
export async function adminErasePersonalData(client: AppSupabaseClient, email: string): Promise<PersonalDataErasure> {
  const { data, error } = await client.rpc('personal_data_erase', { subject_email: email.trim() });
  if (error) throw error;
  return jsonAnswer(data, ERASURE_SHAPE, 'personal_data_erase');
}

/** The record of erasures, newest first. */
export const ERASURE_LIST_SPEC: ListSpec = {
  searchColumns: ['erased_by_email'],
  sortable: ['erased_at'],
  defaultSort: { column: 'erased_at', direction: 'desc' },
};

/** One page of the record of erasures (admins only). */
export function adminPersonalDataErasuresPage(client: AppSupabaseClient, query: ListQuery): Promise<ListPage<PersonalDataErasureRecord>> {
  const request = asListRequest<PersonalDataErasureRecord>(
    client.from('personal_data_erasures').select('id, erased_by, erased_by_email, erased_at, enquiries, subscriptions, mails', { count: 'exact' }),
  );
  return readListPage(request, query, ERASURE_LIST_SPEC);
}
