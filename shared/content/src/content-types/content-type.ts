import type { Locale, MessageSection, PageKey } from '@app/i18n';
import type { ContentPreviewKind } from '@app/remote-contract';
import type { AppSupabaseClient, Database, ReadClient } from '@app/supabase';

/** A table of the public schema. */
export type PublicTable = keyof Database['public']['Tables'];

/**
 * Everything the TypeScript side knows about one content type; the admin's routes, sections and figures, the
 * record kinds, the preview, the public data keys, the publisher's reading and what other areas show of
 * the type derive from it. Plain values and small functions of the type's own folder that need nothing of
 * the registry (a public page imports its `…PublicData`, never this).
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
    /** The dashboard's figures of the type, in order; none: the dashboard counts nothing of it. */
    figures?: readonly DashboardFigure[];
    /** Columns holding a list of images (`parseListedImages` reads them): the history compares them image by image. */
    imageLists?: readonly string[];
    /** The database's refusal of a save or a restore that the type words itself (null: not one of its refusals). */
    refusalMessage?: (error: unknown) => string | null;
  };
  /** The unsaved draft drawn by the public site's components (/admin/nahled/<kind>), with the texts they read. */
  preview?: { kind: ContentPreviewKind; messageSection: MessageSection };
  publicData: ContentPublicData<Rows>;
  /** The element ids the records set on a public page (a section each): links to them are checked before publishing. */
  pageAnchors?: { page: PageKey; read: (client: AppSupabaseClient) => Promise<string[]> };
  /**
   * A page of its own per record (posts): the publisher reads the records with the type's reader in the
   * registry's `RECORD_PAGE_READERS`, which makes the list's rows too. Without it, the publisher runs the
   * page's query (`publicData.read`).
   */
  pagePerRecord?: true;
}

/**
 * What the public pages read: the key the publisher passes the rows under, and the query both the browser
 * and the publisher run. Its own module per type (`<type>-public-data.ts`): a public page imports only it.
 */
export interface ContentPublicData<Rows = unknown> {
  key: string;
  read: (client: ReadClient) => Promise<Rows>;
}

/** One figure of the dashboard: what it counts, and the filter of the type's list that shows those records. */
export interface DashboardFigure {
  label: string;
  /** The list's query string (`stav=koncept`). */
  listFilter: string;
  /** Shown only when it counts something (scheduled posts). */
  onlyWhenAny?: boolean;
  count: (client: AppSupabaseClient, now: Date) => Promise<number>;
}

/** How the publisher runs a query: it decides what a failed read gives (undefined: built-in content) or throws. */
export type PublisherRead = <T>(label: string, query: (client: ReadClient) => Promise<T>) => Promise<T | undefined>;

/**
 * Reads a type's records with a page each, for one render; a reader remembers the records between reads,
 * so an unchanged record keeps its object (and what is derived from it).
 */
export type RecordPagesReader<Rows = unknown, PageRecord = unknown> = (read: PublisherRead, strict: boolean) => Promise<RecordPagesRead<Rows, PageRecord>>;

export interface RecordPagesRead<Rows = unknown, PageRecord = unknown> {
  /** The list page's rows, as `publicData.read` gives them (undefined: their read failed). */
  rows: Rows | undefined;
  /** Every record that has a page, as its page reads it. */
  records: PageRecord[];
  /** The records' pages, in the order of the type's list. */
  pages: RecordPage[];
  /** Old addresses of the pages that answer with a 301 to the current ones. */
  redirects: { from: string; to: string }[];
}

export interface RecordPage {
  id: string;
  /** How a page that failed to render names its record to the editor (the Czech slug). */
  slug: string;
  /** The page's address in each language. */
  alternates: Record<Locale, string>;
  /** When the record last changed as the public sees it (its last edit, or its going live if later). */
  lastChange: string;
}
