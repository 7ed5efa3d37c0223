import type { RenderContextValue } from './render-context';

/** The id of the element in which a prerendered page carries its EmbeddedRenderData (JSON). */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/** What a prerendered page embeds for hydration: the data it rendered with, the public base URL, the contact. */
export type EmbeddedRenderData = Pick<RenderContextValue, 'initialData' | 'siteUrl' | 'contact'>;

/**
 * The render context of the page whose app element is `root`: prerendered when it arrived with markup to
 * adopt (the plain shell of a URL not prerendered arrives empty), with the data embedded beside it.
 */
export function renderContextOfPage(root: Element): RenderContextValue {
  const text = document.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  const embedded = text ? (JSON.parse(text) as EmbeddedRenderData) : null;
  return { initialData: {}, ...embedded, prerendered: root.hasChildNodes(), siteUrl: embedded?.siteUrl || window.location.origin };
}
