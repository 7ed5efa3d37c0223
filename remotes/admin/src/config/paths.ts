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
  media: `${base}/media`,
  signIn: '/auth',
  site: '/',
} as const;
