import type { PostCover as Cover } from '@app/content';
import type { ResponsiveImageProps } from '../../components/responsive-image/responsive-image';
import { POST_IMAGE_SIZES } from './post-image-sizes';

/** How a post's cover is drawn: the page's LCP image, fetched first, as wide as the article. */
export function coverImageProps(cover: Cover): Omit<ResponsiveImageProps, 'variants'> {
  return {
    className: cover.width ? 'post-cover' : 'post-cover post-cover--unsized',
    src: cover.src,
    alt: cover.alt,
    lang: cover.lang,
    width: cover.width,
    height: cover.height,
    sizes: POST_IMAGE_SIZES,
    priority: true,
  };
}

/**
 * The cover. Where the page was prerendered it is the server's `<picture>` (ResponsiveImage, with the
 * variants' srcsets), kept as it is: the browser runs no image code for it, which keeps the post page
 * within its script budget. Drawn in the browser alone (a post opened by a link inside the site, the
 * preview), the original with its recorded size.
 */
export function PostCover({ cover }: { cover: Cover }) {
  if (cover.markup) return <div className="post-cover-frame" dangerouslySetInnerHTML={{ __html: cover.markup }} />;
  return (
    <img
      className={cover.width ? 'post-cover' : 'post-cover post-cover--unsized'}
      src={cover.src}
      alt={cover.alt}
      lang={cover.lang}
      width={cover.width}
      height={cover.height}
      fetchPriority="high"
      decoding="async"
    />
  );
}
