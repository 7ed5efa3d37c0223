import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the element the URL's #hash names (/kontakt#demo, /blog#newsletter): after client-side
 * navigation the anchor exists only once React rendered it, so the browser cannot do it by itself. A page
 * whose content above the anchor arrives later (the blog's list) passes `contentReady`: the scroll happens
 * again once it has arrived, since the content pushes the anchor down (at the top of the page the browser's
 * scroll anchoring does not hold it in view).
 */
export function useScrollToHash(contentReady = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash || !contentReady) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, contentReady]);
}
