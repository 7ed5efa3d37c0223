import { createHash, randomUUID } from 'node:crypto';
import type { JwtClaims } from '../local/src/contract';
import { attemptAs, claimsFor, sqlState, useDatabaseFixture } from './support/actors';

const fixture = useDatabaseFixture();

const SERVICE: JwtClaims = { role: 'service_role' };

interface Hit {
  kind: string;
  title: string;
  snippet: string;
  page: string;
  slug: string | null;
  anchor: string | null;
}

/** A made-up word no seed text or other test contains (letters only, so it is one token). */
function word(prefix = 'zq'): string {
  return prefix + randomUUID().replace(/-/g, '').slice(0, 10).replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'g');
}

let clientCounter = 0;
/** A client address no other test used, so the per-client log limit starts empty. */
function newClient(): string {
  clientCounter += 1;
  return `203.0.113.${clientCounter}`;
}

async function search(query: string, language: string, options: { claims?: JwtClaims; client?: string; max?: number } = {}): Promise<Hit[]> {
  const { db, ids } = fixture;
  return db.asRole(
    options.claims ?? claimsFor('anon', ids),
    async (tx) => (await tx.query<Hit>('select * from public.search_site($1, $2, $3)', [query, language, options.max ?? 10])).rows,
    { headers: { 'cf-connecting-ip': options.client ?? newClient() }, method: 'POST', path: '/rpc/search_site' },
  );
}

interface PostFields {
  title_cs?: string;
  content_cs?: string;
  title_en?: string | null;
  content_en?: string | null;
  slug_en?: string | null;
  title_de?: string | null;
  content_de?: string | null;
  published?: boolean;
  publish_at?: string | null;
}

async function insertPost(fields: PostFields): Promise<{ id: string; slug: string }> {
  const slug = `hledani-${randomUUID().slice(0, 8)}`;
  const { rows } = await fixture.db.query<{ id: string }>(
    `insert into public.blog_posts (title_cs, slug_cs, content_cs, title_en, content_en, slug_en, title_de, content_de, published, publish_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz) returning id::text`,
    [
      fields.title_cs ?? 'Článek',
      slug,
      fields.content_cs ?? '',
      fields.title_en ?? null,
      fields.content_en ?? null,
      fields.slug_en ?? null,
      fields.title_de ?? null,
      fields.content_de ?? null,
      fields.published ?? true,
      fields.publish_at ?? null,
    ],
  );
  return { id: rows[0]!.id, slug };
}

