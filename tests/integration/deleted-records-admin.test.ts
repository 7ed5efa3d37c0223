/**
 * "Smazané" with a long history: 1,500 revisions of 300 posts that were all deleted. The deleted records
 * come a page at a time from the database (public.deleted_content_records), in short requests however
 * many there are, and one of them can be restored.
 */
import { signedInTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import type { AppSupabaseClient, Database } from '@app/supabase';
import { DELETED_LIST_SPEC, adminDeletedRecordsPage, adminGetBlogPost, adminRestoreRevision, type DeletedRecord, type ListQuery } from '@app/content';

const POSTS = 300;
const TITLE = 'Hromadně smazaný článek';

let backend: RunningBackend;
let editor: AppSupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  editor = await signedInTestClient<Database>(backend, 'editor@example.com', 'editor1234');
  // Each post is created, saved three times and deleted: 5 revisions a post, 1,500 in all.
  await backend.db.query(
    `insert into public.blog_posts (title_cs, slug_cs, content_cs, published)
     select $1 || ' ' || lpad(n::text, 3, '0'), 'hromadne-smazany-' || n, '<p>Text</p>', false from generate_series(1, $2::int) n`,
    [TITLE, POSTS],
  );
  for (const version of [1, 2, 3]) {
    await backend.db.query("update public.blog_posts set excerpt_cs = $1 where slug_cs like 'hromadne-smazany-%'", [`Verze ${version}`]);
  }
  await backend.db.query("delete from public.blog_posts where slug_cs like 'hromadne-smazany-%'");
}, 300_000);

afterAll(async () => {
  await backend?.stop();
});

const query = (page: number, search = TITLE): ListQuery => ({
  search,
  filters: { tabulka: 'blog_posts' },
  sort: DELETED_LIST_SPEC.defaultSort,
  page,
  pageSize: 25,
});

test('the history holds 1,500 revisions of the deleted posts', async () => {
  const { rows } = await backend.db.query<{ n: number }>(
    "select count(*)::int as n from public.content_revisions where table_name = 'blog_posts' and snapshot ->> 'slug_cs' like 'hromadne-smazany-%'",
  );
  expect(rows[0]!.n).toBe(5 * POSTS);
});

test('the first page loads in one short request and counts every deleted post', async () => {
  const urls: string[] = [];
  const realFetch = globalThis.fetch;
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    urls.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return realFetch(input, init);
  });
  try {
    const first = await adminDeletedRecordsPage(editor, query(1, ''));
    expect(first.total).toBeGreaterThanOrEqual(POSTS);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]).toMatchObject({ table: 'blog_posts', title: expect.stringContaining(TITLE), actorName: null, revisionId: expect.any(Number) });
  } finally {
    spy.mockRestore();
  }
  expect(urls.filter((url) => url.includes('/rest/v1/'))).toHaveLength(1);
  expect(Math.max(...urls.map((url) => url.length))).toBeLessThan(1000);
});

test('paging walks every deleted post once; a page past the end is empty', async () => {
  const seen: DeletedRecord[] = [];
  for (let page = 1; page <= POSTS / 25; page += 1) {
    const result = await adminDeletedRecordsPage(editor, query(page));
    expect({ page, total: result.total, rows: result.rows.length }).toEqual({ page, total: POSTS, rows: 25 });
    seen.push(...result.rows);
  }
  expect(new Set(seen.map((record) => record.recordId)).size).toBe(POSTS);
  // Latest deletion first, also among deletions of one statement (one `deleted_at`).
  expect(seen.map((record) => record.revisionId)).toEqual(seen.map((record) => record.revisionId).sort((a, b) => b - a));
  expect(seen.every((record) => record.title.startsWith(TITLE))).toBe(true);
  expect((await adminDeletedRecordsPage(editor, query(POSTS / 25 + 1))).rows).toEqual([]);

  const byTitle = await adminDeletedRecordsPage(editor, { ...query(2), sort: { column: 'title', direction: 'asc' } });
  expect(byTitle.rows[0]!.title).toBe(`${TITLE} 026`);
  expect((await adminDeletedRecordsPage(editor, query(1, `${TITLE} 123`))).rows.map((record) => record.title)).toEqual([`${TITLE} 123`]);
});

test('a deleted post from the second page is restored and leaves the list', async () => {
  const record = (await adminDeletedRecordsPage(editor, query(2))).rows[3]!;
  await adminRestoreRevision(editor, record.revisionId);
  expect((await adminGetBlogPost(editor, record.recordId)).title_cs).toBe(record.title);

  const after = await adminDeletedRecordsPage(editor, query(1));
  expect(after.total).toBe(POSTS - 1);
  expect((await adminDeletedRecordsPage(editor, query(1, record.title))).rows).toEqual([]);
});

test('a signed-in user without a staff role sees no deleted records', async () => {
  const user = await signedInTestClient<Database>(backend, 'user@example.com', 'user12345');
  expect(await adminDeletedRecordsPage(user, query(1, ''))).toEqual({ rows: [], total: 0 });
});
