/** The browser's confirm prompt (the spec's delete confirmations); false where there is no window. */
export function confirmAction(message: string): boolean {
  return typeof window !== 'undefined' && window.confirm(message);
}