describe('matching', () => {
  it('ignores case and diacritics and marks the original words in the snippet', async () => {
    const marker = word();
    const post = await insertPost({ title_cs: `Přepisování faktur ${marker}`, content_cs: `<p>Přepisování faktur ${marker} ručně zdržuje účetní.</p>` });

    for (const query of [`prepisovani faktur ${marker}`, `PŘEPISOVÁNÍ ${marker}`, `Prepisovani Faktur ${marker.toUpperCase()}`]) {
      const hits = await search(query, 'cs');
      expect(hits.map((hit) => [hit.page, hit.slug, hit.anchor])).toEqual([['blogPost', post.slug, null]]);
      expect(hits[0]).toMatchObject({ kind: 'post', title: `Přepisování faktur ${marker}` });
    }
    const [hit] = await search(`prepisovani ${marker}`, 'cs');
    expect(hit!.snippet).toContain('<mark>Přepisování</mark>');
    expect(hit!.snippet).toContain(`<mark>${marker}</mark>`);
  });

  it('matches the last word as a prefix while the visitor types', async () => {
    const marker = word();
    await insertPost({ title_cs: `Mzdy ${marker}`, content_cs: 'Přepisování docházky' });
    expect(await search(`${marker} prepis`, 'cs')).toHaveLength(1);
    expect(await search(marker.slice(0, 6), 'cs')).toEqual(expect.arrayContaining([expect.objectContaining({ title: `Mzdy ${marker}` })]));
    // Only the last word is a prefix: a cut-off word before it does not match.
    expect(await search(`prepis ${marker}`, 'cs')).toEqual([]);
  });

  it('stems English and German words', async () => {
    const marker = word();
    await insertPost({
      title_cs: `Faktury ${marker}`,
      title_en: `Invoice processing ${marker}`,
      content_en: 'Every invoice is read automatically.',
      title_de: `Rechnung prüfen ${marker}`,
      content_de: 'Jede Rechnung wird automatisch geprüft.',
    });
    const [english] = await search(`invoices ${marker}`, 'en');
    expect(english).toMatchObject({ title: `Invoice processing ${marker}` });
    expect(english).toMatchObject({ page: 'blogPost', slug: expect.stringMatching(/^hledani-/) });
    expect(await search(`Rechnungen ${marker}`, 'de')).toEqual([expect.objectContaining({ title: `Rechnung prüfen ${marker}` })]);
    expect(await search(`${marker} Rechn`, 'de')).toHaveLength(1);
    expect(await search(`prüfen ${marker}`, 'de')).toHaveLength(1);
  });

  it('keeps every language to its own text: no Czech fallbacks in English or German', async () => {
    const czechOnly = word();
    const englishOnly = word();
    const post = await insertPost({ title_cs: `Jen česky ${czechOnly}`, title_en: `English ${englishOnly}`, slug_en: `english-${englishOnly}` });
    await insertPost({ title_cs: `Bez překladu ${czechOnly}` });

    expect((await search(czechOnly, 'cs')).length).toBe(2);
    expect(await search(czechOnly, 'en')).toEqual([]);
    expect(await search(czechOnly, 'de')).toEqual([]);
    expect(await search(englishOnly, 'cs')).toEqual([]);
    expect(await search(englishOnly, 'en')).toEqual([{ kind: 'post', title: `English ${englishOnly}`, snippet: expect.any(String), page: 'blogPost', slug: `english-${englishOnly}`, anchor: null }]);
    expect(post.id).toBeTruthy();
  });

  it('ranks a title match before matches in the text only', async () => {
    const marker = word();
    await insertPost({ title_cs: 'Jiný název', content_cs: `${marker} ${marker} ${marker} ${marker} a zase ${marker}` });
    await insertPost({ title_cs: `Nadpis ${marker}`, content_cs: 'Krátký text.' });
    const hits = await search(marker, 'cs');
    expect(hits.map((hit) => hit.title)).toEqual([`Nadpis ${marker}`, 'Jiný název']);
  });

  it('returns an HTML-safe snippet: the text escaped, only <mark> added', async () => {
    const marker = word();
    await insertPost({
      title_cs: `Bezpečnost ${marker}`,
      content_cs: `<p>Tom &amp; Jerry, a &lt; b &gt; c, &lt;script&gt;alert(1)&lt;/script&gt; <img src=x onerror="alert(2)"> "${marker}" &amp; dál</p>`,
    });
    const [hit] = await search(marker, 'cs');
    expect(hit!.snippet).toContain(`&quot;<mark>${marker}</mark>&quot; &amp; dál`);
    expect(hit!.snippet).toContain('Tom &amp; Jerry, a &lt; b &gt; c');
    expect(hit!.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>"]/);
    expect(hit!.snippet).not.toContain('onerror');
  });

  it('returns nothing for empty or too short queries and caps long ones', async () => {
    expect(await search('', 'cs')).toEqual([]);
    expect(await search('   ', 'cs')).toEqual([]);
    expect(await search('a', 'cs')).toEqual([]);
    expect(await search('!!! ??', 'cs')).toEqual([]);
    const { rows } = await fixture.db.query("select 1 from private.search_log where btrim(query, '!? ') = ''");
    expect(rows).toEqual([]);
    await expect(search('faktura '.repeat(500), 'cs')).resolves.toEqual(expect.any(Array));
    const error = await attemptAs(fixture.db, claimsFor('anon', fixture.ids), (tx) => tx.query("select * from public.search_site('faktura', 'fr')"));
    expect(sqlState(error)).toBe('22023');
  });

  it('limits the number of results', async () => {
    const marker = word();
    for (let index = 0; index < 4; index += 1) await insertPost({ title_cs: `Díl ${index} ${marker}` });
    expect(await search(marker, 'cs', { max: 2 })).toHaveLength(2);
    expect(await search(marker, 'cs')).toHaveLength(4);
  });
});

describe('follows publishing', () => {
  it('finds a post once published and drops it when unpublished or deleted', async () => {
    const marker = word();
    const post = await insertPost({ title_cs: `Koncept ${marker}`, published: false });
    expect(await search(marker, 'cs')).toEqual([]);

    await fixture.db.query('update public.blog_posts set published = true where id = $1', [post.id]);
    expect(await search(marker, 'cs')).toHaveLength(1);

    await fixture.db.query('update public.blog_posts set published = false where id = $1', [post.id]);
    expect(await search(marker, 'cs')).toEqual([]);

    await fixture.db.query('update public.blog_posts set published = true where id = $1', [post.id]);
    await fixture.db.query('delete from public.blog_posts where id = $1', [post.id]);
    expect(await search(marker, 'cs')).toEqual([]);
    const { rows } = await fixture.db.query('select 1 from private.search_documents where record_id = $1', [post.id]);
    expect(rows).toEqual([]);
  });

  it('finds a scheduled post only once it is due, without any write in between', async () => {
    const marker = word();
    const dueAt = new Date(Date.now() + 2_000).toISOString();
    await insertPost({ title_cs: `Naplánováno ${marker}`, publish_at: dueAt });
    expect(await search(marker, 'cs')).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(dueAt) - Date.now()) + 300));
    expect(await search(marker, 'cs')).toHaveLength(1);
  });

  it('finds a changed title at once and no longer the old one', async () => {
    const before = word();
    const after = word();
    const post = await insertPost({ title_cs: `Název ${before}` });
    await fixture.db.query('update public.blog_posts set title_cs = $2 where id = $1', [post.id, `Název ${after}`]);
    expect(await search(before, 'cs')).toEqual([]);
    expect(await search(after, 'cs')).toHaveLength(1);
  });
});

