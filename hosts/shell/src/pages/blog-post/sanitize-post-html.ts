import type { Config, DOMPurify } from 'dompurify';

/** Beyond DOMPurify's defaults (no script, no event handlers, no javascript: URLs): no styles, forms or embeds. */
const POST_HTML_CONFIG: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'frame', 'frameset'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

export type PostHtmlSanitizer = (html: string) => string;

/** What the site decides itself of a link's rel; any other value an editor set (e.g. sponsored) stays. */
const MANAGED_REL = new Set(['nofollow', 'noopener', 'noreferrer']);

const hostOf = (url: URL) => url.host.replace(/^www\./, '');

/** A link to another site (http or https, another host than the site's, www. or not); relative links are the site's own. */
function isExternal(href: string, site: URL): boolean {
  try {
    const target = new URL(href, site);
    return (target.protocol === 'http:' || target.protocol === 'https:') && hostOf(target) !== hostOf(site);
  } catch {
    return false;
  }
}

/**
 * The one sanitizer configuration: the browser's and the prerenderer's (DOMPurify over jsdom). `siteUrl`
 * is the site's own address: links elsewhere get rel="nofollow" (the editor writes it on every link, so it
 * is taken off the site's own), and a link opening a new tab gets noopener noreferrer.
 */
export function createPostSanitizer(purify: DOMPurify, siteUrl: string): PostHtmlSanitizer {
  const site = new URL(siteUrl);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const kept = (node.getAttribute('rel') ?? '').split(/\s+/).filter((token) => token && !MANAGED_REL.has(token.toLowerCase()));
    const href = node.getAttribute('href');
    if (href && isExternal(href, site)) kept.push('nofollow');
    if (node.getAttribute('target') === '_blank') kept.push('noopener', 'noreferrer');
    if (kept.length > 0) node.setAttribute('rel', kept.join(' '));
    else node.removeAttribute('rel');
  });
  return (html) => purify.sanitize(html, { ...POST_HTML_CONFIG, RETURN_TRUSTED_TYPE: false });
}
