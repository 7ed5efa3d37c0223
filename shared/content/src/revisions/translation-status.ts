import type { AppSupabaseClient } from '@app/supabase';
import type { TranslatedTable } from '../content-types/registry';
import type { ListPage, ListQuery } from '../list-query';

export type TranslationLanguage = 'en' | 'de';

export type TranslationStatus = Record<TranslationLanguage, boolean>;

/** Whether each record's English and German texts are complete, by record id (of the given records only, when named). */
export async function adminTranslationStatus(client: AppSupabaseClient, table: TranslatedTable, ids?: readonly string[]): Promise<Map<string, TranslationStatus>> {
  const request = client.from('content_translation_status').select('id, en_complete, de_complete').eq('table_name', table);
  const { data, error } = await (ids ? request.in('id', ids) : request);
  if (error) throw error;
  return new Map(
    (data ?? []).flatMap((row) => (row.id ? [[row.id, { en: row.en_complete === true, de: row.de_complete === true }] as const] : [])),
  );
}

/** The ids of a table's records whose text in `language` is missing or incomplete (for the "Chybí EN/DE" list filter). */
export async function adminRecordsMissingTranslation(client: AppSupabaseClient, table: TranslatedTable, language: TranslationLanguage): Promise<string[]> {
  const column = language === 'en' ? 'en_complete' : 'de_complete';
  const { data, error } = await client.from('content_translation_status').select('id').eq('table_name', table).eq(column, false);
  if (error) throw error;
  return (data ?? []).flatMap((row) => (row.id ? [row.id] : []));
}

/** The list filter `chybi=en|de` as a language, or null. */
export function missingTranslationFilter(filters: Readonly<Record<string, string>>): TranslationLanguage | null {
  return filters.chybi === 'en' || filters.chybi === 'de' ? filters.chybi : null;
}

/** A list's page loader that also answers the translation status of the page's records (not the whole table's). */
export function withTranslationStatus<Row extends { id: string }>(
  table: TranslatedTable,
  fetchPage: (client: AppSupabaseClient, query: ListQuery) => Promise<ListPage<Row>>,
): (client: AppSupabaseClient, query: ListQuery) => Promise<ListPage<Row> & { translations: Map<string, TranslationStatus> }> {
  return async (client, query) => {
    const page = await fetchPage(client, query);
    const translations = page.rows.length ? await adminTranslationStatus(client, table, page.rows.map((row) => row.id)) : new Map<string, TranslationStatus>();
    return { ...page, translations };
  };
}
