const MARKUP_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe for HTML text, HTML attribute values and XML alike. */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (character) => MARKUP_ENTITIES[character] ?? character);
}

/**
 * JSON for an inline <script>: '<' can never open '</script>' or '<!--', and the two line separators
 * that older engines reject inside string literals are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
