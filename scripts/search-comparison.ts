/**
 * `npx tsx scripts/search-comparison.ts`: site search measured two ways on the same content, for the decision
 * record docs/decisions/0012-site-search.md. Nothing here ships; it prints a report and writes
 * bench-results/search-comparison.json.
 *
 * Content: the seeded site plus 200 generated posts, each in Czech, English and German, inserted into a test
 * stack whose live publisher prerenders them (as on the running site).
 *  A) Pagefind over that prerendered HTML (one index per `<html lang>`, `main` only), searched by Pagefind's
 *     own browser bundle in Chromium from a plain static server: index size, bytes a cold visitor downloads
 *     for one query, first and following query latency, rebuild time after one changed post, quality cases.
 *  B) Postgres full-text search behind an RPC: a prototype in a throwaway schema of the test database (no
 *     migration), called through supabase-js as anon: latency, response bytes, the same quality cases; on the
 *     local backend (PGlite) and, when a PostgreSQL server is installed, on PostgreSQL through the same REST.
 * Options (env): SEARCH_POSTS (default 200), SKIP_POSTGRES=1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { createClient } from '@supabase/supabase-js';
import { LOCALES, PAGE_KEYS, getHref, type Locale } from '@app/i18n';
import { jsonAnswers, type JsonShape } from '@app/supabase';
import { startTestBackend, type RunningBackend } from '@app/local-backend';
import { launchChromium } from '../tests/e2e/support/chromium';
import { generatePosts, postPath, seedPosts, TARGET } from './lib/generated-posts';
import { summarizeLatency, type Latency } from './lib/latency';
import { repoRoot } from './lib/paths';
import { startStack } from './lib/stack';
import { startStaticServer } from './lib/static-server';
import { findPostgresBin, startThrowawayPostgres } from './lib/throwaway-postgres';

interface ProbeResult {
  kind: string;
  url: string;
  title: string;
  snippet: string;
}
const PROBE_RESULT: JsonShape<ProbeResult> = { kind: 'string', url: 'string', title: 'string', snippet: 'string' };

const POSTS = Number(process.env.SEARCH_POSTS ?? 200);
const FOLLOWING_RUNS = 20;

// ---------------------------------------------------------------------------------------------------------
// Quality cases: the query, the language it is typed in, and the page that must be among the results.

interface QualityCase {
  name: string;
  lang: Locale;
  query: string;
  expect: string;
}

const QUALITY_CASES: QualityCase[] = [
  { name: 'cs without diacritics', lang: 'cs', query: 'prepisovani faktur', expect: postPath('cs', TARGET.cs.slug) },
  { name: 'cs prefix while typing', lang: 'cs', query: 'fakt', expect: postPath('cs', TARGET.cs.slug) },
  { name: 'cs other case, prefix of a form in the text', lang: 'cs', query: 'faktura', expect: postPath('cs', TARGET.cs.slug) },
  { name: 'cs inflected form not in the text (no Czech stemmer)', lang: 'cs', query: 'faktury', expect: postPath('cs', TARGET.cs.slug) },
  { name: 'de prefix while typing', lang: 'de', query: 'Rechn', expect: postPath('de', TARGET.de.slug) },
  { name: 'de stem (Rechnungen → Rechnung)', lang: 'de', query: 'Rechnungen', expect: postPath('de', TARGET.de.slug) },
  { name: 'en stem (invoices → invoice)', lang: 'en', query: 'invoices', expect: postPath('en', TARGET.en.slug) },
  { name: 'en prefix while typing', lang: 'en', query: 'invo', expect: postPath('en', TARGET.en.slug) },
];

/** Words typed one after another in a session (the "following queries"). */
const FOLLOWING_QUERIES: Record<Locale, string[]> = {
  cs: ['mzdy', 'sklad', 'doch', 'objednavky', 'smlouva', 'schval', 'report', 'pokladna', 'nabor', 'zakaznik', 'dodavatel', 'ucetni doklady', 'dane', 'dph', 'audit', 'cloud', 'projekt', 'kalendar', 'archiv', 'modul'],
  en: ['payroll', 'warehouse', 'attend', 'orders', 'contract', 'approv', 'report', 'cash', 'hiring', 'customer', 'supplier', 'accountant documents', 'taxes', 'vat', 'audit', 'cloud', 'project', 'calendar', 'archive', 'module'],
  de: ['lohn', 'lager', 'anwes', 'bestellung', 'vertrag', 'freig', 'bericht', 'kasse', 'einstellung', 'kunde', 'lieferant', 'buchhalter belege', 'steuer', 'umsatzsteuer', 'prufung', 'cloud', 'projekt', 'kalender', 'archiv', 'modul'],
};

