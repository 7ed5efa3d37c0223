import type { PostHtmlSanitizer } from './sanitize-post-html';

let sanitizerPromise: Promise<PostHtmlSanitizer> | null = null;

/**
 * The sanitizer for a post's HTML, loaded on demand with its configuration, so neither DOMPurify nor the
 * rules stay in any page's bundle (a prerendered post arrives sanitized at build time). It needs a DOM: call
 * it in the browser (an effect), never while rendering on the server.
 */
export function loadPostSanitizer(): Promise<PostHtmlSanitizer> {
  if (!sanitizerPromise) {
    sanitizerPromise = Promise.all([
      import(/* webpackChunkName: "post-sanitizer" */ 'dompurify'),
      import(/* webpackChunkName: "post-sanitizer" */ './sanitize-post-html'),
    ]).then(([{ default: purify }, { createPostSanitizer }]) => {
      if (!purify.isSupported) throw new Error('The post sanitizer needs a browser DOM');
      return createPostSanitizer(purify, window.location.origin);
    });
    sanitizerPromise.catch(() => {
      sanitizerPromise = null;
    });
  }
  return sanitizerPromise;
}

/**
 * The drawing of a post's pictures in the browser (a post not prerendered as it is now), in the sanitizer's
 * chunk: the post page's own scripts carry no image code.
 */
export function loadPostPictures(): Promise<typeof import('./post-pictures')> {
  return import(/* webpackChunkName: "post-sanitizer" */ './post-pictures');
}
