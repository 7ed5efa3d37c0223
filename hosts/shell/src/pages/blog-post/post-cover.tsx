import { useEffect, useState } from 'react';
import type { PostCover as Cover } from '@app/content';
import { loadPostPictures } from './load-post-sanitizer';

const frame = (markup: string) => <div className="post-cover-frame" dangerouslySetInnerHTML={{ __html: markup }} />;

/**
 * The cover. Where the page was prerendered it is the server's `<picture>` (coverPicture, with the
 * variants' srcsets), kept as it is. Drawn in the browser alone (a post changed since the build, the
 * preview), a library cover with variants is the same picture once its drawing has loaded (the
 * sanitizer's chunk, which the post's text needs anyway; a box of its size until then); any other cover is
 * the original with its recorded size.
 */
export function PostCover({ cover }: { cover: Cover }) {
  const [drawn, setDrawn] = useState<{ cover: Cover; markup: string } | null>(null);
  const draw = !cover.markup && Array.isArray(cover.variants) && cover.variants.length > 0 && !!cover.width && !!cover.height;
  useEffect(() => {
    if (!draw) return;
    let current = true;
    const show = (markup: string) => current && setDrawn({ cover, markup });
    loadPostPictures().then(({ coverPicture }) => show(coverPicture(cover)), () => show(''));
    return () => {
      current = false;
    };
  }, [cover, draw]);

  if (cover.markup) return frame(cover.markup);
  const markup = drawn?.cover === cover ? drawn.markup : null;
  if (markup) return frame(markup);
  if (draw && markup === null) return <div className="post-cover" style={{ aspectRatio: `${cover.width} / ${cover.height}` }} />;
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
