import { loadRuntimeConfig, type AppSupabaseClient } from '@app/supabase';
import type { PageKey } from '@app/i18n';
import type { ContentTypeDefinition } from '../content-types/content-type';
import { CONTENT_TYPES, CONTENT_TYPE_NAMES } from '../content-types/registry';
import { inListValue } from './admin-api';
import type { PrepublishContext, PrepublishLookups, PrepublishMedia } from './prepublish-checks';

const MEDIA_COLUMNS = 'id, path, file_name, size_bytes, width, variants_status, variants_error, alt_cs, alt_en, alt_de';

async function readMedia(client: AppSupabaseClient, lookups: PrepublishLookups): Promise<PrepublishMedia[]> {
  const requests = [
    lookups.mediaPaths.length > 0 ? client.from('media_assets').select(MEDIA_COLUMNS).in('path', lookups.mediaPaths) : null,
    lookups.coverMediaId ? client.from('media_assets').select(MEDIA_COLUMNS).eq('id', lookups.coverMediaId) : null,
  ];
  const found = new Map<string, PrepublishMedia>();
  for (const answer of await Promise.all(requests.map(async (request) => (request ? await request : null)))) {
    if (!answer) continue;
    if (answer.error) throw answer.error;
    for (const asset of answer.data) found.set(asset.id, asset);
  }
  return [...found.values()];
}

/** The published posts the links name (by any language's slug, or by a former slug the site redirects). */
async function readLinkedPosts(client: AppSupabaseClient, slugs: readonly string[]): Promise<Pick<PrepublishContext, 'posts' | 'redirects'>> {
  if (slugs.length === 0) return { posts: [], redirects: [] };
  const list = `(${slugs.map(inListValue).join(',')})`;
  const redirects = await client.from('blog_post_slug_redirects').select('locale, old_slug, post_id').in('old_slug', [...slugs]);
  if (redirects.error) throw redirects.error;
  const redirectedIds = [...new Set(redirects.data.map((redirect) => redirect.post_id))];
  const named = [`slug_cs.in.${list}`, `slug_en.in.${list}`, `slug_de.in.${list}`];
  if (redirectedIds.length > 0) named.push(`id.in.(${redirectedIds.join(',')})`);
  const posts = await client.from('blog_posts').select('id, slug_cs, slug_en, slug_de').eq('published', true).or(named.join(','));
  if (posts.error) throw posts.error;
  const published = new Set(posts.data.map((post) => post.id));
  return {
    posts: posts.data,
    redirects: redirects.data.filter((redirect) => published.has(redirect.post_id)),
  };
}

/** The element ids the registered types' records set on the pages the links name an element of (a module's section). */
async function readPageAnchors(client: AppSupabaseClient, pages: readonly PageKey[]): Promise<PrepublishContext['pageAnchors']> {
  const anchored = CONTENT_TYPE_NAMES.flatMap((name) => {
    const { pageAnchors }: ContentTypeDefinition = CONTENT_TYPES[name];
    return pageAnchors && pages.includes(pageAnchors.page) ? [pageAnchors] : [];
  });
  const found: PrepublishContext['pageAnchors'] = {};
  for (const [page, anchors] of await Promise.all(anchored.map(async ({ page, read }) => [page, await read(client)] as const))) {
    found[page] = [...(found[page] ?? []), ...anchors];
  }
  return found;
}

/** Whether the database refuses to publish a post without its English or German version (staff only). */
export async function fetchPublishingRules(client: AppSupabaseClient): Promise<{ requireCompleteTranslations: boolean }> {
  const { data, error } = await client.rpc('publishing_rules');
  if (error) throw error;
  const rules = data && typeof data === 'object' && !Array.isArray(data) ? data : {};
  return { requireCompleteTranslations: rules.require_complete_translations === true };
}

/**
 * What the checks before publishing compare a post with (prepublishLookups says what it needs): its
 * library images, the published posts and the records' sections of pages its links name, and the publishing rules. Staff only.
 */
export async function loadPrepublishContext(client: AppSupabaseClient, lookups: PrepublishLookups, siteOrigins: readonly string[]): Promise<PrepublishContext> {
  const [media, linked, pageAnchors, rules] = await Promise.all([
    readMedia(client, lookups),
    readLinkedPosts(client, lookups.postSlugs),
    readPageAnchors(client, lookups.anchoredPages),
    fetchPublishingRules(client),
  ]);
  return { media, ...linked, pageAnchors, siteOrigins, requireCompleteTranslations: rules.requireCompleteTranslations };
}

/** The origins whose absolute links count as the site's own: the page's, and the site URL of /config.json when set. */
export async function prepublishSiteOrigins(pageOrigin: string): Promise<string[]> {
  const configured = await loadRuntimeConfig()
    .then((config) => (config.siteUrl ? new URL(config.siteUrl).origin : null))
    .catch(() => null);
  return [...new Set([pageOrigin, ...(configured ? [configured] : [])])];
}
