import '@mantine/core/styles/Skeleton.css';
import { useEffect, useState } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import { loadPostSanitizer } from './sanitize-post-html';

/**
 * A post's HTML, sanitized in the browser after the first render (the server renders placeholders:
 * there is no DOM to sanitize with there). Until then, and if the sanitizer cannot load, nothing of the
 * stored HTML reaches the page.
 */
export function PostContent({ html, loadingLabel }: { html: string; loadingLabel: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setClean(null);
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
  }, [html]);

  if (clean === null) {
    return (
      <Stack gap="sm" role="status" aria-label={loadingLabel}>
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="70%" />
      </Stack>
    );
  }
  return <div className="post-content" data-testid="post-content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
