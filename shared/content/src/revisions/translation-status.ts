import type { AppSupabaseClient } from '@app/supabase';

/** The content whose translations the back office tracks (the view public.content_translation_status). */
export type TranslatedTable = 'blog_posts' | 'modules' | 'references';

export type TranslationLanguage = 'en' | 'de';

export type TranslationStatus = Record<TranslationLanguage, boolean>;

/** Whether each record's English and German texts are complete, by record id. */
export async function adminTranslationStatus(client: AppSupabaseClient, table: TranslatedTable): Promise<Map<string, TranslationStatus>> {
  const { data, error } = await client.from('content_translation_status').select('id, en_complete, de_complete').eq('table_name', table);
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
