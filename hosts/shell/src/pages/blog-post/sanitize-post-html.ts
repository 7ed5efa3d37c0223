import type { Config, DOMPurify } from 'dompurify';

/** Beyond DOMPurify's defaults (no script, no event handlers, no javascript: URLs): no styles, forms or embeds. */
const POST_HTML_CONFIG: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'frame', 'frameset'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

export type PostHtmlSanitizer = (html: string) => string;

/** The one sanitizer configuration: the browser's and the prerenderer's (DOMPurify over jsdom). */
export function createPostSanitizer(purify: DOMPurify): PostHtmlSanitizer {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) => purify.sanitize(html, { ...POST_HTML_CONFIG, RETURN_TRUSTED_TYPE: false });
}

let sanitizerPromise: Promise<PostHtmlSanitizer> | null = null;

/**
 * The sanitizer for a post's HTML, loaded on demand so DOMPurify stays out of every other page's bundle.
 * It needs a DOM: call it in the browser (an effect), never while rendering on the server.
 */
export function loadPostSanitizer(): Promise<PostHtmlSanitizer> {
  if (!sanitizerPromise) {
    sanitizerPromise = import(/* webpackChunkName: "post-sanitizer" */ 'dompurify').then(({ default: purify }) => {
      if (!purify.isSupported) throw new Error('The post sanitizer needs a browser DOM');
      return createPostSanitizer(purify);
    });
    sanitizerPromise.catch(() => {
      sanitizerPromise = null;
    });
  }
  return sanitizerPromise;
}