describe('modules, pricing plans, references, services and FAQ', () => {
  it('finds active modules under their anchor on the modules page; inactive ones not', async () => {
    const marker = word();
    const slug = `modul-${randomUUID().slice(0, 6)}`;
    const { rows } = await fixture.db.query<{ id: string }>(
      `insert into public.modules (slug, name_cs, name_en, description_cs, description_en, features_cs, features_en)
       values ($1, $2, $3, 'Popis modulu', 'Module description', array['Schvalování ' || $4], null) returning id::text`,
      [slug, `Modul ${marker}`, `Module ${marker}`, marker],
    );
    expect(await search(marker, 'cs')).toEqual([expect.objectContaining({ kind: 'module', page: 'modules', slug: null, anchor: `module-${slug}` })]);
    expect(await search(`schvalovani ${marker}`, 'cs')).toHaveLength(1);
    expect(await search(marker, 'en')).toEqual([expect.objectContaining({ kind: 'module', page: 'modules', anchor: `module-${slug}` })]);
    expect(await search(marker, 'de')).toEqual([]);

    await fixture.db.query('update public.modules set active = false where id = $1', [rows[0]!.id]);
    expect(await search(marker, 'cs')).toEqual([]);
  });

  it('finds a pricing plan once for its monthly and yearly rows, and references', async () => {
    const marker = word();
    const tier = `tier-${randomUUID().slice(0, 6)}`;
    await fixture.db.query(
      `insert into public.pricing_plans (tier, name_cs, name_de, description_cs, description_de, billing_period, display_order)
       values ($1, $2, $3, 'Pro malé firmy', 'Für kleine Firmen', 'monthly', 1), ($1, $2, $3, 'Pro malé firmy', 'Für kleine Firmen', 'yearly', 1)`,
      [tier, `Tarif ${marker}`, `Tarif ${marker}`],
    );
    expect(await search(marker, 'cs')).toEqual([expect.objectContaining({ kind: 'pricing_plan', page: 'pricing', slug: null, anchor: null })]);
    expect(await search(`${marker} fur`, 'de')).toEqual([expect.objectContaining({ kind: 'pricing_plan', page: 'pricing' })]);

    await fixture.db.query(
      `insert into public."references" (company_name, title_cs, title_en, result_summary_cs, results_en)
       values ('Acme s.r.o.', $1, $2, 'o 70 % rychlejší zpracování faktur', array['Faster closing'])`,
      [`Případová studie ${marker}`, `Case study ${marker}`],
    );
    expect(await search(`${marker} zpracovani`, 'cs')).toEqual([expect.objectContaining({ kind: 'reference', page: 'references', slug: null, anchor: null })]);
    expect(await search(`closing ${marker}`, 'en')).toEqual([expect.objectContaining({ kind: 'reference', page: 'references' })]);
  });

  it('lets only the service role replace the static texts of one language', async () => {
    const marker = word();
    const documents = [
      { kind: 'service', key: 'services-implementation', path: '/sluzby#implementace', title: `Implementace ${marker}`, body: 'Zavedení systému na míru.' },
      { kind: 'faq', key: 'faq-1', path: '/cenik#faq', title: 'Mohu tarif změnit?', body: `Ano, kdykoli ${marker}.` },
    ];
    const { ids, db } = fixture;
    for (const actor of ['anon', 'user', 'editor', 'admin'] as const) {
      const error = await attemptAs(db, claimsFor(actor, ids), (tx) =>
        tx.query('select public.search_static_documents_replace($1, $2::jsonb)', ['cs', JSON.stringify(documents)]),
      );
      expect(sqlState(error)).toBe('42501');
    }
    const written = await db.asRole(SERVICE, (tx) =>
      tx.query<{ written: number }>('select public.search_static_documents_replace($1, $2::jsonb) as written', ['cs', JSON.stringify(documents)]),
    );
    expect(written.rows[0]!.written).toBe(2);
    const hits = await search(marker, 'cs');
    // The page is the kind's registered page; only the anchor is read from the path sent.
    expect(hits.map((hit) => [hit.kind, hit.page, hit.anchor])).toEqual([
      ['service', 'services', 'implementace'],
      ['faq', 'home', 'faq'],
    ]);
    expect(await search(marker, 'en')).toEqual([]);

    await db.asRole(SERVICE, (tx) => tx.query("select public.search_static_documents_replace('cs', '[]'::jsonb)"));
    expect(await search(marker, 'cs')).toEqual([]);
  });
});

