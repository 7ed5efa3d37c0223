import {
  createPagedContentReader,
  fetchPublicContactInfo,
  fetchPublicMediaImages,
  fetchPublicStoredImages,
  readListedContent,
  type ContentTable,
  type PublisherRead,
  type RecordPage,
} from '@app/content';
import type { ReadClient } from '@app/supabase';
import type { PermanentRedirect, SiteContent } from '@app/shell/server';

/** What a render reads from the database besides the content pages render with. */
export interface ReadSite {
  content: SiteContent;
  /** The pages of the records of every type with a page per record (the posts whose full row could be read). */
  recordPages: (RecordPage & { table: ContentTable })[];
  redirects: PermanentRedirect[];
}

/** Reads the public content; a failed read leaves its part out (built-in content) unless strict. */
export type SiteReader = (client: ReadClient, strict: boolean) => Promise<ReadSite>;

/**
 * A reader of the site's content: every read asks for each listed type's rows with its page's query, the
 * contact details and images, and has each type with a page per record read its records with its own
 * reader (from the registry), which remembers them between reads: an unchanged record keeps the same
 * object, so what is derived from it can be kept too.
 */
export function createSiteReader(): SiteReader {
  const readPagedContent = createPagedContentReader();

  return async (client, strict) => {
    const read: PublisherRead = async (label, fetchIt) => {
      try {
        return await fetchIt(client);
      } catch (error) {
        if (strict) throw new Error(`${label} could not be read`, { cause: error });
        console.warn(`prerender: ${label} could not be read, its pages use built-in content:`, error);
        return undefined;
      }
    };
    const paged = await readPagedContent(read, strict);
    const content: SiteContent = {
      ...(await readListedContent(read)),
      ...paged.lists,
      records: paged.records,
      contactInfo: await read('contact info', fetchPublicContactInfo),
      media: await read('media images', fetchPublicMediaImages),
      storedImages: await read('stored images', fetchPublicStoredImages),
    };
    return { content, recordPages: paged.pages, redirects: paged.redirects };
  };
}
