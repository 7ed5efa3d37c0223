import { LOCALES, blogPostAlternates, getBlogPostHref, pickTranslated, type Locale } from '@app/i18n';
import type { PublisherRead, RecordPagesReader } from '../content-types/content-type';
import type { PublicBlogPostRow, PublicBlogPostSummaryRow } from './blog-post-rows';
import { postLastPublicChange } from './post-last-change';
import {
  fetchBlogPostAuthorNames,
  fetchBlogPostTexts,
  fetchBlogSlugRedirects,
  fetchPublicBlogPostsWithoutText,
  type PublicBlogPostText,
  type PublicBlogPostWithoutText,
} from './post-pages-api';

interface KnownPost {
  /** The row without its texts as last read, serialized: the post object is reused while it is unchanged. */
  withoutText: string;
  text: PublicBlogPostText;
  authorName: string | null;
  post: PublicBlogPostRow;
}

/** A post's columns as the blog list shows them, in the order the list's own query gives them. */
function summaryOf(row: PublicBlogPostWithoutText): PublicBlogPostSummaryRow {
  const { author_id: _author, meta_title_cs: _cs, meta_title_en: _en, meta_title_de: _de, og_image_url_cs: _ogCs, og_image_url_en: _ogEn, og_image_url_de: _ogDe, cover: _cover, ...summary } = row;
  return summary;
}

/** The post as its page reads it (fetchBlogPostBySlug's row): the columns in the order of that query. */
function postOf(row: PublicBlogPostWithoutText, summary: PublicBlogPostSummaryRow, text: PublicBlogPostText, authorName: string | null): PublicBlogPostRow {
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

/** Old URLs of renamed posts, and a post's Czech slug in another language, answer with a 301 to the current URL. */
async function slugRedirects(read: PublisherRead, slugsById: ReadonlyMap<string, Record<Locale, string>>): Promise<{ from: string; to: string }[]> {
  // Only public posts' old slugs are readable.
  const oldSlugs = (await read('blog slug redirects', fetchBlogSlugRedirects)) ?? [];
  const redirects = oldSlugs.flatMap(({ locale, old_slug: oldSlug, post_id: postId }) => {
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
  return redirects;
}

/**
 * The publisher's reader of the posts, each with a page, that remembers them between reads: every read
 * asks for every post without its texts (the blog list's rows are made from them) and old slugs, and for
 * the texts and the author of only the posts that are new or were edited since (their `updated_at` moved).
 * An unchanged post keeps the same object from read to read, so what is derived from it can be kept too.
 */
export function createPostPagesReader(): RecordPagesReader<PublicBlogPostSummaryRow[], PublicBlogPostRow> {
  let known = new Map<string, KnownPost>();

  return async (read, strict) => {
    const rows = await read('blog posts', fetchPublicBlogPostsWithoutText);
    const summaries = rows?.map(summaryOf);

    const stale = (rows ?? []).filter((row) => known.get(row.id)?.post.updated_at !== row.updated_at);
    const texts = await read('blog post texts', (reader) => fetchBlogPostTexts(reader, stale.map((row) => row.id)));
    const authors = (await read('blog post authors', (reader) => fetchBlogPostAuthorNames(reader, stale.map((row) => row.id)))) ?? new Map<string, string | null>();

    const current = new Map<string, KnownPost>();
    const records: PublicBlogPostRow[] = [];
    const pages: { id: string; slug: string; alternates: Record<Locale, string>; lastChange: string }[] = [];
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
      records.push(entry.post);
      slugsById.set(row.id, Object.fromEntries(LOCALES.map((locale) => [locale, pickTranslated(summary, 'slug', locale)])) as Record<Locale, string>);
      pages.push({ id: summary.id, slug: summary.slug_cs, alternates: blogPostAlternates(summary), lastChange: postLastPublicChange(summary) });
    }
    known = current;
    return { rows: summaries, records, pages, redirects: await slugRedirects(read, slugsById) };
  };
}
