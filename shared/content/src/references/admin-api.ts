import { basedOn } from '../revisions/save-conflict';
import type { AppSupabaseClient, Database } from '@app/supabase';
import { adminRecordsMissingTranslation, missingTranslationFilter } from '../revisions/translation-status';
import { asListRequest, everyRowQuery, readAllPages, readListPage, type ListPage, type ListQuery, type ListSpec } from '../list-query';

/** A row of public."references" as the back office reads and writes it. */
export type AdminReference = Database['public']['Tables']['references']['Row'];

export type AdminReferenceInput = Omit<AdminReference, 'id' | 'created_at' | 'updated_at'>;

export type AdminReferenceListItem = Pick<
  AdminReference,
  'id' | 'company_name' | 'title_cs' | 'industry_cs' | 'results_cs' | 'featured' | 'display_order' | 'created_at'
>;

const references = (client: AppSupabaseClient) => client.from('references');

/** Every reference, newest first. */
export function adminListReferences(client: AppSupabaseClient): Promise<AdminReferenceListItem[]> {
  return readAllPages(adminReferencesPage, client, everyRowQuery(REFERENCE_LIST_SPEC));
}

const LIST_COLUMNS = 'id, company_name, title_cs, industry_cs, results_cs, featured, display_order, created_at';

/** The references list: search in company, title and industry; sort by company, industry or date. */
export const REFERENCE_LIST_SPEC: ListSpec = {
  searchColumns: ['company_name', 'title_cs', 'industry_cs'],
  sortable: ['company_name', 'title_cs', 'industry_cs', 'created_at'],
  defaultSort: { column: 'created_at', direction: 'desc' },
};

/** One page of references. Filters: `doporucene=ano`, `chybi=en|de`. */
export async function adminReferencesPage(client: AppSupabaseClient, query: ListQuery): Promise<ListPage<AdminReferenceListItem>> {
  let request = asListRequest<AdminReferenceListItem>(references(client).select(LIST_COLUMNS, { count: 'exact' }));
  if (query.filters.doporucene === 'ano') request = request.eq('featured', true);
  const missing = missingTranslationFilter(query.filters);
  if (missing) request = request.in('id', await adminRecordsMissingTranslation(client, 'references', missing));
  return readListPage(request, query, REFERENCE_LIST_SPEC);
}

export async function adminGetReference(client: AppSupabaseClient, id: string): Promise<AdminReference> {
  const { data, error } = await references(client).select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

export async function adminCreateReference(client: AppSupabaseClient, input: AdminReferenceInput): Promise<AdminReference> {
  const { data, error } = await references(client).insert(input).select('*').single();
  if (error) throw error;
  return data;
}

export async function adminUpdateReference(
  client: AppSupabaseClient,
  id: string,
  input: AdminReferenceInput,
  baseVersion?: string,
): Promise<AdminReference> {
  const { data, error } = await references(client).update(basedOn(input, baseVersion)).eq('id', id).select('*').single();
  if (error) throw error;
  return data;
}

export async function adminDeleteReference(client: AppSupabaseClient, id: string): Promise<void> {
  const { error, count } = await references(client).delete({ count: 'exact' }).eq('id', id);
  if (error) throw error;
  if (count === 0) throw new Error('Reference nebyla nalezena nebo ji nemáte oprávnění smazat.');
}