interface QualityResult {
  name: string;
  query: string;
  found: boolean;
  rank: number | null;
  top: string[];
}

interface IsolationResult {
  lang: Locale;
  query: string;
  results: number;
  foreign: string[];
}

/** Language of a site path: /en/… and /de/… are English and German, everything else Czech. */
const langOfPath = (url: string): Locale => {
  const pathname = url.startsWith('http') ? new URL(url).pathname : url;
  if (pathname === '/en' || pathname.startsWith('/en/')) return 'en';
  if (pathname === '/de' || pathname.startsWith('/de/')) return 'de';
  return 'cs';
};
const normalisePath = (url: string) => (url.startsWith('http') ? new URL(url).pathname : url).replace(/(\/index)?\.html$/, '').replace(/\/$/, '') || '/';

// ---------------------------------------------------------------------------------------------------------
// A) Pagefind

interface PagefindFigures {
  pages: number;
  buildMs: number;
  rebuildAfterOneChangeMs: number;
  publishToHtmlMs: number;
  indexBytes: number;
  indexFiles: number;
  perLanguage: Record<string, { indexBytes: number; wasm: string }>;
  coldQuery: Record<Locale, { query: string; ms: number; searchMs: number; bytes: number; requests: string[] }>;
  following: Record<Locale, Latency & { searchOnlyMedianMs: number; bytes: number }>;
  quality: QualityResult[];
  isolation: IsolationResult[];
}

// Pagefind's Node API is an ES module only.
const loadPagefind = () => import('pagefind');

async function buildPagefind(root: string): Promise<{ ms: number; pages: number }> {
  const pagefind = await loadPagefind();
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({ rootSelector: 'main' });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: root });
  if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
  fs.rmSync(path.join(root, 'pagefind'), { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath: path.join(root, 'pagefind') });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await index.deleteIndex();
  return { ms: performance.now() - started, pages: added.page_count };
}

function folderBytes(folder: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return { bytes, files };
}

interface BrowserSearch {
  /** Until the first ten results' data (title, URL, excerpt) is loaded, as a results list needs it. */
  ms: number;
  /** Until Pagefind answers which pages match (no data yet). */
  searchMs: number;
  urls: string[];
}

/** Pagefind's browser bundle, as the page keeps it loaded between queries. */
type PagefindModule = Promise<{ search(q: string): Promise<{ results: { data(): Promise<{ url: string }> }[] }> }>;

declare global {
  interface Window {
    __pf?: PagefindModule;
  }
}

/** Runs one query with Pagefind's browser bundle (loaded on first use) and loads the first results' data. */
async function pagefindSearch(page: Page, query: string): Promise<BrowserSearch> {
  return page.evaluate(async (term) => {
    const started = performance.now();
    window.__pf ??= import('/pagefind/pagefind.js' as string).then(async (module) => {
      await module.init();
      return module;
    });
    const pf = await window.__pf;
    const found = await pf.search(term);
    const searchMs = performance.now() - started;
    const data = await Promise.all(found.results.slice(0, 10).map((result) => result.data()));
    return { ms: performance.now() - started, searchMs, urls: data.map((item) => item.url) };
  }, query);
}

