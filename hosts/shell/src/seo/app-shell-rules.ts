import { LOCALES, getHref } from '@app/i18n';
import { PRIVATE_PATHS } from './robots';

/** The file every prerendered page's build writes for paths with no page of their own (dist/spa.html). */
export const APP_SHELL_FILE = '/spa.html';

/**
 * Which URLs without a prerendered page still answer 200 with the app shell: the private areas (the
 * browser renders them) and blog posts (one published after the build opens before the next build).
 * Every other unknown path gets the shell with 404, so search engines see no "soft 404" while
 * visitors still see the localized not-found page. In the `_redirects` format of Netlify and
 * Cloudflare Pages (rewrites, first match wins); the local static server reads the same file.
 */
export function appShellRedirects(): string {
  const privateAreas = PRIVATE_PATHS.flatMap((path) => [path, `${path}/*`]);
  const blogPosts = LOCALES.map((locale) => `${getHref('blog', locale)}/*`);
  return [
    ...[...privateAreas, ...blogPosts].map((pattern) => `${pattern} ${APP_SHELL_FILE} 200`),
    `/* ${APP_SHELL_FILE} 404`,
    '',
  ].join('\n');
}
