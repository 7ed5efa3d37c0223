import type { OrganizationContact, PageMeta } from '../seo';

/**
 * What a render knows beyond the URL. Prerendering renders each page on the server with the data read at
 * build time; the same data is embedded in the page so hydration renders the same markup, then the browser
 * refreshes it. Rendering is synchronous, so one module-level context at a time is enough.
 */
export interface RenderContext {
  /** Data read at build time, by key (see usePublicData). */
  initialData: Record<string, unknown>;
  /** The page arrived prerendered: show its content at once and run checks (maintenance) after hydration. */
  prerendered: boolean;
  /** The public base URL for canonical and alternate links. */
  siteUrl: string;
  /** The company's contact (site_settings contact_info at build time) for the structured data. */
  contact?: OrganizationContact;
  /** Server only: what the rendered page used, for its <head> and its embedded data. */
  collected?: { meta?: PageMeta; data: Record<string, unknown>; preloadImages?: string[] };
}

let context: RenderContext = { initialData: {}, prerendered: false, siteUrl: '' };

export function setRenderContext(next: RenderContext): void {
  context = next;
}

export function getRenderContext(): RenderContext {
  return context;
}

/**
 * The keys under which the prerenderer reads public data at build time (here rather than beside
 * usePublicData, so the entry chunk can read build-time data without that hook's code).
 */
export const PUBLIC_DATA_KEYS = {
  modules: 'modules',
  blogPosts: 'blog posts',
  pricingPlans: 'pricing plans',
  references: 'references',
  contactInfo: 'contact info',
} as const;

/** The build-time value for a key, noted as used so the prerenderer embeds it. */
export function readInitialData<T>(key: string): T | undefined {
  const value = context.initialData[key] as T | undefined;
  if (value !== undefined && context.collected) context.collected.data[key] = value;
  return value;
}

/** Asks the prerendered page's <head> to preload an image (the largest one above the fold). */
export function usePreloadImage(src: string): void {
  const collected = context.collected;
  if (collected && !collected.preloadImages?.includes(src)) collected.preloadImages = [...(collected.preloadImages ?? []), src];
}

/** The embedded data's element id in prerendered pages. */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';
