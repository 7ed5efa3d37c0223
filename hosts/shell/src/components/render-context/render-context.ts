import { createContext, use } from 'react';
import type { OrganizationContact, PageMeta } from '../../seo';

/** Server only: what a page used while it was rendered, for its <head> and its embedded data. */
export interface RenderCollector {
  meta?: PageMeta;
  /** The build-time data the page read: embedded so hydration renders the same. */
  data: Record<string, unknown>;
  /** Every key the page asked for, found or not: what its markup depends on (the publisher re-renders a page when one changes). */
  dataKeys: Set<string>;
  /** Images above the fold to preload. */
  preloadImages: string[];
}

/**
 * What a render knows beyond the URL. A prerendered page is rendered on the server with the data read at
 * build time; the same data is embedded in the page, so hydration renders the same markup, then the
 * browser refreshes it. The server entry provides it per render, the browser's bootstrap from the page.
 */
export interface RenderContextValue {
  /** Data read at build time, by key (see usePublicData). */
  initialData: Record<string, unknown>;
  /** The page arrived prerendered: show its content at once and run checks (maintenance) after hydration. */
  prerendered: boolean;
  /** The public base URL for canonical and alternate links ('' when unknown: the page's own origin). */
  siteUrl: string;
  /** The company's contact (site_settings contact_info at build time) for the structured data. */
  contact?: OrganizationContact;
  collected?: RenderCollector;
}

/**
 * Provided around the app (`<RenderContext value={…}>`) by the server entry per render and by the browser's
 * bootstrap from the page. Without one (component tests): rendered in the browser, nothing read at build time.
 */
export const RenderContext = createContext<RenderContextValue>({ initialData: {}, prerendered: false, siteUrl: '' });

export function useRenderContext(): RenderContextValue {
  return use(RenderContext);
}

/**
 * The keys under which the prerenderer passes public data besides the content types' (each type's
 * definition in @app/content names its own key). Here rather than beside usePublicData, so the entry chunk
 * can read build-time data without that hook's code.
 */
export const PUBLIC_DATA_KEYS = {
  contactInfo: 'contact info',
} as const;

/** The build-time value for a key; while prerendering, noted as used so the page embeds it. */
export function useInitialData<T>(key: string): T | undefined {
  const { initialData, collected } = useRenderContext();
  const value = initialData[key] as T | undefined;
  if (collected) {
    collected.dataKeys.add(key);
    if (value !== undefined) collected.data[key] = value;
  }
  return value;
}

/** Asks the prerendered page's <head> to preload an image (the largest one above the fold). */
export function usePreloadImage(src: string): void {
  const { collected } = useRenderContext();
  if (collected && !collected.preloadImages.includes(src)) collected.preloadImages.push(src);
}
