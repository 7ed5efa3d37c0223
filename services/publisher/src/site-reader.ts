import {
  fetchBlogPostAuthorNames,
  fetchBlogPostTexts,
  fetchBlogSlugRedirects,
  fetchPublicBlogPostsWithoutText,
  fetchPublicContactInfo,
  fetchPublicMediaImages,
  fetchPublicStoredImages,
  readListedContent,
  type PublicBlogPostSummaryRow,
  type PublicBlogPostText,
  type PublicBlogPostWithoutText,
} from '@app/content';
import { LOCALES, blogPostAlternates, getBlogPostHref, pickTranslated, type Locale } from '@app/i18n';
import type { ReadClient } from '@app/supabase';
import type { PermanentRedirect, PublicBlogPost, SiteContent } from '@app/shell/server';

/** What a render reads from the database besides the content pages render with. */
export interface ReadSite {
  content: SiteContent;
  /** The blog list's posts that have a page (their full row could be read). */
  posts: { summary: PublicBlogPostSummaryRow; alternates: Record<Locale, string> }[];
  redirects: PermanentRedirect[];
}

/** Reads the public content; a failed read leaves its part out (built-in content) unless strict. */
export type SiteReader = (client: ReadClient, strict: boolean) => Promise<ReadSite>;

interface KnownPost {
  /** The row without its texts as last read, serialized: the post object is reused while it is unchanged. */
  withoutText: string;
  text: PublicBlogPostText;
  authorName: string | null;
  post: PublicBlogPost;
}

/** A post's columns as the blog list shows them, in the order the list's own query gives them. */
function summaryOf(row: PublicBlogPostWithoutText): PublicBlogPostSummaryRow {
  const { author_id: _author, meta_title_cs: _cs, meta_title_en: _en, meta_title_de: _de, og_image_url_cs: _ogCs, og_image_url_en: _ogEn, og_image_url_de: _ogDe, cover: _cover, ...summary } = row;
  return summary;
}

/** The post as its page reads it (fetchBlogPostBySlug's row): the columns in the order of that query. */
function postOf(row: PublicBlogPostWithoutText, summary: PublicBlogPostSummaryRow, text: PublicBlogPostText, authorName: string | null): PublicBlogPost {
  const { author_id, meta_title_cs, meta_title_en, meta_title_de, og_image_url_cs, og_image_url_en, og_image_url_de, cover } = row;
  return {
    ...summary,
    content_cs: text.content_cs,
    content_en: text.content_en,
    content_de: text.content_de,
    author_id,
    meta_title_cs,
    meta_title_en,
    meta_title_de,
    og_image_url_cs,
    og_image_url_en,
    og_image_url_de,
    cover,
    author_name: authorName,
  };
}

/**
 * A reader of the site's content that remembers the posts between reads: every read asks for each list
 * (modules, plans, references, contact, every post without its texts, old slugs), and for the texts and
 * the author of only the posts that are new or were edited since (their `updated_at` moved). An unchanged
 * post keeps the same object from read to read, so what is derived from it can be kept too.
 */
export function createSiteReader(): SiteReader {
  let known = new Map<string, KnownPost>();

  return async (client, strict) => {
    const read = async <T>(label: string, fetchIt: (client: ReadClient) => Promise<T>): Promise<T | undefined> => {
      try {
        return await fetchIt(client);
      } catch (error) {
        if (strict) throw new Error(`${label} could not be read`, { cause: error });
        console.warn(`prerender: ${label} could not be read, its pages use built-in content:`, error);
        return undefined;
      }
    };
    const rows = await read('blog posts', fetchPublicBlogPostsWithoutText);
    const summaries = rows?.map(summaryOf);
    const content: SiteContent = {
      ...(await readListedContent(read)),
      blogPosts: summaries,
      contactInfo: await read('contact info', fetchPublicContactInfo),
      media: await read('media images', fetchPublicMediaImages),
      storedImages: await read('stored images', fetchPublicStoredImages),
    };

    const stale = (rows ?? []).filter((row) => known.get(row.id)?.post.updated_at !== row.updated_at);
    const texts = await read('blog post texts', (reader) => fetchBlogPostTexts(reader, stale.map((row) => row.id)));
    const authors = (await read('blog post authors', (reader) => fetchBlogPostAuthorNames(reader, stale.map((row) => row.id)))) ?? new Map<string, string | null>();

    const current = new Map<string, KnownPost>();
    const fullPosts: PublicBlogPost[] = [];
    const posts: ReadSite['posts'] = [];
    const slugsById = new Map<string, Record<Locale, string>>();
    for (const [index, row] of (rows ?? []).entries()) {
      const summary = summaries![index]!;
      const previous = known.get(row.id);
      const withoutText = JSON.stringify(row);
      const fresh = texts?.get(row.id);
      const text = fresh ?? (previous?.post.updated_at === row.updated_at ? previous.text : undefined);
      // A post published between the two reads, or one whose text could not be read: it has no page.
      if (!text) {
        if (strict && texts) throw new Error(`blog post ${row.slug_cs} could not be read`);
        continue;
      }
      const authorName = authors.has(row.id) ? (authors.get(row.id) ?? null) : (previous?.authorName ?? null);
      const unchanged = previous && !fresh && previous.withoutText === withoutText && previous.authorName === authorName;
      const entry: KnownPost = unchanged ? previous : { withoutText, text, authorName, post: postOf(row, summary, text, authorName) };
      current.set(row.id, entry);
      fullPosts.push(entry.post);
      slugsById.set(row.id, Object.fromEntries(LOCALES.map((locale) => [locale, pickTranslated(summary, 'slug', locale)])) as Record<Locale, string>);
      posts.push({ summary, alternates: blogPostAlternates(summary) });
    }
    known = current;
    content.posts = fullPosts;

    // Old URLs of renamed posts (only public posts' are readable) answer with a 301 to the current URL.
    const slugRedirects = (await read('blog slug redirects', fetchBlogSlugRedirects)) ?? [];
    const redirects = slugRedirects.flatMap(({ locale, old_slug: oldSlug, post_id: postId }) => {
      const slugs = slugsById.get(postId);
      const from = getBlogPostHref(oldSlug, locale);
      const to = slugs ? getBlogPostHref(slugs[locale], locale) : null;
      return to && to !== from ? [{ from, to }] : [];
    });
    // The app also opens an English or German post by its Czech slug; that URL answers with a 301 to the
    // language's own one, so it neither 404s nor duplicates the page.
    for (const slugs of slugsById.values()) {
      for (const locale of LOCALES) {
        const from = getBlogPostHref(slugs.cs, locale);
        const to = getBlogPostHref(slugs[locale], locale);
        if (from !== to) redirects.push({ from, to });
      }
    }
    return { content, posts, redirects };
  };
}
