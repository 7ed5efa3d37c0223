/** "Poptávky: 2 · Přihlášky k odběru: 1 · E-maily: 3": what an erasure removed or would remove. */
export function erasureSummary(counts: { enquiries: number; subscriptions: number; mails: number }): string {
  return `Poptávky: ${counts.enquiries} · Přihlášky k odběru: ${counts.subscriptions} · E-maily: ${counts.mails}`;
}

/** The export's file name: the address in letters, digits and dashes, and the day ("osobni-udaje-jana-example-cz-2026-11-26.json"). */
export function exportFileName(email: string, day: Date = new Date()): string {
  const address = email
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `osobni-udaje-${address || 'adresa'}-${day.toISOString().slice(0, 10)}.json`;
}