describe('search log and insights', () => {
  it('logs the normalised query, language and result count, nothing about the visitor', async () => {
    const marker = word();
    await insertPost({ title_cs: `Záznam ${marker}` });
    const client = newClient();
    await search(`  Záznam   ${marker.toUpperCase()} `, 'cs', { client });
    const { rows } = await fixture.db.query<{ query: string; language: string; result_count: number }>(
      'select query, language, result_count from private.search_log where query like $1',
      [`%${marker}%`],
    );
    expect(rows).toEqual([{ query: `záznam ${marker}`, language: 'cs', result_count: 1 }]);
    const columns = await fixture.db.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = 'private' and table_name = 'search_log' order by ordinal_position",
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual(['id', 'query', 'language', 'result_count', 'searched_at']);
    const { rows: keys } = await fixture.db.query<{ client_hash: string }>('select client_hash from private.search_log_clients');
    expect(keys.every((key) => /^[0-9a-f]{64}$/.test(key.client_hash))).toBe(true);
    // Keyed: the plain hash of an address could be reversed by hashing every address.
    expect(keys.map((key) => key.client_hash)).not.toContain(createHash('sha256').update(client).digest('hex'));
    expect(keys.map((key) => key.client_hash).join(' ')).not.toContain(client);
  });

  it('logs at most the limit per client and hour, and still answers past it', async () => {
    const marker = word();
    await insertPost({ title_cs: `Záplava ${marker}` });
    const { rows: limitRows } = await fixture.db.query<{ limit: number }>('select private.search_log_limit() as limit');
    const limit = limitRows[0]!.limit;
    const flooder = newClient();
    // Two different searches in turn: a repeat of the last one within seconds would count as the same search.
    const queries = [marker, `zaplava ${marker}`];
    for (let index = 0; index < limit + 5; index += 1) {
      expect(await search(queries[index % 2]!, 'cs', { client: flooder })).toHaveLength(1);
    }
    await search(marker, 'cs', { client: newClient() });
    const { rows } = await fixture.db.query<{ count: number }>('select count(*)::int as count from private.search_log where query = any($1)', [queries]);
    expect(rows[0]!.count).toBe(limit + 1);
  });

  it('does not log the service role or too short queries', async () => {
    const marker = word();
    await search(marker, 'cs', { claims: SERVICE });
    await search('x', 'cs');
    const { rows } = await fixture.db.query<{ count: number }>(
      "select count(*)::int as count from private.search_log where query = $1 or query = 'x'",
      [marker],
    );
    expect(rows[0]!.count).toBe(0);
  });

  it('shows staff the most frequent searches and those that found nothing; refuses everyone else', async () => {
    const found = word();
    const missing = word();
    await insertPost({ title_cs: `Hledané ${found}` });
    for (let index = 0; index < 3; index += 1) await search(found, 'cs');
    for (let index = 0; index < 2; index += 1) await search(missing, 'en');

    const { ids, db } = fixture;
    for (const actor of ['editor', 'admin'] as const) {
      const { rows } = await db.asRole(claimsFor(actor, ids), (tx) =>
        tx.query<{ list: string; query: string; language: string; searches: number }>('select list, query, language, searches::int as searches from public.search_insights()'),
      );
      expect(rows).toEqual(
        expect.arrayContaining([
          { list: 'top', query: found, language: 'cs', searches: 3 },
          { list: 'top', query: missing, language: 'en', searches: 2 },
          { list: 'zero_results', query: missing, language: 'en', searches: 2 },
        ]),
      );
      expect(rows).not.toContainEqual(expect.objectContaining({ list: 'zero_results', query: found }));
    }
    expect(sqlState(await attemptAs(db, claimsFor('anon', ids), (tx) => tx.query('select * from public.search_insights()')))).toBe('42501');
    expect(sqlState(await attemptAs(db, claimsFor('user', ids), (tx) => tx.query('select * from public.search_insights()')))).toBe('42501');
    for (const actor of ['anon', 'user', 'editor'] as const) {
      expect(sqlState(await attemptAs(db, claimsFor(actor, ids), (tx) => tx.query('select * from private.search_log')))).toBe('42501');
    }
  });

  it('keeps the log 90 days and counts only the requested days', async () => {
    const old = word();
    const recent = word();
    await fixture.db.query(
      `insert into private.search_log (query, language, result_count, searched_at)
       values ($1, 'cs', 0, now() - interval '100 days'), ($2, 'cs', 0, now() - interval '40 days')`,
      [old, recent],
    );
    const insights = (days: number) =>
      fixture.db.asRole(claimsFor('editor', fixture.ids), (tx) => tx.query<{ query: string }>('select query from public.search_insights($1)', [days]));
    expect((await insights(30)).rows.map((row) => row.query)).not.toContain(recent);
    expect((await insights(60)).rows.map((row) => row.query)).toContain(recent);
    const { rows } = await fixture.db.query('select 1 from private.search_log where query = $1', [old]);
    expect(rows).toEqual([]);
  });
});

