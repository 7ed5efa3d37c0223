import { useEffect, useState } from 'react';
import { loadPostSanitizer } from './load-post-sanitizer';

/**
 * A post's HTML, sanitized in the browser after the first render. A prerendered post arrives with HTML the
 * build already sanitized (`sanitizedHtml`); otherwise placeholders show until the sanitizer has run, and
 * if it cannot load, nothing of the stored HTML reaches the page.
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
      (sanitize) => {
        if (current) setClean(sanitize(html));
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
