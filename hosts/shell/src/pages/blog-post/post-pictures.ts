import { fetchPublicMediaImagesAt, parseMediaVariants, type PostCover } from '@app/content';
import { pictureMarkup } from '../../components/responsive-image/picture-markup';
import { mediaPathsInHtml, picturesInHtml } from '../../components/responsive-image/pictures-in-html';
import { POST_IMAGE_SIZES } from './post-image-sizes';

/** The post's cover as the site's picture markup: the page's LCP image, fetched first, as wide as the article. */
export function coverPicture(cover: PostCover): string {
  return pictureMarkup(
    cover.src,
    { width: cover.width, height: cover.height, variants: parseMediaVariants(cover.variants) },
    { alt: cover.alt, lang: cover.lang, sizes: POST_IMAGE_SIZES, priority: true, className: cover.width ? 'post-cover' : 'post-cover post-cover--unsized' },
  );
}

/**
 * A post's sanitized HTML drawn in the browser alone (a post changed since the build, opened by a link):
 * its library images as the same pictures the server draws, their variants read for the purpose.
 */
export async function withLibraryPictures(html: string): Promise<string> {
  const paths = mediaPathsInHtml(html);
  if (paths.length === 0) return html;
  return picturesInHtml(html, await fetchPublicMediaImagesAt(paths), POST_IMAGE_SIZES);
}
