import type { AppSupabaseClient } from '@app/supabase';

export interface SearchInsightRow {
  query: string;
  language: string;
  searches: number;
  lastSearchedAt: string;
}

export interface SearchInsights {
  /** The most frequent searches, most frequent first. */
  top: SearchInsightRow[];
  /** The most frequent searches that found nothing: content the visitors miss. */
  zeroResults: SearchInsightRow[];
}

/** Staff: what visitors searched for in the last `days` days (search_insights; the database keeps 90 days). */
export async function adminSearchInsights(client: AppSupabaseClient, days = 30): Promise<SearchInsights> {
  const { data, error } = await client.rpc('search_insights', { days });
  if (error) throw error;
  const insights: SearchInsights = { top: [], zeroResults: [] };
  for (const row of data ?? []) {
    const entry: SearchInsightRow = { query: row.query, language: row.language, searches: row.searches, lastSearchedAt: row.last_searched_at };
    if (row.list === 'zero_results') insights.zeroResults.push(entry);
    else insights.top.push(entry);
  }
  return insights;
}
