/** Every admin path, declared once. */
export const ADMIN_PATHS = {
  dashboard: '/admin',
  blog: '/admin/blog',
  blogNew: '/admin/blog/new',
  modules: '/admin/modules',
  modulesNew: '/admin/modules/new',
  references: '/admin/references',
  referencesNew: '/admin/references/new',
  pricing: '/admin/pricing',
  pricingNew: '/admin/pricing/new',
  users: '/admin/users',
  settings: '/admin/settings',
  imageGenerator: '/admin/image-generator',
  enquiries: '/admin/enquiries',
  signIn: '/auth',
  site: '/',
} as const;
