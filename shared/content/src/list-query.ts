/**
 * One way to ask the database for a page of a list: search, filters, sort and page travel as a
 * `ListQuery`; each table's admin-api turns it into one PostgREST request (filters, `order`, a `Range`
 * and `count=exact`) and answers a `ListPage`. Row-level security applies as to any read.
 */
export type SortDirection = 'asc' | 'desc';

export interface ListSort {
  column: string;
  direction: SortDirection;
}

export interface ListQuery {
  /** What the user typed; each table searches its own columns (title, name, e-mail). */
  search: string;
  /** Filter values by key, as they stand in the URL (e.g. stav=koncept); absent keys do not filter. */
  filters: Readonly<Record<string, string>>;
  sort: ListSort;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface ListPage<Row> {
  rows: Row[];
  /** Every matching row, not just this page's. */
  total: number;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The first and last row index of the page, as `.range()` takes them. */
export function rangeOf(query: Pick<ListQuery, 'page' | 'pageSize'>): [number, number] {
  const from = (Math.max(1, query.page) - 1) * query.pageSize;
  return [from, from + query.pageSize - 1];
}

/**
 * A PostgREST `or` filter that finds the term in any of the columns (case-insensitive), or null for an
 * empty term. Characters that structure the filter or act as wildcards are dropped from the term.
 */
export function searchFilter(columns: readonly string[], term: string): string | null {
  const words = term.replace(/[,()"\\*%]/g, ' ').replace(/\s+/g, ' ').trim();
  if (!words) return null;
  return columns.map((column) => `${column}.ilike.*${words}*`).join(',');
}

/** The sort to use: the asked one when the list allows that column, else the list's default. */
export function allowedSort(sort: ListSort, sortable: readonly string[], fallback: ListSort): ListSort {
  return sortable.includes(sort.column) ? sort : fallback;
}

interface CountedResult<Row> {
  data: Row[] | null;
  error: { code?: string; message: string } | null;
  count: number | null;
}

/**
 * Reads a counted page. A page past the end (PostgREST answers 416, PGRST103, when rows were deleted
 * meanwhile or the URL is old) is an empty page, which sends the list back to its first page.
 */
export async function pageOf<Row>(request: PromiseLike<CountedResult<Row>>): Promise<ListPage<Row>> {
  const { data, error, count } = await request;
  if (error) {
    if (error.code === 'PGRST103') return { rows: [], total: 0 };
    throw error;
  }
  return { rows: data ?? [], total: count ?? data?.length ?? 0 };
}

/** The part of a PostgREST select a list request uses, without the generated column types (columns come from each table's list spec). */
export interface ListRequest<Row> extends PromiseLike<CountedResult<Row>> {
  or(filters: string): ListRequest<Row>;
  eq(column: string, value: unknown): ListRequest<Row>;
  ilike(column: string, pattern: string): ListRequest<Row>;
  gt(column: string, value: unknown): ListRequest<Row>;
  is(column: string, value: null | boolean): ListRequest<Row>;
  not(column: string, operator: string, value: unknown): ListRequest<Row>;
  in(column: string, values: readonly unknown[]): ListRequest<Row>;
  contains(column: string, value: readonly unknown[]): ListRequest<Row>;
  order(column: string, options: { ascending: boolean; nullsFirst?: boolean }): ListRequest<Row>;
  range(from: number, to: number): ListRequest<Row>;
}

/** What a table's list searches and may be sorted by. */
export interface ListSpec {
  searchColumns: readonly string[];
  sortable: readonly string[];
  defaultSort: ListSort;
  /** A unique column that orders rows with equal sort values, so pages never overlap. */
  tieBreaker?: string;
}

/** Treats a typed PostgREST select as a `ListRequest` (the list spec names the columns). */
export function asListRequest<Row>(request: unknown): ListRequest<Row> {
  return request as ListRequest<Row>;
}

/** Applies the search, the sort and the page of `query` to a filtered request, and reads the counted page. */
export function readListPage<Row>(request: ListRequest<Row>, query: ListQuery, spec: ListSpec): Promise<ListPage<Row>> {
  const search = searchFilter(spec.searchColumns, query.search);
  const sort = allowedSort(query.sort, spec.sortable, spec.defaultSort);
  let ordered = (search ? request.or(search) : request).order(sort.column, { ascending: sort.direction === 'asc', nullsFirst: false });
  ordered = ordered.order(spec.tieBreaker ?? 'id', { ascending: true });
  const [from, to] = rangeOf(query);
  return pageOf(ordered.range(from, to));
}

/** The query for every row of a list in its default order (no search, no filters). */
export function everyRowQuery(spec: ListSpec): ListQuery {
  return { search: '', filters: {}, sort: spec.defaultSort, page: 1, pageSize: ALL_ROWS_BATCH };
}

const ALL_ROWS_BATCH = 1000;

/**
 * Every row the query's search and filters match, in its order (e.g. for an export or a whole list),
 * read through the list's own page function `ALL_ROWS_BATCH` rows at a time.
 */
export async function readAllPages<Client, Row>(
  fetchPage: (client: Client, query: ListQuery) => Promise<ListPage<Row>>,
  client: Client,
  query: ListQuery,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const { rows: chunk } = await fetchPage(client, { ...query, page, pageSize: ALL_ROWS_BATCH });
    rows.push(...chunk);
    if (chunk.length < ALL_ROWS_BATCH) return rows;
  }
}

// Counting is a module of its own (the dashboard's figures count without the lists' code).
export { COUNT_ONLY, exactCount } from './count-query';
