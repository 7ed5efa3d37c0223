import type { Locale, MessageSection } from '@app/i18n';
import type { ContentPreviewKind } from '@app/remote-contract';
import type { Database, ReadClient } from '@app/supabase';

/** A table of the public schema. */
export type PublicTable = keyof Database['public']['Tables'];

/**
 * Everything the TypeScript side knows about one content type; the admin's routes and sections, the record
 * kinds, the preview, the public data keys and the publisher's reading derive from it. Plain values and the
 * public read the type's page already imports, so a page importing its own definition adds a few bytes.
 * The SQL side's counterpart is `private.register_content_type` (docs/adding-a-content-type.md).
 */
export interface ContentTypeDefinition<Rows = unknown> {
  /** `private.content_types.kind`: what search results say a record is. */
  kind: string;
  table: PublicTable;
  languages: readonly Locale[];
  /** The back office shows its records' translation status ("chybí EN/DE"): registered with `translation_complete`. */
  tracksTranslations: boolean;
  admin: {
    /** The list's path below /admin; its editor is `<editorPath>/:id` ("new" for a new record). */
    path: string;
    editorPath: string;
    /** The navigation's and the dashboard's tile. */
    section: { title: string; description: string };
    /** What a record is, in a word (recent changes, where an image is used). */
    recordKind: string;
  };
  /** The unsaved draft drawn by the public site's components (/admin/nahled/<kind>), with the texts they read. */
  preview?: { kind: ContentPreviewKind; messageSection: MessageSection };
  publicData: ContentPublicData<Rows>;
  /** 'list': the publisher runs the page's query; 'posts': it makes the rows from its own reading of the posts. */
  publisherReads: 'list' | 'posts';
}

/**
 * What the public pages read: the key the publisher passes the rows under, and the query both the browser
 * and the publisher run. Its own module per type (`<type>-public-data.ts`): a public page imports only it.
 */
export interface ContentPublicData<Rows = unknown> {
  key: string;
  read: (client: ReadClient) => Promise<Rows>;
}
