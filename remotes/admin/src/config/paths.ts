import { ADMIN_BASE_PATH } from '@app/remote-contract';
import { CONTENT_TYPES, CONTENT_TYPE_NAMES, contentTypeOfTable, type ContentTable, type ContentTypeName } from '@app/content';

const base = ADMIN_BASE_PATH;

type ContentListPath = (typeof CONTENT_TYPES)[ContentTypeName]['admin']['path'];
type ContentPaths = { [Path in ContentListPath]: string } & { [Path in ContentListPath as `${Path}New`]: string };

/** Each content type's list (/admin/<path>) and its new record's editor (/admin/<path>/new). */
function contentPaths(): ContentPaths {
  const paths: Record<string, string> = {};
  for (const name of CONTENT_TYPE_NAMES) {
    const { path } = CONTENT_TYPES[name].admin;
    paths[path] = `${base}/${path}`;
    paths[`${path}New`] = `${base}/${path}/new`;
  }
  return paths as ContentPaths;
}

/** Every admin path, declared once, below where the host mounts the remote. */
export const ADMIN_PATHS = {
  dashboard: base,
  ...contentPaths(),
  users: `${base}/users`,
  settings: `${base}/settings`,
  imageGenerator: `${base}/image-generator`,
  enquiries: `${base}/enquiries`,
  visits: `${base}/visits`,
  media: `${base}/media`,
  personalData: `${base}/personal-data`,
  site: '/',
} as const;

/** The content records other screens link to (the last edited ones, where an image is used). */
export type ContentRecordTable = ContentTable;

/** What a record is, in a word. */
export const RECORD_KIND = Object.fromEntries(
  CONTENT_TYPE_NAMES.map((name) => [CONTENT_TYPES[name].table, CONTENT_TYPES[name].admin.recordKind]),
) as Record<ContentRecordTable, string>;

/** The editor of one record (modules use /admin/modules/edit/{id}). */
export function editPathOf(table: ContentRecordTable, id: string): string {
  return `${base}/${contentTypeOfTable(table).admin.editorPath}/${id}`;
}
