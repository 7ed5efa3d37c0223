import type { ReadClient } from '@app/supabase';
import type { PublicReferenceRow } from './reference-rows';

const PUBLIC_REFERENCE_COLUMNS =
  'id, company_name, website_url, image_url, title_cs, title_en, title_de, industry_cs, industry_en, industry_de, size_cs, size_en, size_de, result_summary_cs, result_summary_en, result_summary_de, description_cs, description_en, description_de, results_cs, results_en, results_de, featured, display_order, created_at';

/** Every reference: featured first, then display_order, then the newest. Throws on a failed request. */
export async function fetchPublicReferences(client: ReadClient): Promise<PublicReferenceRow[]> {
  const { data, error } = await client
    .from('references')
    .select(PUBLIC_REFERENCE_COLUMNS)
    .order('featured', { ascending: false })
    .order('display_order', { ascending: true })
    .order('created_at', { ascending: false });
  if (error) throw new Error(`references: ${error.message}`, { cause: error });
  return data;
}
