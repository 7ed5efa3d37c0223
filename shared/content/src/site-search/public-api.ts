import type { ReadClient } from '@app/supabase';
import type { Locale } from '@app/i18n';
import type { ContentKind } from '../content-types/registry';
import { siteSearchHref, siteSearchTarget, type SiteSearchTarget } from './result-href';

/** What a search result is (a content type's kind, or a text of the catalogs): it decides the label the results list shows. */
export type SiteSearchKind = ContentKind | 'service' | 'faq';

// Every kind once: a new content type's kind is asked for here (the public search does not load the registry).
const KNOWN_KINDS: Record<SiteSearchKind, true> = { post: true, module: true, pricing_plan: true, reference: true, service: true, faq: true };
export const SITE_SEARCH_KINDS = Object.keys(KNOWN_KINDS) as readonly SiteSearchKind[];

export interface SiteSearchResult {
  kind: SiteSearchKind;
  /** Plain text: render it as text. */
  title: string;
  /** HTML: the text is escaped by the database and only `<mark>…</mark>` is added around the matches. */
  snippetHtml: string;
  /** The page that shows it, as the database names it. */
  target: SiteSearchTarget;
  /** The link the site builds for the target in the visitor's language (may end in '#anchor'). */
  path: string;
}

/** Queries shorter than this (after trimming) find nothing; the database returns nothing for them either. */
export const SITE_SEARCH_MIN_LENGTH = 2;
/** The database reads only this many characters of a query. */
export const SITE_SEARCH_MAX_LENGTH = 200;

function isKind(value: unknown): value is SiteSearchKind {
  return typeof value === 'string' && (SITE_SEARCH_KINDS as readonly string[]).includes(value);
}

/**
 * Searches the public site in one language (search_site): posts, modules, pricing plans, references,
 * services and FAQ answers with their own text in that language, title matches first. The last word counts
 * as a prefix, so results follow typing. The database logs the query text (no visitor data).
 */
export async function searchSite(client: ReadClient, query: string, language: Locale, maxResults = 10): Promise<SiteSearchResult[]> {
  const trimmed = query.trim();
  if (trimmed.length < SITE_SEARCH_MIN_LENGTH) return [];
  const { data, error } = await client.rpc('search_site', {
    query: trimmed.slice(0, SITE_SEARCH_MAX_LENGTH),
    language,
    max_results: maxResults,
  });
  if (error) throw new Error(`search_site: ${error.message}`);
  return (data ?? []).flatMap((row) => {
    const target = siteSearchTarget(row.page, row.slug, row.anchor);
    if (!isKind(row.kind) || !target) return [];
    return [{ kind: row.kind, title: row.title, snippetHtml: row.snippet, target, path: siteSearchHref(target, language) }];
  });
}

/**
 * For a search that found nothing (search_suggestion): the query with each word that matches nothing
 * replaced by the closest word the site's visible texts in that language use ("Rechnugn" → "Rechnung"), or
 * null when there is no such word or the corrected query would find nothing either.
 */
export async function siteSearchSuggestion(client: ReadClient, query: string, language: Locale): Promise<string | null> {
  const trimmed = query.trim();
  if (trimmed.length < SITE_SEARCH_MIN_LENGTH) return null;
  const { data, error } = await client.rpc('search_suggestion', { query: trimmed.slice(0, SITE_SEARCH_MAX_LENGTH), language });
  if (error) throw new Error(`search_suggestion: ${error.message}`);
  // Generated types cannot say that a scalar function returns null; this one does when it has nothing.
  const suggestion: unknown = data;
  return typeof suggestion === 'string' && suggestion !== '' ? suggestion : null;
}
