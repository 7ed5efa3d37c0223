import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LOCALE_NAMES } from '@app/i18n';
import { setPageAlternates } from './page-alternates';
import { useRenderContext } from '../components/render-context/render-context';
import type { PageMeta } from '../seo';

/** The head-tag writer, which a client-side navigation needs (preload it with the page a link leads to). */
export function loadHeadWriter() {
  return import(/* webpackChunkName: "head-tags" */ '../seo/head-tags');
}

/** Where the visit began (the page a prerendered document's head was made for). */
const arrivalPath = typeof window === 'undefined' ? null : window.location.pathname;
let arrivalHeadPending = true;

/**
 * The prerendered page the visit arrived on carries its head already (the same tags, rendered with the same
 * meta, base URL and contact): its first meta is left in place, so the code that writes head tags loads with
 * the first client-side navigation instead of on every visit.
 */
function headAlreadyInPlace(meta: PageMeta, prerendered: boolean): boolean {
  const arrival = arrivalHeadPending && prerendered && meta.path === arrivalPath;
  arrivalHeadPending = false;
  return arrival;
}

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
    // The language menu follows the page's own alternates (a post's slugs), also after client-side navigation.
    setPageAlternates(applied.path, applied.alternates);
    if (headAlreadyInPlace(applied, context.prerendered)) return;
    // The page's language holds from its first paint (screen readers, hyphenation), not once the writer's chunk arrives.
    document.documentElement.lang = LOCALE_NAMES[applied.locale].htmlLang;
    // The browser's render context always has the base URL (the embedded one, or the page's origin).
    void loadHeadWriter().then(({ applyHeadTags }) => applyHeadTags(document, applied, context.siteUrl));
    // The render context stays the same for the whole visit (bootstrap provides it once).
  }, [serialized]);
}
