import { estimateReadingMinutes } from '../../shared/content/src/blog-posts/reading-time';
import { useDatabaseFixture, claimsFor, uniqueMarker } from './support/actors';

const fixture = useDatabaseFixture();

function words(count: number): string {
  return Array.from({ length: count }, (_, index) => `slovo${index}`).join(' ');
}

async function insertPost(content: string, extra: Record<string, unknown> = {}): Promise<string> {
  const columns = ['title_cs', 'slug_cs', 'content_cs', ...Object.keys(extra)];
  const values = ['Doba čtení', uniqueMarker('cteni'), content, ...Object.values(extra)];
  const { rows } = await fixture.db.asRole(claimsFor('editor', fixture.ids), (tx) =>
    tx.query<{ id: string }>(
      `insert into public.blog_posts (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')}) returning id::text as id`,
      values,
    ),
  );
  return rows[0]!.id;
}

async function readTime(id: string): Promise<{ read_time: number; read_time_manual: boolean }> {
  const { rows } = await fixture.db.query<{ read_time: number; read_time_manual: boolean }>(
    'select read_time, read_time_manual from public.blog_posts where id = $1',
    [id],
  );
  return rows[0]!;
}

test('the reading time is estimated from the Czech text (200 words a minute, at least 1) whatever the client sends', async () => {
  expect(await readTime(await insertPost('<p>Jedno</p>', { read_time: 5 }))).toEqual({ read_time: 1, read_time_manual: false });
  const id = await insertPost(`<p>${words(401)}</p>`);
  expect(await readTime(id)).toEqual({ read_time: 3, read_time_manual: false });

  await fixture.db.asRole(claimsFor('editor', fixture.ids), (tx) =>
    tx.query('update public.blog_posts set content_cs = $2 where id = $1', [id, `<h2>Nadpis</h2><p>${words(150)}&nbsp;konec</p>`]),
  );
  expect(await readTime(id)).toEqual({ read_time: 1, read_time_manual: false });
});

test('a reading time set by hand is kept until the editor lets the database estimate it again', async () => {
  const id = await insertPost(`<p>${words(50)}</p>`, { read_time: 12, read_time_manual: true });
  expect(await readTime(id)).toEqual({ read_time: 12, read_time_manual: true });
  await fixture.db.asRole(claimsFor('editor', fixture.ids), (tx) =>
    tx.query('update public.blog_posts set content_cs = $2 where id = $1', [id, `<p>${words(900)}</p>`]),
  );
  expect((await readTime(id)).read_time).toBe(12);
  await fixture.db.asRole(claimsFor('editor', fixture.ids), (tx) =>
    tx.query('update public.blog_posts set read_time_manual = false where id = $1', [id]),
  );
  expect(await readTime(id)).toEqual({ read_time: 5, read_time_manual: false });
});

test('the editor\'s live estimate is the database\'s', async () => {
  for (const html of ['', '<p></p>', '<p>Jedno</p>', `<p>${words(200)}</p>`, `<ul><li>${words(201)}</li></ul>`, `<p>${words(999)}&amp;</p>`]) {
    const { rows } = await fixture.db.query<{ minutes: number }>('select private.reading_minutes($1) as minutes', [html]);
    expect([html.length, estimateReadingMinutes(html)]).toEqual([html.length, rows[0]!.minutes]);
  }
});
