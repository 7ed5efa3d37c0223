import { SITEMAP_FILE } from './sitemap';
import { absoluteUrl } from './urls';

/** Language-neutral private areas: they have no /en or /de forms. */
export const PRIVATE_PATHS = ['/admin', '/auth', '/maintenance'] as const;

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, `/${SITEMAP_FILE}`)}`,
    '',
  ].join('\n');
}
