import { useEffect, useState } from 'react';
import { loadPostPictures, loadPostSanitizer } from './load-post-sanitizer';

/**
 * A post's HTML, sanitized in the browser after the first render. A prerendered post arrives with HTML the
 * build already sanitized and its pictures drawn (`sanitizedHtml`); otherwise placeholders show until the
 * sanitizer has run and the library images are drawn as pictures, and if the sanitizer cannot load,
 * nothing of the stored HTML reaches the page.
 */
export function PostContent({
  html,
  sanitizedHtml,
  loadingLabel,
  lang,
}: {
  html: string;
  sanitizedHtml?: string;
  loadingLabel: string;
  /** The content's language when it is not the page's. */
  lang?: string;
}) {
  const [clean, setClean] = useState<string | null>(sanitizedHtml ?? null);
  useEffect(() => {
    if (sanitizedHtml !== undefined) return;
    let current = true;
    loadPostSanitizer().then(
      async (sanitize) => {
        const sanitized = sanitize(html);
        // Its library images as the server draws them; if that cannot be done, the originals.
        const drawn = await loadPostPictures()
          .then(({ withLibraryPictures }) => withLibraryPictures(sanitized))
          .catch(() => sanitized);
        if (current) setClean(drawn);
      },
      (error: unknown) => {
        console.error('Loading the post sanitizer failed:', error);
        if (current) setClean('');
      },
    );
    return () => {
      current = false;
    };
  }, [html, sanitizedHtml]);

  if (clean === null) {
    return (
      <div className="stack stack--sm" role="status" aria-label={loadingLabel}>
        <div className="skeleton" />
        <div className="skeleton" />
        <div className="skeleton skeleton--short" />
      </div>
    );
  }
  return <div className="post-content" data-testid="post-content" lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
