import type { RenderContextValue } from './render-context';

/** The id of the element in which a prerendered page carries its EmbeddedRenderData (JSON). */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/** What a prerendered page embeds for hydration: the data it rendered with, the public base URL, the contact. */
export type EmbeddedRenderData = Pick<RenderContextValue, 'initialData' | 'siteUrl' | 'contact'>;

/** The render context of the page in `doc`: prerendered when #root arrived with markup to adopt. */
export function renderContextOfPage(doc: Document): RenderContextValue {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  const embedded = text ? (JSON.parse(text) as EmbeddedRenderData) : null;
  return {
    initialData: embedded?.initialData ?? {},
    prerendered: doc.getElementById('root')?.hasChildNodes() ?? false,
    siteUrl: embedded?.siteUrl || doc.location.origin,
    contact: embedded?.contact,
  };
}
