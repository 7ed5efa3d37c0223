/** A numbered link of the pagination, or a gap ('…') between runs of numbers. */
export type PaginationItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The numbers the pagination shows: the first and last page, the current one with `around` neighbours on
 * each side, and a gap where numbers are left out (a gap never stands for a single page: that page is shown).
 */
export function paginationItems(current: number, count: number, around = 1): PaginationItem[] {
  // As many numbers as the longest row with gaps has (ends, neighbours, two gaps): show them all.
  if (count <= around * 2 + 5) return Array.from({ length: count }, (_, index) => ({ kind: 'page', page: index + 1 }));
  const shown = new Set<number>([1, count]);
  for (let page = current - around; page <= current + around; page += 1) shown.add(page);
  const pages = [...shown].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: 'page', page: previous + 1 });
    else if (page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
