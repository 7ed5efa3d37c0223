import { basedOn } from '../revisions/save-conflict';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppSupabaseClient } from '@app/supabase';
import { adminRecordsMissingTranslation, missingTranslationFilter } from '../revisions/translation-status';
import { asListRequest, everyRowQuery, readAllPages, readListPage, type ListPage, type ListQuery, type ListSpec } from '../list-query';

/** A row of public."references" as the back office reads and writes it. */
export interface AdminReference {
  id: string;
  company_name: string;
  website_url: string | null;
  image_url: string | null;
  title_cs: string;
  industry_cs: string | null;
  size_cs: string | null;
  result_summary_cs: string | null;
  description_cs: string | null;
  results_cs: string[];
  title_en: string | null;
  industry_en: string | null;
  size_en: string | null;
  result_summary_en: string | null;
  description_en: string | null;
  results_en: string[] | null;
  title_de: string | null;
  industry_de: string | null;
  size_de: string | null;
  result_summary_de: string | null;
  description_de: string | null;
  results_de: string[] | null;
  featured: boolean;
  display_order: number;
  created_at: string;
  updated_at: string;
}

export type AdminReferenceInput = Omit<AdminReference, 'id' | 'created_at' | 'updated_at'>;

export type AdminReferenceListItem = Pick<
  AdminReference,
  'id' | 'company_name' | 'title_cs' | 'industry_cs' | 'results_cs' | 'featured' | 'display_order' | 'created_at'
>;

// Until the generated Database types list this table, queries go through the untyped client surface.
const references = (client: AppSupabaseClient) => (client as unknown as SupabaseClient).from('references');

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
  return data as AdminReference;
}

export async function adminCreateReference(client: AppSupabaseClient, input: AdminReferenceInput): Promise<AdminReference> {
  const { data, error } = await references(client).insert(input).select('*').single();
  if (error) throw error;
  return data as AdminReference;
}

export async function adminUpdateReference(
  client: AppSupabaseClient,
  id: string,
  input: AdminReferenceInput,
  baseVersion?: string,
): Promise<AdminReference> {
  const { data, error } = await references(client).update(basedOn(input, baseVersion)).eq('id', id).select('*').single();
  if (error) throw error;
  return data as AdminReference;
}

export async function adminDeleteReference(client: AppSupabaseClient, id: string): Promise<void> {
  const { error, count } = await references(client).delete({ count: 'exact' }).eq('id', id);
  if (error) throw error;
  if (count === 0) throw new Error('Reference nebyla nalezena nebo ji nemáte oprávnění smazat.');
}
