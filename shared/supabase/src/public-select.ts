// Its own module: the entry chunk holds read-client.ts (every page's maintenance check), and the pages that
// read with a plain select load this with their own code.
import { publicRequest } from './read-client';

/** What a plain select answered: its rows and, when asked for, how many rows match in all. */
export interface PublicSelectAnswer<Row> {
  data: Row[] | null;
  error: { message: string; code?: string } | null;
  count: number | null;
}

/**
 * A select anon may make, built as postgrest-js builds it (the same query string) and sent as one GET
 * without postgrest-js: the filters, order and range the public pages' reads need, nothing more.
 */
export interface PublicSelect<Row> extends PromiseLike<PublicSelectAnswer<Row>> {
  eq(column: string, value: string | number | boolean): PublicSelect<Row>;
  /** The column is one of the values (each quoted, so a comma or a dot in one is no separator). */
  in(column: string, values: readonly string[]): PublicSelect<Row>;
  ilike(column: string, pattern: string): PublicSelect<Row>;
  order(column: string, options: { ascending: boolean }): PublicSelect<Row>;
  range(from: number, to: number): PublicSelect<Row>;
  limit(count: number): PublicSelect<Row>;
}

/** The count in a Content-Range header ('0-11/33', '*\/0'), or null without one. */
function countOf(contentRange: string | null): number | null {
  const total = contentRange?.split('/')[1];
  return total === undefined || total === '*' ? null : Number(total);
}

async function sendSelect<Row>(table: string, params: [string, string][], exactCount: boolean): Promise<PublicSelectAnswer<Row>> {
  const path = `${encodeURIComponent(table)}?${new URLSearchParams(params).toString()}`;
  const { response, answer } = await publicRequest(path, { method: 'GET', ...(exactCount ? { prefer: 'count=exact' } : {}) });
  if (answer.error) return { data: null, error: answer.error, count: null };
  return { data: Array.isArray(answer.data) ? (answer.data as Row[]) : [], error: null, count: exactCount ? countOf(response.headers.get('content-range')) : null };
}

function selectWith<Row>(table: string, params: [string, string][], exactCount: boolean): PublicSelect<Row> {
  const next = (param: [string, string]) => selectWith<Row>(table, [...params, param], exactCount);
  return {
    eq: (column, value) => next([column, `eq.${String(value)}`]),
    in: (column, values) => next([column, `in.(${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')})`]),
    ilike: (column, pattern) => next([column, `ilike.${pattern}`]),
    order: (column, { ascending }) => {
      // Successive orders join in one parameter, as postgrest-js writes them.
      const direction = `${column}.${ascending ? 'asc' : 'desc'}`;
      const previous = params.find(([key]) => key === 'order');
      return selectWith<Row>(
        table,
        previous ? params.map(([key, value]) => (key === 'order' ? [key, `${value},${direction}`] : [key, value])) : [...params, ['order', direction]],
        exactCount,
      );
    },
    range: (from, to) => selectWith<Row>(table, [...params, ['offset', String(from)], ['limit', String(to - from + 1)]], exactCount),
    limit: (count) => next(['limit', String(count)]),
    then: (onFulfilled, onRejected) => sendSelect<Row>(table, params, exactCount).then(onFulfilled, onRejected),
  };
}

/** `from(table).select(columns, { count })` of the read client, for anon, as one plain GET (see PublicSelect). */
export function publicSelect<Row>(table: string, columns: string, options: { count?: 'exact' } = {}): PublicSelect<Row> {
  // Without whitespace, as postgrest-js sends a select (no column here is quoted).
  return selectWith<Row>(table, [['select', columns.replace(/\s/g, '')]], options.count === 'exact');
}
