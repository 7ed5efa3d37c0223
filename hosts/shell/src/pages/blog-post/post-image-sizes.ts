/** How wide a post's images are drawn: the article's column (at most 760 px), the page's width less its margins on a phone. */
export const POST_IMAGE_SIZES = '(min-width: 50rem) 760px, calc(100vw - 2rem)';
