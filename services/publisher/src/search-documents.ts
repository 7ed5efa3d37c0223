/**
 * The site search's texts that are not in the database: the services and the FAQ answers of the
 * translation catalogs. The publisher hands them to search_static_documents_replace (service role), so the
 * search finds them in the language they are shown in.
 */
import '@app/i18n/all-messages';
import { LOCALES, getHref, getMessages, type Locale } from '@app/i18n';
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '@app/supabase';

/** A type, not an interface: it is JSON as it is (the function's argument). */
export type StaticSearchDocument = {
  kind: 'service' | 'faq';
  /** Stable within the language, so a replaced set keeps its keys. */
  key: string;
  path: string;
  title: string;
  body: string;
};

export function staticSearchDocuments(locale: Locale): StaticSearchDocument[] {
  const messages = getMessages(locale);
  const services = messages.services.items.map((item, index) => ({
    kind: 'service' as const,
    key: `service-${index + 1}`,
    path: getHref('services', locale),
    title: item.title,
    body: [item.description, ...item.features].join(' '),
  }));
  const answers = messages.home.faq.items.map((item, index) => ({
    kind: 'faq' as const,
    key: `faq-${index + 1}`,
    path: getHref('home', locale, { hash: 'faq-title' }),
    title: item.question,
    body: item.answer,
  }));
  return [...services, ...answers];
}

type ReplaceArgs = Database['public']['Functions']['search_static_documents_replace']['Args'];

/** Replaces the static search texts of every language; throws when the database refuses. */
export async function replaceStaticSearchDocuments(client: PostgrestClient<Database>): Promise<void> {
  for (const locale of LOCALES) {
    const documents: ReplaceArgs['documents'] = staticSearchDocuments(locale);
    const { error } = await client.rpc('search_static_documents_replace', { language: locale, documents });
    if (error) throw new Error(`search texts (${locale}): ${error.message}`);
  }
}
