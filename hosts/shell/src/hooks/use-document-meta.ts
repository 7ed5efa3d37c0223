import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { setPageAlternates } from './page-alternates';
import { useRenderContext } from '../components/render-context/render-context';
import { applyHeadTags, type PageMeta } from '../seo';

/**
 * The page's <head>: title, description, canonical and language alternates, Open Graph, structured data
 * and <html lang>. The prerenderer collects it while rendering; in the browser it follows navigation.
 */
export function useDocumentMeta(meta: Omit<PageMeta, 'path'>) {
  const { pathname } = useLocation();
  const context = useRenderContext();
  const pageMeta: PageMeta = { ...meta, path: pathname, contact: context.contact };
  if (context.collected) context.collected.meta = pageMeta;
  // One string dependency: callers build the meta object anew on every render.
  const serialized = JSON.stringify(pageMeta);
  useEffect(() => {
    const applied = JSON.parse(serialized) as PageMeta;
    // The browser's render context always has the base URL (the embedded one, or the page's origin).
    applyHeadTags(document, applied, context.siteUrl);
    // The language menu follows the page's own alternates (a post's slugs), also after client-side navigation.
    setPageAlternates(applied.path, applied.alternates);
    // The render context stays the same for the whole visit (bootstrap provides it once).
  }, [serialized]);
}
