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
  const waitFor = async (text: string, since: number) => {
    for (;;) {
      const response = await fetch(url);
      if (response.ok && (await response.text()).includes(text)) return Date.now() - since;
      if (Date.now() - since > timeoutMs) throw new Error(`${url} did not show "${text}" within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
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
