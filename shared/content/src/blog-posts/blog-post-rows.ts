/** The rows the public pages read, apart from the queries: the display logic shapes them without importing the queries. */
import type { Database } from '@app/supabase';

type BlogPostTableRow = Database['public']['Tables']['blog_posts']['Row'];

/** A post of the public blog list (every language's columns; the page picks per field). */
export type PublicBlogPostSummaryRow = Pick<
  BlogPostTableRow,
  | 'id'
  | 'title_cs'
  | 'title_en'
  | 'title_de'
  | 'slug_cs'
  | 'slug_en'
  | 'slug_de'
  | 'excerpt_cs'
  | 'excerpt_en'
  | 'excerpt_de'
  | 'category_cs'
  | 'category_en'
  | 'category_de'
  | 'published'
  | 'featured'
  | 'read_time'
  | 'created_at'
  | 'publish_at'
  | 'updated_at'
  | 'image_url'
  | 'meta_description_cs'
  | 'meta_description_en'
  | 'meta_description_de'
>;

/** A post as its detail page reads it, with its author's public name (null when none). */
export type PublicBlogPostRow = PublicBlogPostSummaryRow &
  Pick<
    BlogPostTableRow,
    | 'content_cs'
    | 'content_en'
    | 'content_de'
    | 'author_id'
    | 'meta_title_cs'
    | 'meta_title_en'
    | 'meta_title_de'
    | 'og_image_url_cs'
    | 'og_image_url_en'
    | 'og_image_url_de'
  > & {
    author_name?: string | null;
    /** The cover's library image (alt texts and size), when the cover was chosen from the media library. */
    cover?: PublicCoverMedia | null;
    /** The cover drawn by the server per language (its `<picture>` markup), added where pages are prerendered. */
    cover_markup?: Partial<Record<'cs' | 'en' | 'de', string>>;
  };

/** What the public page needs of a library image to show it without layout shift. */
export interface PublicCoverMedia {
  width: number;
  height: number;
  alt_cs: string;
  alt_en: string | null;
  alt_de: string | null;
  /** Its resized copies (media_assets.variants; parseMediaVariants), empty until the worker made them. */
  variants?: unknown;
  /** Its 1200 × 630 Open Graph JPEG, once made. */
  og_image_path?: string | null;
}

/** When a post went (or goes) live: its scheduled time, else when it was written. */
export function postPublishedAt(post: Pick<BlogPostTableRow, 'publish_at' | 'created_at'>): string {
  return post.publish_at ?? post.created_at;
}
