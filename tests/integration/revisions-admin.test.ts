/**
 * The revisions data layer (shared/content/src/revisions) through supabase-js: history, restore, the
 * deleted view, and a save over a newer version refused.
 */
import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import type { AppSupabaseClient, Database } from '@app/supabase';
import {
  DELETED_LIST_SPEC,
  adminCreateBlogPost,
  adminDeleteBlogPost,
  adminGetBlogPost,
  adminDeletedRecordsPage,
  adminListRevisions,
  adminRestoreRevision,
  adminUpdateBlogPost,
  saveConflictOf,
  type BlogPostDraft,
} from '@app/content';

let backend: RunningBackend;
let editor: AppSupabaseClient;
let editorId: string;

async function signedIn(email: string, password: string): Promise<{ client: AppSupabaseClient; id: string }> {
  const client = createTestClient<Database>(backend);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, id: data.user.id };
}

beforeAll(async () => {
  backend = await startTestBackend();
  ({ client: editor, id: editorId } = await signedIn('editor@example.com', 'editor1234'));
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

async function newPost(title: string) {
  const existing = await adminGetBlogPost(editor, (await editor.from('blog_posts').select('id').limit(1).single()).data!.id);
  const { id: _id, author_id: _author, created_at: _created, updated_at: _updated, ...template } = existing;
  const unique = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const draft: BlogPostDraft = { ...template, title_cs: title, slug_cs: `revize-${unique}`, slug_en: null, slug_de: null, published: false };
  return adminCreateBlogPost(editor, draft, editorId);
}

test('the history lists each save newest first with who saved; restoring the first brings its text back', async () => {
  const post = await newPost('Revize první');
  const second = await adminUpdateBlogPost(editor, post.id, { ...post, title_cs: 'Revize druhá' }, editorId, post.updated_at);
  const history = await adminListRevisions(editor, 'blog_posts', post.id);
  expect(history.map((revision) => [revision.operation, revision.actorName])).toEqual([
    ['update', 'Erik Editor'],
    ['insert', 'Erik Editor'],
  ]);
  expect(history[0]!.changedFields).toEqual(['title_cs']);

  await adminRestoreRevision(editor, history[1]!.id);
  expect((await adminGetBlogPost(editor, post.id)).title_cs).toBe('Revize první');
  expect((await adminListRevisions(editor, 'blog_posts', post.id))[0]!.operation).toBe('restore');

  // The restore made `second` outdated: saving over it is refused and names the editor.
  const refused = await adminUpdateBlogPost(editor, post.id, { ...second, title_cs: 'Pozdě' }, editorId, second.updated_at).catch((error: unknown) => error);
  expect(saveConflictOf(refused)).toMatchObject({ changedBy: 'Erik Editor' });
});

const deletedPosts = (search = '') =>
  adminDeletedRecordsPage(editor, { search, filters: { tabulka: 'blog_posts' }, sort: DELETED_LIST_SPEC.defaultSort, page: 1, pageSize: 25 });

test('a deleted post is listed under deleted until it is restored, with its id', async () => {
  const post = await newPost('Smazat a vrátit');
  await adminDeleteBlogPost(editor, post.id);
  const deleted = await deletedPosts();
  const entry = deleted.rows.find((record) => record.recordId === post.id);
  expect(entry).toMatchObject({ table: 'blog_posts', actorName: 'Erik Editor', title: 'Smazat a vrátit' });

  await adminRestoreRevision(editor, entry!.revisionId);
  expect((await adminGetBlogPost(editor, post.id)).title_cs).toBe('Smazat a vrátit');
  expect((await deletedPosts()).rows.some((record) => record.recordId === post.id)).toBe(false);
});

test('a signed-in user without a staff role sees no history', async () => {
  const { client: user } = await signedIn('user@example.com', 'user12345');
  const { data } = await editor.from('blog_posts').select('id').limit(1).single();
  expect(await adminListRevisions(user, 'blog_posts', data!.id)).toEqual([]);
});
