/**
 * Every search result leads to a prerendered page: for each registered content type and each of its
 * languages, a visible seeded text of that type is searched for as a visitor searches (searchSite), and the
 * link the site builds from the result's page, slug and anchor answers 200 with that anchor on the page.
 * Renaming a route in routes.ts or a page key in the database's registry without the other fails here.
 */
import { JSDOM } from 'jsdom';
import { PostgrestClient } from '@supabase/postgrest-js';
import { isLocale } from '@app/i18n';
import { searchSite } from '@app/content';
import type { Database } from '@app/supabase';
import { useStack } from '../e2e/support/stack-fixture';
import { eventually } from '../e2e/support/eventually';

// The publisher hands the services' and FAQ texts to the search index when it starts.
const running = useStack({ publisher: true, publisherPollMs: 60_000 });

jest.setTimeout(180_000);

interface Sample {
  kind: string;
  language: string;
  title: string;
}

/** One visible document per registered kind and language, and the pairs that have none. */
async function samples(): Promise<{ found: Sample[]; missing: string[] }> {
  const { rows } = await running.stack.backend.db.query<Sample & { has_document: boolean }>(
    `select c.kind, l.language, d.title, d.title is not null as has_document
     from private.content_types c
     cross join lateral unnest(c.languages) as l(language)
     left join lateral (
       select d.title from private.search_documents d
       where d.kind = c.kind and d.language = l.language and private.search_document_visible(d.kind, d.record_id)
       order by d.record_key
       limit 1
     ) d on true
     order by c.kind, l.language`,
  );
  return {
    found: rows.filter((row) => row.has_document).map(({ kind, language, title }) => ({ kind, language, title })),
    missing: rows.filter((row) => !row.has_document).map((row) => `${row.kind}/${row.language}`),
  };
}

test('every registered type has seeded, visible content in each of its languages', async () => {
  await eventually(async () => expect((await samples()).missing).toEqual([]), { timeout: 30_000, interval: 250 });
});

test("each type's search result links to a prerendered page in the visitor's language, with its anchor", async () => {
  await eventually(async () => expect((await samples()).missing).toEqual([]), { timeout: 30_000, interval: 250 });
  const { found } = await samples();
  const { url, anonKey } = running.stack.backend;
  const visitor = new PostgrestClient<Database>(`${url}/rest/v1`, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
  const checked: string[] = [];
  for (const sample of found) {
    if (!isLocale(sample.language)) throw new Error(`unknown language ${sample.language}`);
    const results = await searchSite(visitor, sample.title, sample.language, 50);
    const result = results.find((candidate) => candidate.kind === sample.kind && candidate.title === sample.title);
    expect({ ...sample, found: result !== undefined }).toEqual({ ...sample, found: true });
    const [pathname = '', anchor] = result!.path.split('#');
    const response = await fetch(`${running.stack.hostUrl}${pathname}`);
    expect({ path: result!.path, status: response.status }).toEqual({ path: result!.path, status: 200 });
    const document = new JSDOM(await response.text()).window.document;
    expect(document.documentElement.lang).toBe(sample.language);
    if (anchor) expect({ path: result!.path, anchored: document.getElementById(anchor) !== null }).toEqual({ path: result!.path, anchored: true });
    checked.push(`${sample.kind}/${sample.language}`);
  }
  expect(checked).toEqual(expect.arrayContaining(['post/cs', 'post/en', 'post/de', 'module/de', 'pricing_plan/en', 'reference/cs', 'service/de', 'faq/en']));
});
