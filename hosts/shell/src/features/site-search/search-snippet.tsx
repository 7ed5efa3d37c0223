import { Fragment } from 'react';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * A result's snippet: escaped text with `<mark>` around the matched words, as the database sends it. Built as
 * React nodes rather than set as HTML, so nothing but the marks can ever become markup.
 */
export function SearchSnippet({ html }: { html: string }) {
  const parts = html.split(/<mark>|<\/mark>/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <mark key={index}>{decodeEntities(part)}</mark> : <Fragment key={index}>{decodeEntities(part)}</Fragment>,
      )}
    </>
  );
}