describe('search log while the visitor types', () => {
  interface LogRow {
    id: string;
    query: string;
    result_count: number;
  }

  async function logged(marker: string): Promise<LogRow[]> {
    const { rows } = await fixture.db.query<LogRow>(
      'select l.id::text as id, l.query, l.result_count from private.search_log l where l.query like $1 order by l.id',
      [`${marker}%`],
    );
    return rows;
  }

  /** Three posts whose titles share the marker: "fa" finds three, "fak" two, "faktur…" one. */
  async function typingPosts(): Promise<string> {
    const marker = word();
    for (const title of ['Faktura', 'Fakir', 'Famózní']) await insertPost({ title_cs: `${marker} ${title}` });
    return marker;
  }

  /** Moves a log row and its client entry back in time, as if it had been logged `seconds` ago. */
  async function age(logId: string, seconds: number): Promise<void> {
    await fixture.db.query(`update private.search_log set searched_at = searched_at - make_interval(secs => $2) where id = $1`, [logId, seconds]);
    await fixture.db.query(`update private.search_log_clients set logged_at = logged_at - make_interval(secs => $2) where search_log_id = $1`, [logId, seconds]);
  }

  it('logs a search typed letter by letter once, with the count of its last form, also when shortened', async () => {
    const marker = await typingPosts();
    const client = newClient();
    expect(await search(`${marker} fa`, 'cs', { client })).toHaveLength(3);
    expect(await search(`${marker} fak`, 'cs', { client })).toHaveLength(2);
    expect(await search(`${marker} faktura`, 'cs', { client })).toHaveLength(1);
    const typed = await logged(marker);
    expect(typed).toEqual([{ id: expect.any(String), query: `${marker} faktura`, result_count: 1 }]);

    await search(`${marker} faktur`, 'cs', { client });
    expect(await logged(marker)).toEqual([{ id: typed[0]!.id, query: `${marker} faktur`, result_count: 1 }]);
    await search(`${marker} fa`, 'cs', { client });
    expect(await logged(marker)).toEqual([{ id: typed[0]!.id, query: `${marker} fa`, result_count: 3 }]);

    // Only the hour-long client table links the client to its row, still once.
    const { rows } = await fixture.db.query<{ count: number }>('select count(*)::int as count from private.search_log_clients where search_log_id = $1', [typed[0]!.id]);
    expect(rows[0]!.count).toBe(1);
  });

  it('logs a new row for another query, another language, or the same letters from another client; a repeat is the same search', async () => {
    const marker = await typingPosts();
    const client = newClient();
    await search(`${marker} fak`, 'cs', { client });
    await search(`${marker} mzdy`, 'cs', { client });
    expect((await logged(marker)).map((row) => row.query)).toEqual([`${marker} fak`, `${marker} mzdy`]);

    await search(`${marker} mzdy x`, 'en', { client });
    await search(`${marker} mzdy x`, 'en', { client });
    await search(`${marker} fak`, 'cs', { client: newClient() });
    expect((await logged(marker)).map((row) => row.query)).toEqual([
      `${marker} fak`,
      `${marker} mzdy`,
      `${marker} mzdy x`,
      `${marker} fak`,
    ]);
  });

  it('logs a new row once the last search is older than the typing window', async () => {
    const marker = await typingPosts();
    const client = newClient();
    await search(`${marker} fa`, 'cs', { client });
    const [first] = await logged(marker);
    await age(first!.id, 9);
    await search(`${marker} fak`, 'cs', { client });
    expect(await logged(marker)).toEqual([{ id: first!.id, query: `${marker} fak`, result_count: 2 }]);

    await age(first!.id, 11);
    await search(`${marker} faktura`, 'cs', { client });
    expect(await logged(marker)).toEqual([
      { id: first!.id, query: `${marker} fak`, result_count: 2 },
      { id: expect.any(String), query: `${marker} faktura`, result_count: 1 },
    ]);
  });

  it('charges the hourly limit for new rows only', async () => {
    const marker = await typingPosts();
    const { rows: limitRows } = await fixture.db.query<{ limit: number }>('select private.search_log_limit() as limit');
    const limit = limitRows[0]!.limit;
    const client = newClient();
    for (const typed of ['fa', 'fak', 'fakt', 'faktu', 'faktur', 'faktura']) await search(`${marker} ${typed}`, 'cs', { client });
    for (let index = 0; index < limit - 1; index += 1) await search(`${marker} ${word('x')}`, 'cs', { client });
    expect(await logged(marker)).toHaveLength(limit);

    const beyond = word('y');
    expect(await search(`${marker} ${beyond}`, 'cs', { client })).toEqual([]);
    const rows = await logged(marker);
    expect(rows).toHaveLength(limit);
    expect(rows.map((row) => row.query)).not.toContain(`${marker} ${beyond}`);
    expect(rows[0]).toMatchObject({ query: `${marker} faktura`, result_count: 1 });
  });
});