async function measurePagefind(root: string, changeOnePost: () => Promise<number>): Promise<PagefindFigures> {
  const built = await buildPagefind(root);
  const publishToHtmlMs = await changeOnePost();
  const rebuilt = await buildPagefind(root);
  const size = folderBytes(path.join(root, 'pagefind'));
  const entry = JSON.parse(fs.readFileSync(path.join(root, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { hash: string; wasm: string | null; page_count: number }>;
  };
  const perLanguage: PagefindFigures['perLanguage'] = {};
  const indexFiles = fs.readdirSync(path.join(root, 'pagefind'), { recursive: true }) as string[];
  for (const [lang, info] of Object.entries(entry.languages)) {
    // A language's index: its meta file and the chunks and fragments listed in it are not named by
    // language, so the per-language figure is its meta plus its share of pages' fragments and chunks.
    const meta = indexFiles.find((file) => file.includes(`pagefind.${lang}_`) || file.includes(`pagefind.${info.hash}`));
    perLanguage[lang] = {
      indexBytes: meta ? fs.statSync(path.join(root, 'pagefind', meta)).size : 0,
      wasm: info.wasm ?? 'none (no stemming)',
    };
  }

  // Probe pages: an empty page per language on the same origin, as the search page would be.
  const probeDir = path.join(root, '__search-probe');
  fs.mkdirSync(probeDir, { recursive: true });
  for (const lang of LOCALES) fs.writeFileSync(path.join(probeDir, `${lang}.html`), `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>probe</title></head><body></body></html>`);
  // Without the site's security headers: its CSP allows no WebAssembly compilation (Pagefind's worker would
  // need 'wasm-unsafe-eval' in script-src).
  const server = await startStaticServer({ root, port: 0, headers: [] });
  const browser = await launchChromium();
  const coldQuery = {} as PagefindFigures['coldQuery'];
  const following = {} as PagefindFigures['following'];
  const quality: QualityResult[] = [];
  const isolation: IsolationResult[] = [];
  try {
    for (const lang of LOCALES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/__search-probe/${lang}.html`);
      // Pagefind fetches its WebAssembly, index and fragments from a worker: counted per finished request,
      // body as transferred (compressed when the server compressed it) plus headers.
      let bytes = 0;
      const requests: string[] = [];
      context.on('requestfinished', (request) => {
        void request.sizes().then((sizes) => {
          const transferred = sizes.responseBodySize + sizes.responseHeadersSize;
          bytes += transferred;
          requests.push(`${new URL(request.url()).pathname} ${transferred}`);
        });
      });
      const firstQuery = QUALITY_CASES.find((item) => item.lang === lang)!.query;
      const first = await pagefindSearch(page, firstQuery);
      await page.waitForTimeout(200);
      coldQuery[lang] = { query: firstQuery, ms: first.ms, searchMs: first.searchMs, bytes, requests: [...requests] };
      const runs: number[] = [];
      const searchRuns: number[] = [];
      for (const query of FOLLOWING_QUERIES[lang]) {
        const result = await pagefindSearch(page, query);
        runs.push(result.ms);
        searchRuns.push(result.searchMs);
      }
      await page.waitForTimeout(200);
      following[lang] = { ...summarizeLatency(runs), searchOnlyMedianMs: summarizeLatency(searchRuns).medianMs, bytes: bytes - coldQuery[lang].bytes };
      for (const item of QUALITY_CASES.filter((candidate) => candidate.lang === lang)) {
        const result = await pagefindSearch(page, item.query);
        const paths = result.urls.map(normalisePath);
        const rank = paths.indexOf(item.expect);
        quality.push({ name: item.name, query: item.query, found: rank >= 0, rank: rank >= 0 ? rank + 1 : null, top: paths.slice(0, 3) });
      }
      // Isolation: a word that exists in every language's pages (the target's own words in another language).
      for (const query of ['Rechnung', 'invoice', 'faktur']) {
        const result = await pagefindSearch(page, query);
        isolation.push({ lang, query, results: result.urls.length, foreign: result.urls.map(normalisePath).filter((url) => langOfPath(url) !== lang) });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(probeDir, { recursive: true, force: true });
  }
  return {
    pages: built.pages,
    buildMs: built.ms,
    rebuildAfterOneChangeMs: rebuilt.ms,
    publishToHtmlMs,
    indexBytes: size.bytes,
    indexFiles: size.files,
    perLanguage,
    coldQuery,
    following,
    quality,
    isolation,
  };
}

// ---------------------------------------------------------------------------------------------------------
// B) Postgres full-text search through an RPC (prototype, throwaway schema)

/**
 * With the unaccent extension: text search configurations that fold diacritics inside the parser chain, so
 * ts_headline highlights the original text. Without it (the local backend's PGlite does not load the
 * extension): the same configurations over text folded by translate(), headlines from folded text.
 */
/** Every page's path in every language, as SQL values (page, lang, url). */
function pageUrls(): string {
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  return PAGE_KEYS.flatMap((page) => LOCALES.map((locale) => `(${quote(page)}, ${quote(locale)}, ${quote(getHref(page, locale))})`)).join(', ');
}

function ftsSetupSql(withUnaccent: boolean): string {
  const fold = withUnaccent
    ? `select extensions.unaccent('extensions.unaccent'::regdictionary, lower(coalesce(t, '')))`
    : `select translate(replace(lower(coalesce(t, '')), 'ß', 'ss'), 'áäčďéěíĺľňóôöŕřšťúůüýž', 'aacdeeillnooorrstuuuyz')`;
  const mapping = (dictionary: string) =>
    withUnaccent ? `with extensions.unaccent, ${dictionary}` : `with ${dictionary}`;
  return `
  create schema search_probe;
  grant usage on schema search_probe to anon, authenticated;
  create function search_probe.fold(t text) returns text language sql immutable parallel safe as $$ ${fold} $$;
  create function search_probe.plain(html text) returns text language sql immutable parallel safe as
    $$ select regexp_replace(regexp_replace(coalesce(html, ''), '<[^>]+>', ' ', 'g'), '\\s+', ' ', 'g') $$;
  create text search configuration search_probe.cs (copy = pg_catalog.simple);
  alter text search configuration search_probe.cs alter mapping for asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part, hword_numpart ${mapping('simple')};
  create text search configuration search_probe.en (copy = pg_catalog.english);
  alter text search configuration search_probe.en alter mapping for asciiword, word, asciihword, hword, hword_asciipart, hword_part ${mapping('english_stem')};
  create text search configuration search_probe.de (copy = pg_catalog.german);
  alter text search configuration search_probe.de alter mapping for asciiword, word, asciihword, hword, hword_asciipart, hword_part ${mapping('german_stem')};

  create function search_probe.config(lang text) returns regconfig language sql immutable as
    $$ select case lang when 'en' then 'search_probe.en' when 'de' then 'search_probe.de' else 'search_probe.cs' end::regconfig $$;
  create function search_probe.text_for(lang text, t text) returns text language sql immutable as
    $$ select ${withUnaccent ? 't' : 'search_probe.fold(t)'} $$;

  create table search_probe.documents (
    kind text not null, ref_id uuid not null, lang text not null, url text not null,
    title text not null, body text not null, title_tsv tsvector not null, tsv tsvector not null,
    primary key (kind, ref_id, lang));
  create index documents_tsv on search_probe.documents using gin (tsv);
  grant select on search_probe.documents to anon, authenticated;

  -- One row per post and language, kept in step by a trigger in the writing transaction.
  create function search_probe.index_post() returns trigger language plpgsql security definer set search_path = '' as $$
  declare lang text; title text; body text; slug text;
  begin
    delete from search_probe.documents where kind = 'post' and ref_id = coalesce(new.id, old.id);
    if tg_op = 'DELETE' then return old; end if;
    foreach lang in array array['cs', 'en', 'de'] loop
      title := case lang when 'cs' then new.title_cs when 'en' then new.title_en else new.title_de end;
      body := search_probe.plain(case lang when 'cs' then concat_ws(' ', new.excerpt_cs, new.content_cs)
                                           when 'en' then concat_ws(' ', new.excerpt_en, new.content_en)
                                           else concat_ws(' ', new.excerpt_de, new.content_de) end);
      slug := coalesce(nullif(case lang when 'en' then new.slug_en when 'de' then new.slug_de end, ''), new.slug_cs);
      continue when coalesce(title, '') = '';
      insert into search_probe.documents values ('post', new.id, lang,
        case lang when 'cs' then '/blog/' else '/' || lang || '/blog/' end || slug, title, body,
        to_tsvector(search_probe.config(lang), search_probe.text_for(lang, title)),
        setweight(to_tsvector(search_probe.config(lang), search_probe.text_for(lang, title)), 'A')
          || setweight(to_tsvector(search_probe.config(lang), search_probe.text_for(lang, body)), 'B'));
    end loop;
    return new;
  end $$;
  create trigger search_probe_index_post after insert or update or delete on public.blog_posts
    for each row execute function search_probe.index_post();

  -- Every other registered content type once, as the site search indexes it (a real index would keep them in
  -- step the same way): the public records' texts, linked to the page that shows their type.
  insert into search_probe.documents
  select d.kind, d.record_id, d.language, pages.url, d.title, d.body,
         to_tsvector(search_probe.config(d.language), search_probe.text_for(d.language, d.title)),
         setweight(to_tsvector(search_probe.config(d.language), search_probe.text_for(d.language, d.title)), 'A')
           || setweight(to_tsvector(search_probe.config(d.language), search_probe.text_for(d.language, d.body)), 'B')
  from private.search_documents d
  join private.content_types c on c.kind = d.kind and c.table_name is not null and c.kind <> 'post'
  join (values ${pageUrls()}) as pages(page, lang, url) on pages.page = c.page and pages.lang = d.language
  where private.search_document_visible(d.kind, d.record_id);

  -- The RPC: every word a prefix, title matches first, then rank; a post counts only while the caller may
  -- read it (row-level security of blog_posts: published and due), so publishing needs no extra step.
  create function public.search_probe_site(q text, lang text, max_results integer default 10)
  returns table (kind text, url text, title text, snippet text, rank real)
  language sql stable security invoker set search_path = '' as $$
    with query as (
      select to_tsquery(search_probe.config(lang), string_agg(quote_literal(word) || ':*', ' & ')) as tsq
      from unnest(regexp_split_to_array(search_probe.fold(left(q, 200)), '[^[:alnum:]]+')) as word
      where word <> ''
    ), hits as (
      select d.*, ts_rank(d.tsv, query.tsq) as rank, d.title_tsv @@ query.tsq as in_title, query.tsq
      from search_probe.documents d, query
      where d.lang = search_probe_site.lang and d.tsv @@ query.tsq
        and (d.kind <> 'post' or exists (select 1 from public.blog_posts p where p.id = d.ref_id))
      order by in_title desc, rank desc
      limit least(greatest(max_results, 1), 50)
    )
    select kind, url, title,
           ts_headline(search_probe.config(lang), ${withUnaccent ? 'body' : 'search_probe.fold(body)'}, tsq, 'MaxWords=24, MinWords=12, MaxFragments=1'),
           rank
    from hits order by in_title desc, rank desc
  $$;
  grant execute on function public.search_probe_site(text, text, integer) to anon, authenticated;
  `;
}

interface FtsFigures {
  engine: string;
  unaccent: boolean;
  documents: number;
  setupMs: number;
  firstQuery: { query: string; ms: number };
  following: Record<Locale, Latency>;
  responseBytes: { query: string; json: number; gzip: number; results: number }[];
  updateOnePostMs: Latency;
  quality: QualityResult[];
  isolation: IsolationResult[];
  visibility: { unpublishedGone: boolean; republishedBack: boolean; scheduledHiddenUntilDue: boolean };
}

async function measureFts(backend: RunningBackend, engine: string, withUnaccent: boolean): Promise<FtsFigures> {
  const setupStarted = performance.now();
  if (withUnaccent) await backend.db.query('create extension if not exists unaccent schema extensions');
  await backend.db.transaction((tx) => tx.exec(ftsSetupSql(withUnaccent)));
  await backend.db.query('update public.blog_posts set id = id'); // index the seeded and generated posts
  const setupMs = performance.now() - setupStarted;
  const documents = Number((await backend.db.query<{ n: number }>('select count(*)::int as n from search_probe.documents')).rows[0]!.n);

  const anon = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
  const rpc = async (query: string, lang: Locale) => {
    const started = performance.now();
    const { data, error } = await anon.rpc('search_probe_site' as never, { q: query, lang, max_results: 10 } as never);
    if (error) throw new Error(`search_probe_site: ${error.message}`);
    return { ms: performance.now() - started, rows: jsonAnswers(data, PROBE_RESULT, 'search_probe_site') };
  };

  const firstCase = QUALITY_CASES[0]!;
  const first = await rpc(firstCase.query, firstCase.lang);
  const following = {} as Record<Locale, Latency>;
  for (const lang of LOCALES) {
    const runs: number[] = [];
    for (const query of FOLLOWING_QUERIES[lang]) runs.push((await rpc(query, lang)).ms);
    following[lang] = summarizeLatency(runs);
  }

  const responseBytes: FtsFigures['responseBytes'] = [];
  for (const [query, lang] of [['prepisovani faktur', 'cs'], ['modul', 'cs'], ['invoices', 'en'], ['Rechnungen', 'de']] as const) {
    const response = await fetch(`${backend.url}/rest/v1/rpc/search_probe_site`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ q: query, lang, max_results: 10 }),
    });
    const body = Buffer.from(await response.arrayBuffer());
    responseBytes.push({ query, json: body.length, gzip: gzipSync(body).length, results: (JSON.parse(body.toString()) as unknown[]).length });
  }

  const quality: QualityResult[] = [];
  for (const item of QUALITY_CASES) {
    const { rows } = await rpc(item.query, item.lang);
    const rank = rows.findIndex((row) => row.url === item.expect);
    quality.push({ name: item.name, query: item.query, found: rank >= 0, rank: rank >= 0 ? rank + 1 : null, top: rows.slice(0, 3).map((row) => row.url) });
  }
  const isolation: IsolationResult[] = [];
  for (const lang of LOCALES) {
    for (const query of ['Rechnung', 'invoice', 'faktur']) {
      const { rows } = await rpc(query, lang);
      isolation.push({ lang, query, results: rows.length, foreign: rows.map((row) => row.url).filter((url) => langOfPath(url) !== lang) });
    }
  }

  // Live with publishing: unpublish, publish again, schedule into the future.
  const target = (await backend.db.query<{ id: string }>('select id::text as id from public.blog_posts where slug_cs = $1', [TARGET.cs.slug])).rows[0]!.id;
  const findsTarget = async () => (await rpc('prepisovani faktur', 'cs')).rows.some((row) => row.url === firstCase.expect);
  await backend.db.query('update public.blog_posts set published = false where id = $1', [target]);
  const unpublishedGone = !(await findsTarget());
  await backend.db.query('update public.blog_posts set published = true where id = $1', [target]);
  const republishedBack = await findsTarget();
  await backend.db.query("update public.blog_posts set publish_at = now() + interval '1 hour' where id = $1", [target]);
  const scheduledHidden = !(await findsTarget());
  await backend.db.query('update public.blog_posts set publish_at = null where id = $1', [target]);
  const scheduledHiddenUntilDue = scheduledHidden && (await findsTarget());

  const updateRuns: number[] = [];
  for (let run = 0; run < 10; run += 1) {
    const started = performance.now();
    await backend.db.query('update public.blog_posts set title_en = $2 where id = $1', [target, `${TARGET.en.title} ${run}`]);
    updateRuns.push(performance.now() - started);
  }
  await backend.db.query('drop function public.search_probe_site(text, text, integer)');
  await backend.db.query('drop trigger search_probe_index_post on public.blog_posts');
  await backend.db.query('drop schema search_probe cascade');
  return {
    engine,
    unaccent: withUnaccent,
    documents,
    setupMs,
    firstQuery: { query: firstCase.query, ms: first.ms },
    following,
    responseBytes,
    updateOnePostMs: summarizeLatency(updateRuns),
    quality,
    isolation,
    visibility: { unpublishedGone, republishedBack, scheduledHiddenUntilDue },
  };
}

/** Whether PGlite can load unaccent at all (it ships as a separate contrib import). */
async function pgliteUnaccentWorks(): Promise<string> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const db = new PGlite({ extensions: { unaccent } });
  try {
    await db.exec('create extension unaccent');
    const { rows } = await db.query<{ folded: string }>("select unaccent('Přepisování faktur, Prüfung') as folded");
    return rows[0]!.folded;
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------------------------------------------------

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const posts = generatePosts(POSTS);
  const report: Record<string, unknown> = { posts: POSTS, languages: LOCALES };

  console.log(`Stack with publisher; seeding ${POSTS} posts × ${LOCALES.length} languages…`);
  const stack = await startStack({ publisher: true, publisherPollMs: 1000 });
  try {
    const seeded = performance.now();
    await seedPosts(stack.backend, posts);
    const last = posts[posts.length - 1]!;
    const lastFiles = LOCALES.map((lang) => path.join(stack.hostRoot, postPath(lang, String(last[`slug_${lang}`])), 'index.html'));
    for (;;) {
      if (lastFiles.every((file) => fs.existsSync(file))) break;
      if (performance.now() - seeded > 180_000) throw new Error(`the publisher did not write ${lastFiles.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    console.log(`Prerendered by the publisher in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    const changeOnePost = async () => {
      const file = path.join(stack.hostRoot, postPath('en', TARGET.en.slug), 'index.html');
      const marker = `Changed ${Date.now().toString(36)}`;
      const started = performance.now();
      await stack.backend.db.query('update public.blog_posts set excerpt_en = $2 where slug_cs = $1', [TARGET.cs.slug, marker]);
      while (!fs.readFileSync(file, 'utf8').includes(marker)) await new Promise((resolve) => setTimeout(resolve, 25));
      return performance.now() - started;
    };
    console.log('A) Pagefind…');
    report.pagefind = await measurePagefind(stack.hostRoot, changeOnePost);

    console.log('B) Postgres FTS on the local backend (PGlite)…');
    report.pgliteUnaccent = await pgliteUnaccentWorks().catch((error: Error) => `fails: ${error.message}`);
    const localHasUnaccent = await stack.backend.db
      .query('create extension if not exists unaccent schema extensions')
      .then(() => true, () => false);
    report.ftsPglite = await measureFts(stack.backend, 'local backend (PGlite)', localHasUnaccent);
  } finally {
    await stack.stop();
  }

  const bin = findPostgresBin();
  if (bin && !process.env.SKIP_POSTGRES) {
    console.log(`B) Postgres FTS on PostgreSQL (${path.basename(path.dirname(bin))}) through the same REST…`);
    const server = await startThrowawayPostgres(bin);
    const previous = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = server.url;
    try {
      const backend = await startTestBackend();
      try {
        await seedPosts(backend, posts);
        report.ftsPostgres = await measureFts(backend, `PostgreSQL ${path.basename(path.dirname(bin))}`, true);
      } finally {
        await backend.stop();
      }
    } finally {
      if (previous === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = previous;
      server.stop();
    }
  }
  await (await loadPagefind()).close();

  const out = path.join(repoRoot, 'bench-results', 'search-comparison.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(report, null, 2));

  const pf = report.pagefind as PagefindFigures;
  console.log(`\nPagefind: ${pf.pages} pages, index ${kib(pf.indexBytes)} in ${pf.indexFiles} files, build ${ms(pf.buildMs)}, rebuild after one change ${ms(pf.rebuildAfterOneChangeMs)} (+ publisher ${ms(pf.publishToHtmlMs)})`);
  for (const [lang, info] of Object.entries(pf.perLanguage)) console.log(`  ${lang}: meta ${kib(info.indexBytes)}, wasm ${info.wasm}`);
  for (const lang of LOCALES) {
    console.log(`  ${lang}: cold "${pf.coldQuery[lang].query}" ${ms(pf.coldQuery[lang].ms)} (matches ${ms(pf.coldQuery[lang].searchMs)}), ${kib(pf.coldQuery[lang].bytes)} transferred; following median ${ms(pf.following[lang].medianMs)} (matches ${ms(pf.following[lang].searchOnlyMedianMs)}), max ${ms(pf.following[lang].maxMs)}, +${kib(pf.following[lang].bytes)} for ${FOLLOWING_RUNS} more queries`);
    for (const line of pf.coldQuery[lang].requests) console.log(`      ${line}`);
  }
  for (const item of pf.quality) console.log(`  quality ${item.found ? 'ok ' : 'MISS'} ${item.name} "${item.query}" rank ${item.rank ?? '-'} top ${item.top.join(' ')}`);
  for (const item of pf.isolation) console.log(`  isolation ${item.lang} "${item.query}": ${item.results} results, foreign ${item.foreign.length}`);
  for (const key of ['ftsPglite', 'ftsPostgres']) {
    const fts = report[key] as FtsFigures | undefined;
    if (!fts) continue;
    console.log(`\nFTS RPC on ${fts.engine} (unaccent ${fts.unaccent}): ${fts.documents} documents, setup ${ms(fts.setupMs)}; first "${fts.firstQuery.query}" ${ms(fts.firstQuery.ms)}`);
    for (const lang of LOCALES) console.log(`  ${lang}: following median ${ms(fts.following[lang].medianMs)}, max ${ms(fts.following[lang].maxMs)}`);
    for (const item of fts.responseBytes) console.log(`  response "${item.query}": ${item.results} results, ${item.json} B JSON, ${item.gzip} B gzip`);
    console.log(`  update one post (trigger re-indexes): median ${ms(fts.updateOnePostMs.medianMs)}, max ${ms(fts.updateOnePostMs.maxMs)}`);
    for (const item of fts.quality) console.log(`  quality ${item.found ? 'ok ' : 'MISS'} ${item.name} "${item.query}" rank ${item.rank ?? '-'} top ${item.top.join(' ')}`);
    for (const item of fts.isolation) console.log(`  isolation ${item.lang} "${item.query}": ${item.results} results, foreign ${item.foreign.length}`);
    console.log(`  visibility ${JSON.stringify(fts.visibility)}`);
  }
  console.log(`\nPGlite with the unaccent contrib import: ${String(report.pgliteUnaccent)}`);
  console.log(`Written ${path.relative(repoRoot, out)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
