/** The count of a `count=exact` HEAD request (row-level security filters it like any read). */
export async function exactCount(query: PromiseLike<{ count: number | null; error: unknown }>): Promise<number> {
  const { count, error } = await query;
  if (error) throw error;
  return count ?? 0;
}

/** What a query asks for to get only the count of its rows. */
export const COUNT_ONLY = { count: 'exact', head: true } as const;