describe('bounded input and a per-client allowance', () => {
  it('cuts the query to its first 200 characters before reading it: nothing after them is searched', async () => {
    const marker = word();
    await insertPost({ title_cs: `Oříznutí ${marker}` });
    expect(await search(marker, 'cs')).toHaveLength(1);
    // Collapsing the spaces first would have found the marker; cut first, only spaces are left.
    expect(await search(`${' '.repeat(250)}${marker}`, 'cs')).toEqual([]);
    expect(await search(`${marker}${' '.repeat(200)}${'z'.repeat(1_000_000)}`, 'cs')).toHaveLength(1);
  });

  it('answers a client up to its allowance, then refuses it with PT429; other clients and the service role go on', async () => {
    const { rows } = await fixture.db.query<{ limit: number }>('select private.search_request_limit() as limit');
    const limit = rows[0]!.limit;
    expect(limit).toBeGreaterThanOrEqual(60);
    const marker = word();
    await insertPost({ title_cs: `Dávka ${marker}` });
    const flooder = newClient();
    // Too short to search, but each is a request all the same.
    for (let index = 0; index < limit - 1; index += 1) await search('x', 'cs', { client: flooder });
    expect(await search(marker, 'cs', { client: flooder })).toHaveLength(1);

    await expect(search(marker, 'cs', { client: flooder })).rejects.toMatchObject({ code: 'PT429' });
    expect(await search(marker, 'cs', { client: newClient() })).toHaveLength(1);
    expect(await search(marker, 'cs', { client: flooder, claims: SERVICE })).toHaveLength(1);
  });

  it('keeps a searching client only as a keyed hash of its address, never the address', async () => {
    const client = newClient();
    await search(word(), 'cs', { client });
    const { rows } = await fixture.db.query<{ client_key: string }>("select client_key from private.throttle_hits where bucket = 'search'");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.client_key))).toBe(true);
    expect(rows.map((row) => row.client_key)).not.toContain(client);
    expect(rows.map((row) => row.client_key)).not.toContain(createHash('sha256').update(client).digest('hex'));
  });
});

