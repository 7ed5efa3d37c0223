import { ADMIN_BASE_PATH } from '@app/remote-contract';

const base = ADMIN_BASE_PATH;

/** Every admin path, declared once, below where the host mounts the remote. */
export const ADMIN_PATHS = {
  dashboard: base,
  blog: `${base}/blog`,
  blogNew: `${base}/blog/new`,
  modules: `${base}/modules`,
  modulesNew: `${base}/modules/new`,
  references: `${base}/references`,
  referencesNew: `${base}/references/new`,
  pricing: `${base}/pricing`,
  pricingNew: `${base}/pricing/new`,
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
export type ContentRecordTable = 'blog_posts' | 'modules' | 'references' | 'pricing_plans';

/** What a record is, in a word. */
export const RECORD_KIND: Record<ContentRecordTable, string> = {
  blog_posts: 'Článek',
  modules: 'Modul',
  references: 'Reference',
  pricing_plans: 'Cenový plán',
};

const EDITOR_BASE: Record<ContentRecordTable, string> = {
  blog_posts: ADMIN_PATHS.blog,
  modules: `${ADMIN_PATHS.modules}/edit`,
  references: ADMIN_PATHS.references,
  pricing_plans: ADMIN_PATHS.pricing,
};

/** The editor of one record (modules use /admin/modules/edit/{id}). */
export function editPathOf(table: ContentRecordTable, id: string): string {
  return `${EDITOR_BASE[table]}/${id}`;
}
