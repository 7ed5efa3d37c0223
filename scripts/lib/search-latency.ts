import { gzipSync } from 'node:zlib';
import { PostgrestClient } from '@supabase/postgrest-js';
import { searchSite } from '@app/content';
import { LOCALES, type Locale } from '@app/i18n';
import type { Database, ReadClient } from '@app/supabase';
import { generatePosts, seedPosts } from './generated-posts';
import { percentile, summarizeLatency } from './latency';
import { waitForPublisherIdle } from './job-service-process';
import type { Stack } from './stack';

/** What the dialog asks for per query. */
export const SEARCH_MAX_RESULTS = 10;
/** Every query after a visitor's first must answer within this. */
export const SEARCH_TARGET_MS = 100;

export interface SearchBenchQuery {
  query: string;
  /** Why the query is in the set; labelled queries get their own row in the bytes table. */
  label?: string;
  /** Whether the query should find something on the measured content (a check that the set measures what it says). */
  expect: 'results' | 'none';
}

/**
 * What visitors type, per language, in the order a session runs them: the first query is the one typed into a
 * fresh dialog. Words of the generated posts (scripts/lib/generated-posts.ts) and of the seeded site.
 */
export const SEARCH_BENCH_QUERIES: Record<Locale, SearchBenchQuery[]> = {
  cs: [
    { query: 'prepisovani faktur', label: 'without diacritics', expect: 'results' },
    { query: 'fakt', label: 'prefix while typing', expect: 'results' },
    { query: 'faktur', expect: 'results' },
    { query: 'mzdy', expect: 'results' },
    { query: 'sklad', expect: 'results' },
    { query: 'doch', expect: 'results' },
    { query: 'objednavky', expect: 'results' },
    { query: 'smlouva', expect: 'results' },
    { query: 'schval', expect: 'results' },
    { query: 'ucetni doklady', label: 'two words', expect: 'results' },
    { query: 'dph', expect: 'results' },
    { query: 'audit', expect: 'results' },
    { query: 'kalendar', expect: 'results' },
    { query: 'automatizace procesu', expect: 'results' },
    { query: 'modul', expect: 'results' },
    { query: 'kryptomena', label: 'no result', expect: 'none' },
  ],
  en: [
    { query: 'invoice', label: 'word', expect: 'results' },
    { query: 'invo', label: 'prefix while typing', expect: 'results' },
    { query: 'invoices', label: 'stem', expect: 'results' },
    { query: 'payroll', expect: 'results' },
    { query: 'warehouse', expect: 'results' },
    { query: 'attend', expect: 'results' },
    { query: 'orders', expect: 'results' },
    { query: 'contract', expect: 'results' },
    { query: 'approv', expect: 'results' },
    { query: 'accountant documents', label: 'two words', expect: 'results' },
    { query: 'vat', expect: 'results' },
    { query: 'audit', expect: 'results' },
    { query: 'calendar', expect: 'results' },
    { query: 'automation processes', expect: 'results' },
    { query: 'module', expect: 'results' },
    { query: 'cryptocurrency', label: 'no result', expect: 'none' },
  ],
  de: [
    { query: 'Rechnungen', label: 'stem', expect: 'results' },
    { query: 'Rechn', label: 'prefix while typing', expect: 'results' },
    { query: 'Rechnung', expect: 'results' },
    { query: 'Lohn', expect: 'results' },
    { query: 'Lager', expect: 'results' },
    { query: 'Anwes', expect: 'results' },
    { query: 'Bestellungen', expect: 'results' },
    { query: 'Vertrag', expect: 'results' },
    { query: 'Freig', expect: 'results' },
    { query: 'Buchhalter Belege', label: 'two words', expect: 'results' },
    { query: 'Umsatzsteuer', expect: 'results' },
    { query: 'Prufung', label: 'without diacritics', expect: 'results' },
    { query: 'Kalender', expect: 'results' },
    { query: 'Automatisierung Prozesse', expect: 'results' },
    { query: 'Modul', expect: 'results' },
    { query: 'Kryptowahrung', label: 'no result', expect: 'none' },
  ],
};

/** One query as the browser ran it: its time until the results were parsed, and the bodies on the wire. */
export interface SearchSample {
  language: Locale;
  query: string;
  ms: number;
  results: number;
  /** The JSON the browser POSTs. */
  requestBytes: number;
  /** The response body as received, uncompressed. */
  responseBytes: number;
  /** The same body at gzip -9 (what a compressing server would send). */
  responseGzipBytes: number;
}

