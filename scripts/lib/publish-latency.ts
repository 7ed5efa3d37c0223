import { pollUntil } from './poll';
import { adminPublishState } from '@app/content';
import { signedInTestClient } from '@app/local-backend';
import type { Database } from '@app/supabase';
import { DEMO_EDITOR } from './admin-routes';
import { summarizeLatency, type Latency } from './latency';
import type { Stack } from './stack';


/**
 * "Publish to live": the time from a committed update of a published post (as the database owner, i.e. not
 * through any UI) to the served HTML of its prerendered page containing the change, over `runs` changes.
 * Needs a stack started with its publisher. The page is polled every 25 ms over loopback.
 */
export async function measurePublishToLive(stack: Stack, runs = 5, timeoutMs = 60_000): Promise<Latency> {
  const { rows } = await stack.backend.db.query<{ id: string; slug: string }>(
    "insert into public.blog_posts (title_cs, slug_cs, excerpt_cs, published) values ('Měření publikace', 'mereni-publikace', 'Perex', true) returning id::text as id, slug_cs as slug",
  );
  const post = rows[0]!;
  const url = `${stack.hostUrl}/blog/${post.slug}`;
  const waitFor = (text: string, since: number) =>
    pollUntil(
      async () => {
        const response = await fetch(url);
        return response.ok && (await response.text()).includes(text) ? Date.now() - since : undefined;
      },
      { timeoutMs, intervalMs: 25, what: `${url} showed "${text}"` },
    );
  await waitFor('Měření publikace', Date.now());
  const results: number[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const marker = `Měření publikace ${run} ${Date.now().toString(36)}`;
      const committedAt = Date.now();
      await stack.backend.db.query('update public.blog_posts set title_cs = $2 where id = $1', [post.id, marker]);
      results.push(await waitFor(marker, committedAt));
      // Let the publisher settle, so each run starts from an idle publisher.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  } finally {
    await stack.backend.db.query('delete from public.blog_posts where id = $1', [post.id]);
  }
  return summarizeLatency(results);
}

export interface SaveToLive {
  /** From the save's answer until a read of publish_state says live, polled every `pollMs` as the editor polls. */
  seen: Latency;
  /** What the editor is told: seconds_to_live, from the saving transaction until the render that covered it finished. */
  recorded: Latency;
  pollMs: number;
}

/**
 * "Save to live as the editor sees it": the demo editor saves a published post through supabase-js (as the
 * back office does), then reads its publish state (publish_state through @app/content, as the editor's
 * status does) right away and every `pollMs` until it says live, over `runs` saves. Needs a stack started
 * with its publisher.
 */
export async function measureSaveToLiveAsSeen(stack: Stack, runs = 5, pollMs = 200, timeoutMs = 60_000): Promise<SaveToLive> {
  if (!stack.publisher) throw new Error('measureSaveToLiveAsSeen needs startStack({ publisher: true })');
  const editor = await signedInTestClient<Database>(stack.backend, DEMO_EDITOR.email, DEMO_EDITOR.password);
  const untilLive = (id: string, savedAt: number) =>
    pollUntil(
      async () => {
        const state = await adminPublishState(editor, 'blog_posts', id);
        if (state.state === 'failed') throw new Error(`publishing failed: ${state.error}`);
        return state.state === 'live' ? { seen: Date.now() - savedAt, recorded: (state.secondsToLive ?? 0) * 1000 } : undefined;
      },
      { timeoutMs, intervalMs: pollMs, what: 'the save was live' },
    );

  const created = await editor
    .from('blog_posts')
    .insert({ title_cs: 'Měření uložení', slug_cs: 'mereni-ulozeni', excerpt_cs: 'Perex', published: true })
    .select('id')
    .single();
  if (created.error) throw new Error(`the post could not be created: ${created.error.message}`);
  const id = created.data.id;
  await untilLive(id, Date.now());
  const seen: number[] = [];
  const recorded: number[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const saved = await editor.from('blog_posts').update({ title_cs: `Měření uložení ${run}` }).eq('id', id);
      if (saved.error) throw new Error(`the save failed: ${saved.error.message}`);
      const result = await untilLive(id, Date.now());
      seen.push(result.seen);
      recorded.push(result.recorded);
    }
  } finally {
    await stack.backend.db.query('delete from public.blog_posts where id = $1', [id]);
    await editor.auth.signOut();
  }
  return { seen: summarizeLatency(seen), recorded: summarizeLatency(recorded), pollMs };
}

