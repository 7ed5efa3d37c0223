import type { ContentPublicData } from '../content-types/content-type';
import { fetchPublishedBlogPosts } from './public-list-api';

/**
 * What the public pages read: a module of its own, so a page takes only this of its type's definition.
 * The list's posts, newest first; the list pages embed and fetch them a page at a time (the host's
 * blogListDataKey), and the publisher also gives each post its own page (the site reader's).
 */
export const blogPostPublicData = { key: 'blog posts', read: fetchPublishedBlogPosts } as const satisfies ContentPublicData;