describe('typos: did you mean', () => {
  async function suggest(query: string, language: string, client = newClient()): Promise<string | null> {
    return fixture.db.asRole(
      claimsFor('anon', fixture.ids),
      async (tx) => (await tx.query<{ suggestion: string | null }>('select public.search_suggestion($1, $2) as suggestion', [query, language])).rows[0]!.suggestion,
      { headers: { 'cf-connecting-ip': client }, method: 'POST', path: '/rpc/search_suggestion' },
    );
  }

  it('German: "Rechnugn" finds nothing and suggests "Rechnung", which finds the post', async () => {
    await insertPost({ title_cs: 'Faktury', title_de: 'Rechnung prüfen', content_de: '<p>Jede Rechnung wird automatisch geprüft.</p>' });
    expect(await search('Rechnugn', 'de')).toEqual([]);
    expect(await suggest('Rechnugn', 'de')).toBe('Rechnung');
    expect(await search('Rechnung', 'de')).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Rechnung prüfen' })]));
  });

  it('Czech without diacritics: "ucetnitcvi" suggests "účetnictví"; the words that match stay as typed', async () => {
    await insertPost({ title_cs: 'Účetnictví bez papírů', content_cs: '<p>Vedení účetnictví bez papírů a bez přepisování.</p>' });
    expect(await search('ucetnitcvi', 'cs')).toEqual([]);
    expect(await suggest('ucetnitcvi', 'cs')).toBe('účetnictví');
    expect(await suggest('vedeni ucetnitcvi', 'cs')).toBe('vedeni účetnictví');
    expect(await search('vedeni účetnictví', 'cs')).toHaveLength(1);
  });

  it('English: "invoce processing" suggests "invoice processing"', async () => {
    await insertPost({ title_cs: 'Faktury', title_en: 'Invoice processing', slug_en: `invoice-processing-${word()}`, content_en: '<p>Every invoice is read automatically.</p>' });
    expect(await search('invoce processing', 'en')).toEqual([]);
    expect(await suggest('invoce processing', 'en')).toBe('invoice processing');
  });

  it('suggests nothing when every word matches, when nothing is close, or when the corrected query would find nothing', async () => {
    expect(await suggest('faktur', 'cs')).toBeNull();
    expect(await suggest('qxqxqxqxqx', 'cs')).toBeNull();
    expect(await suggest('a', 'cs')).toBeNull();
    // Each word corrected alone, but no document has both.
    await insertPost({ title_cs: 'Faktury', title_de: 'Zeppelinhangar' });
    await insertPost({ title_cs: 'Faktury', title_de: 'Walfischbucht' });
    expect(await suggest('Zeppelinhangr', 'de')).toBe('Zeppelinhangar');
    expect(await suggest('Zeppelinhangr Walfischbucth', 'de')).toBeNull();
  });

  it('takes words only from what visitors may see: not from a draft, until it is published', async () => {
    const post = await insertPost({ title_cs: 'Faktury', title_de: 'Luftschiffwerft am See', published: false });
    expect(await suggest('Luftschifwerft', 'de')).toBeNull();
    await fixture.db.query('update public.blog_posts set published = true where id = $1', [post.id]);
    expect(await suggest('Luftschifwerft', 'de')).toBe('Luftschiffwerft');
    await fixture.db.query('update public.blog_posts set title_de = $2 where id = $1', [post.id, 'Hafen am See']);
    expect(await suggest('Luftschifwerft', 'de')).toBeNull();
    await fixture.db.query('delete from public.blog_posts where id = $1', [post.id]);
    const { rows } = await fixture.db.query('select 1 from private.search_document_words where record_key = $1', [post.id]);
    expect(rows).toEqual([]);
  });

  it('reads only the first 200 characters and counts against the search allowance', async () => {
    expect(await suggest(`${' '.repeat(200)}Rechnugn`, 'de')).toBeNull();
    const client = newClient();
    await fixture.db.query(
      `insert into private.throttle_hits (client_key, bucket, hits, expires_at)
       select private.sign($1), 'search', array_fill(now(), array[private.search_request_limit()]), now() + interval '10 minutes'`,
      [client],
    );
    await expect(suggest('Rechnugn', 'de', client)).rejects.toMatchObject({ code: 'PT429' });
  });
});
