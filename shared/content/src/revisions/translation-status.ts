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
