import { LOCALES, getHref, type Locale } from '@app/i18n';
import { PRIVATE_PATHS } from './robots';

/** The file every prerendered page's build writes for paths with no page of their own (dist/spa.html). */
export const APP_SHELL_FILE = '/spa.html';

/**
 * The prerendered not-found page of a language ('/404.html', '/en/404.html', '/de/404.html'): the name the
 * static hosts look for, so a 404 under /de/ reads German even before (or without) the scripts.
 */
export function notFoundFile(locale: Locale): string {
  return `${prefixOf(locale)}/404.html`;
}

/** '' for Czech, '/en', '/de'. */
const prefixOf = (locale: Locale) => getHref('home', locale).replace(/\/$/, '');

/** An old URL and where it moved (a blog post whose slug changed). */
export interface PermanentRedirect {
  from: string;
  to: string;
}

/**
 * The rules for URLs without a prerendered page, in the `_redirects` format of Netlify and Cloudflare
 * Pages (first match wins; the local static server reads the same file): first the old URLs of renamed
 * posts, answered with a 301 to their new URL; then the private areas, which answer 200 with the app shell
 * (the browser renders them); a blog post that is not (or no longer) public gets the shell with 404 (the
 * app's post page says it is not found). Every other path gets its language's prerendered not-found page
 * with 404: no "soft 404" for search engines, and the page is in the language of its prefix. The live publisher rewrites the file within seconds of a change,
 * so a new post's page exists by the time anyone links to it.
 */
export function appShellRedirects(redirects: readonly PermanentRedirect[] = []): string {
  const privateAreas = PRIVATE_PATHS.flatMap((path) => [path, `${path}/*`]);
  return [
    ...redirects.map(({ from, to }) => `${from} ${to} 301`),
    ...privateAreas.map((pattern) => `${pattern} ${APP_SHELL_FILE} 200`),
    // A post without a page (not yet written by the publisher, unpublished, deleted): the app's post page
    // says so ("Článek nenalezen"), which the not-found page's markup could not hydrate into.
    ...LOCALES.map((locale) => `${getHref('blog', locale)}/* ${APP_SHELL_FILE} 404`),
    // Longest prefix first: Czech has none, so its rule catches what the other languages' rules left.
    ...[...LOCALES]
      .sort((a, b) => prefixOf(b).length - prefixOf(a).length)
      .map((locale) => `${prefixOf(locale)}/* ${notFoundFile(locale)} 404`),
    '',
  ].join('\n');
}