export interface SearchTimings {
  count: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export interface SearchLanguageFigures {
  language: Locale;
  first: SearchSample;
  /** Every query after the first, in this language. */
  following: SearchTimings;
}

export interface SearchQueryBytes {
  language: Locale;
  query: string;
  label: string | null;
  results: number;
  requestBytes: number;
  responseBytes: number;
  responseGzipBytes: number;
}

export interface SiteSearchBench {
  posts: number;
  /** How long the publisher took to render the site with the posts before the queries ran (null: no publisher). */
  renderWaitMs: number | null;
  /** Rows of private.search_documents per language while measuring. */
  documents: Record<string, number>;
  rounds: number;
  maxResults: number;
  targetMs: number;
  /** What the local backend sent as Content-Encoding (null: uncompressed). */
  contentEncoding: string | null;
  languages: SearchLanguageFigures[];
  /** Every query after each language's first. */
  following: SearchTimings;
  bytes: SearchQueryBytes[];
  /** Queries whose result count contradicted their `expect`. */
  unexpected: string[];
  samples: SearchSample[];
}

export function summarizeTimings(ms: number[]): SearchTimings {
  const { medianMs, maxMs } = summarizeLatency(ms);
  return { count: ms.length, medianMs, p95Ms: percentile(ms, 95), maxMs };
}

/** Each language's first query apart, the rest summarised per language and over all languages. */
export function summarizeSearchSamples(samples: SearchSample[]): { languages: SearchLanguageFigures[]; following: SearchTimings } {
  const languages: SearchLanguageFigures[] = [];
  const following: number[] = [];
  for (const language of [...new Set(samples.map((sample) => sample.language))]) {
    const [first, ...rest] = samples.filter((sample) => sample.language === language);
    if (rest.length === 0) throw new Error(`only one query in ${language}: nothing follows the first`);
    languages.push({ language, first: first!, following: summarizeTimings(rest.map((sample) => sample.ms)) });
    following.push(...rest.map((sample) => sample.ms));
  }
  return { languages, following: summarizeTimings(following) };
}

/** One row per distinct query and language (its bytes and result count do not change between rounds). */
export function bytesPerQuery(samples: SearchSample[], queries: Record<Locale, SearchBenchQuery[]>): SearchQueryBytes[] {
  const rows = new Map<string, SearchQueryBytes>();
  for (const sample of samples) {
    const key = `${sample.language}\u0000${sample.query}`;
    if (rows.has(key)) continue;
    const label = queries[sample.language].find((item) => item.query === sample.query)?.label ?? null;
    const { language, query, results, requestBytes, responseBytes, responseGzipBytes } = sample;
    rows.set(key, { language, query, label, results, requestBytes, responseBytes, responseGzipBytes });
  }
  return [...rows.values()];
}

/** "cs "kryptomena": 3 results, expected none" for each sample whose result count contradicts its query's expectation. */
export function unexpectedResults(samples: SearchSample[], queries: Record<Locale, SearchBenchQuery[]>): string[] {
  const found: string[] = [];
  for (const row of bytesPerQuery(samples, queries)) {
    const expected = queries[row.language].find((item) => item.query === row.query)?.expect;
    if (expected === 'none' && row.results > 0) found.push(`${row.language} "${row.query}": ${row.results} results, expected none`);
    if (expected === 'results' && row.results === 0) found.push(`${row.language} "${row.query}": no result, expected some`);
  }
  return found;
}

const ms = (value: number) => value.toFixed(1);
const range = (values: number[]) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}–${high}`;
};

/** The printed tables: latency per language and over all, the target, and the bytes per query. */
export function formatSiteSearch(bench: SiteSearchBench): string[] {
  const lines = [
    '| language | documents | first query | first ms | following | median ms | p95 ms | max ms |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const figures of bench.languages) {
    const { first, following } = figures;
    lines.push(
      `| ${figures.language} | ${bench.documents[figures.language] ?? 0} | "${first.query}" | ${ms(first.ms)} | ${following.count} | ${ms(following.medianMs)} | ${ms(following.p95Ms)} | ${ms(following.maxMs)} |`,
    );
  }
  const all = bench.following;
  lines.push(`| all | | | | ${all.count} | ${ms(all.medianMs)} | ${ms(all.p95Ms)} | ${ms(all.maxMs)} |`);
  const over = all.maxMs > bench.targetMs;
  lines.push(
    '',
    `Target ≤ ${bench.targetMs} ms after the first query: ${over ? `missed (max ${ms(all.maxMs)} ms, p95 ${ms(all.p95Ms)} ms)` : `met (max ${ms(all.maxMs)} ms)`}`,
    '',
    `Bytes per query (bodies only; response ${bench.contentEncoding ? `sent ${bench.contentEncoding}` : 'sent uncompressed by the local backend'}, gz = gzip -9 of it)`,
    '| language | query | results | request B | response B | response gz B |',
    '|---|---|---|---|---|---|',
  );
  for (const language of bench.languages.map((figures) => figures.language)) {
    const rows = bench.bytes.filter((row) => row.language === language);
    for (const row of rows.filter((candidate) => candidate.label)) {
      lines.push(`| ${language} | "${row.query}" (${row.label}) | ${row.results} | ${row.requestBytes} | ${row.responseBytes} | ${row.responseGzipBytes} |`);
    }
    lines.push(
      `| ${language} | all ${rows.length} queries | ${range(rows.map((row) => row.results))} | ${range(rows.map((row) => row.requestBytes))} | ${range(rows.map((row) => row.responseBytes))} | ${range(rows.map((row) => row.responseGzipBytes))} |`,
    );
  }
  if (bench.unexpected.length > 0) lines.push('', 'Queries that did not find what the set expects:', ...bench.unexpected.map((line) => `- ${line}`));
  return lines;
}

/**
 * A postgrest-js client configured as the public site's read client (anon key as apikey and bearer), whose
 * fetch keeps the last exchange's body sizes: searchSite() then runs exactly as in the browser.
 */
function recordingClient(url: string, anonKey: string) {
  let last: { requestBytes: number; body: Buffer; contentEncoding: string | null } | null = null;
  const recordingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const body = Buffer.from(await response.arrayBuffer());
    last = {
      requestBytes: typeof init?.body === 'string' ? Buffer.byteLength(init.body) : 0,
      body,
      contentEncoding: response.headers.get('content-encoding'),
    };
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  const client = new PostgrestClient<Database>(`${url}/rest/v1`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    fetch: recordingFetch,
  }) as ReadClient;
  return {
    client,
    takeLast() {
      if (!last) throw new Error('no request was recorded');
      const taken = last;
      last = null;
      return taken;
    },
  };
}

/**
 * Site search as a visitor uses it: `posts` generated posts in cs/en/de are inserted as the database owner (as
 * the other bench parts seed data; the trigger indexes them in the same transaction), the publisher is left to
 * render them, then each language's query set runs `rounds` times, one query after another, through
 * searchSite() with the anon key (POST /rest/v1/rpc/search_site, max_results 10) over loopback. The posts are
 * deleted afterwards and the publisher left to render again, so that later bench parts see the seeded site.
 * The search log keeps at most 60 queries per client and hour; answers do not depend on it.
 */
export async function measureSiteSearch(
  stack: Stack,
  options: { posts?: number; rounds?: number; queries?: Record<Locale, SearchBenchQuery[]> } = {},
): Promise<SiteSearchBench> {
  const posts = options.posts ?? 200;
  const rounds = options.rounds ?? 2;
  const queries = options.queries ?? SEARCH_BENCH_QUERIES;
  const seededAt = performance.now();
  const ids = await seedPosts(stack.backend, generatePosts(posts));
  try {
    if (stack.publisher) await waitForPublisherIdle(stack.publisher);
    const renderWaitMs = stack.publisher ? performance.now() - seededAt : null;
    const { rows } = await stack.backend.db.query<{ language: string; n: number }>(
      'select language, count(*)::int as n from private.search_documents group by language',
    );
    const documents = Object.fromEntries(rows.map((row) => [row.language, Number(row.n)]));
    const { client, takeLast } = recordingClient(stack.backend.url, stack.backend.anonKey);
    const samples: SearchSample[] = [];
    let contentEncoding: string | null = null;
    for (const language of LOCALES) {
      for (let round = 0; round < rounds; round += 1) {
        for (const { query } of queries[language]) {
          const started = performance.now();
          const results = await searchSite(client, query, language, SEARCH_MAX_RESULTS);
          const elapsed = performance.now() - started;
          const exchange = takeLast();
          contentEncoding ??= exchange.contentEncoding;
          samples.push({
            language,
            query,
            ms: elapsed,
            results: results.length,
            requestBytes: exchange.requestBytes,
            responseBytes: exchange.body.length,
            responseGzipBytes: gzipSync(exchange.body, { level: 9 }).length,
          });
        }
      }
    }
    const summary = summarizeSearchSamples(samples);
    return {
      posts,
      renderWaitMs,
      documents,
      rounds,
      maxResults: SEARCH_MAX_RESULTS,
      targetMs: SEARCH_TARGET_MS,
      contentEncoding,
      languages: summary.languages,
      following: summary.following,
      bytes: bytesPerQuery(samples, queries),
      unexpected: unexpectedResults(samples, queries),
      samples,
    };
  } finally {
    await stack.backend.db.query('delete from public.blog_posts where id = any($1::uuid[])', [ids]);
    if (stack.publisher) await waitForPublisherIdle(stack.publisher);
  }
}
