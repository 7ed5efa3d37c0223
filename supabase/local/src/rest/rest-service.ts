import type { BackendRequest, BackendResponse, Db, JwtClaims, RequestSettings, Service, SqlResult, Tx } from '../contract';
import type { LocalDb, RoleQueryOptions } from '../db/local-db';
import { toParameterText } from '../db/wire-values';
import { serve, serviceRoutes } from '../service-routes';
import { catalogOf, findFunctions, findRelation, quoteIdent, type CatalogFunction, type CatalogRelation } from './catalog';
import {
  parseCount,
  parseField,
  parseFilterValue,
  parseLogic,
  parseOrder,
  parsePrefer,
  parseRangeHeader,
  parseSelect,
  type Condition,
  type OrderTerm,
  type Preferences,
  type SelectItem,
} from './query-grammar';
import { restBodyLimit } from './body-limit';
import { fromDatabaseError, restError } from './rest-errors';
import { Params, TARGET, embedContext, orderSql, pagingSql, selectSql, whereSql, type EmbedContext, type EmbedQuery } from './sql-builder';

const PREFIX = '/rest/v1';
const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

interface ReadRow {
  body: string | Buffer;
  page_count: number | string;
  total?: number | string | null;
}

interface Query {
  select: SelectItem[];
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** Filters, order and paging of embedded resources, by embed path. */
  embeds: Map<string, EmbedQuery>;
}

interface RequestParts {
  req: BackendRequest;
  db: Db;
  claims: JwtClaims;
  prefs: Preferences;
  single: boolean;
}

/** What PostgREST puts into request.headers, request.method and request.path. */
function requestSettings(req: BackendRequest): RequestSettings {
  return { headers: req.headers, method: req.method, path: req.url.pathname.replace(/^\/rest\/v1/, '') || '/' };
}

/** Runs one statement as the request's role, in one round trip where the adapter allows it. */
function runAsRole<T>(parts: RequestParts, sql: string, params: unknown[], options?: RoleQueryOptions): Promise<SqlResult<T>> {
  const { db, claims, req } = parts;
  const request = requestSettings(req);
  const fast = (db as Partial<Pick<LocalDb, 'asRoleQuery'>>).asRoleQuery;
  return fast ? fast<T>(claims, sql, params, { ...options, request }) : db.asRole(claims, (tx) => tx.query<T>(sql, params), request);
}

/** The `body` column's JSON as the adapter hands it over: bytes when it could skip decoding them. */
const JSON_BODY: RoleQueryOptions = { utf8Columns: ['body'] };

const textOf = (body: string | Buffer) => (typeof body === 'string' ? body : body.toString('utf8'));

function jsonResponse(status: number, body: string | Buffer | null, headers: Record<string, string> = {}, single = false): BackendResponse {
  return {
    status,
    headers: body === null ? headers : { 'Content-Type': `${single ? SINGLE_OBJECT : 'application/json'}; charset=utf-8`, ...headers },
    body,
  };
}

function notSingle(count: number) {
  return restError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${count} rows`);
}

/** The one element of a json_agg array text with exactly one element. */
const onlyElement = (arrayText: string) => arrayText.slice(1, -1).trim();

function checkProfile(req: BackendRequest): void {
  for (const header of ['accept-profile', 'content-profile'] as const) {
    const profile = req.headers[header];
    if (profile !== undefined && profile.trim() !== 'public') {
      throw restError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
    }
  }
}

/** The keys of the embeds in a select, nested ones as `outer.inner`. */
function embedPaths(select: SelectItem[], prefix = ''): string[] {
  return select.flatMap((item) => {
    if (item.kind !== 'embed') return [];
    const path = prefix ? `${prefix}.${item.key}` : item.key;
    return [path, ...embedPaths(item.select, path)];
  });
}

function parseQuery(req: BackendRequest, exclude: Set<string> = new Set()): Query {
  const params = req.url.searchParams;
  const select = parseSelect(params.get('select'));
  // Longest first, so `a.b.col` goes to the embed `a.b` rather than `a`.
  const paths = embedPaths(select).sort((a, b) => b.length - a.length);
  const conditions: Condition[] = [];
  const embeds = new Map<string, EmbedQuery>();
  const embedQuery = (path: string) => {
    const existing = embeds.get(path) ?? { conditions: [], order: [] };
    embeds.set(path, existing);
    return existing;
  };
  for (const [key, value] of params) {
    if (RESERVED.has(key) || exclude.has(key)) continue;
    const path = paths.find((candidate) => key.startsWith(`${candidate}.`));
    const name = path ? key.slice(path.length + 1) : key;
    const target = path ? embedQuery(path) : null;
    if (target && name === 'order') {
      target.order = parseOrder(value);
      continue;
    }
    if (target && (name === 'limit' || name === 'offset')) {
      target[name] = parseCount(name, value);
      continue;
    }
    const logic = /^(not\.)?(or|and)$/.exec(name);
    const condition = logic ? parseLogic(logic[2] as 'and' | 'or', Boolean(logic[1]), value) : parseFilterValue(parseField(name, 'filter'), value, value);
    (target ? target.conditions : conditions).push(condition);
  }
  const order = params.get('order');
  const range = parseRangeHeader(req.headers.range);
  const limit = parseCount('limit', params.get('limit'));
  const offset = parseCount('offset', params.get('offset'));
  return {
    select,
    conditions,
    order: order === null ? [] : parseOrder(order),
    limit: limit ?? range?.limit,
    offset: offset ?? range?.offset,
    embeds,
  };
}

/** The embedding context of a query that embeds related tables (none otherwise). */
async function embedsOf(db: Db, select: SelectItem[], queries: Map<string, EmbedQuery> = new Map()): Promise<EmbedContext | undefined> {
  if (!select.some((item) => item.kind === 'embed')) return undefined;
  return embedContext(await catalogOf(db), queries);
}

function contentRange(offset: number, count: number, total: number | null): string {
  const range = count > 0 ? `${offset}-${offset + count - 1}` : '*';
  return `${range}/${total === null ? '*' : total}`;
}

async function requireRelation(db: Db, name: string): Promise<CatalogRelation> {
  const relation = await findRelation(db, name);
  if (!relation) {
    throw restError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`, null, null);
  }
  return relation;
}

/** Re-reads the catalog once when a request names a column the cached relation does not know. */
async function freshRelation(db: Db, relation: CatalogRelation, names: string[]): Promise<CatalogRelation> {
  if (names.every((name) => relation.columns.has(name))) return relation;
  return (await catalogOf(db, true)).relations.get(relation.name) ?? relation;
}

function namesIn(query: Query): string[] {
  const names: string[] = [];
  const visit = (condition: Condition) => {
    if (condition.kind === 'filter') names.push(condition.field.column);
    else condition.items.forEach(visit);
  };
  query.conditions.forEach(visit);
  query.order.forEach((term) => names.push(term.field.column));
  query.select.forEach((item) => item.kind === 'field' && names.push(item.field.column));
  return names;
}

async function read(parts: RequestParts, relationName: string): Promise<BackendResponse> {
  const { req, db, prefs, single } = parts;
  const query = parseQuery(req);
  const relation = await freshRelation(db, await requireRelation(db, relationName), namesIn(query));
  const params = new Params();
  const embeds = await embedsOf(db, query.select, query.embeds);
  const from = ` from public.${quoteIdent(relation.name)} as ${TARGET}`;
  const where = whereSql(query.conditions, relation, params, TARGET, embeds, query.select);
  const inner = `select ${selectSql(query.select, relation, TARGET, embeds, params)}${from}${where}${orderSql(query.order, relation)}${pagingSql(query.limit, query.offset, params)}`;
  const total = prefs.count ? `, (select count(*)${from}${where}) as total` : '';
  const sql = `select coalesce(json_agg(_r), '[]')::text as body, count(*) as page_count${total} from (${inner}) _r`;
  const { rows } = await runAsRole<ReadRow>(parts, sql, params.values, JSON_BODY);
  const row = rows[0]!;
  const count = Number(row.page_count);
  const headers: Record<string, string> = {
    'Content-Range': contentRange(query.offset ?? 0, count, row.total === undefined || row.total === null ? null : Number(row.total)),
  };
  if (prefs.applied.length > 0) headers['Preference-Applied'] = prefs.applied.join(', ');
  if (single) {
    if (count !== 1) throw notSingle(count);
    return jsonResponse(200, onlyElement(textOf(row.body)), headers, true);
  }
  return jsonResponse(200, row.body, headers);
}

function parseJsonBody(req: BackendRequest): unknown {
  const type = req.headers['content-type'];
  if (type && !/^application\/(json|vnd\.pgrst\.object\+json)|^text\/plain/i.test(type)) {
    throw restError(415, 'PGRST107', `Content-Type not acceptable: ${type}`);
  }
  const text = req.body.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw restError(400, 'PGRST102', 'Empty or invalid json', error instanceof Error ? error.message : null);
  }
}

function columnsParam(req: BackendRequest): string[] | null {
  const raw = req.url.searchParams.get('columns');
  if (raw === null) return null;
  return raw
    .split(',')
    .map((name) => name.trim().replace(/^"(.*)"$/, '$1'))
    .filter(Boolean);
}

function unknownColumn(relation: CatalogRelation, column: string) {
  return restError(400, 'PGRST204', `Could not find the '${column}' column of '${relation.name}' in the schema cache`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `Prefer: handling=strict, max-affected=N`: more rows than N fail (inside the transaction, so it rolls back). */
function checkMaxAffected(maxAffected: number | undefined, count: number): void {
  if (maxAffected !== undefined && count > maxAffected) {
    throw restError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${count} rows`);
  }
}

/** A data-changing statement; `counted` ones answer `page_count` (and `inserted`) themselves. */
interface WriteStatement {
  sql: string;
  params: unknown[];
  counted?: boolean;
}

/**
 * Runs a write as the request's role; the single-object check happens inside, so a failed check rolls back.
 * `mergeUpsert`: an upsert that merges duplicates answers 200 when it inserted nothing, as PostgREST does.
 */
async function write(
  parts: RequestParts,
  statements: WriteStatement[],
  representation: boolean,
  successStatus: { withBody: number; without: number },
  mergeUpsert = false,
): Promise<BackendResponse> {
  const { db, claims, prefs, single, req } = parts;
  const outcome = await db.asRole(claims, async (tx: Tx) => {
    const bodies: string[] = [];
    let count = 0;
    let inserted = 0;
    for (const statement of statements) {
      const result = await tx.query<ReadRow & { inserted?: number | string | null }>(statement.sql, statement.params);
      if (representation || statement.counted) {
        const row = result.rows[0]!;
        count += Number(row.page_count);
        inserted += Number(row.inserted ?? 0);
        if (representation) {
          const inner = textOf(row.body).trim().slice(1, -1).trim();
          if (inner) bodies.push(inner);
        }
      } else {
        count += result.affectedRows ?? 0;
      }
    }
    if (single && count !== 1) throw notSingle(count);
    checkMaxAffected(prefs.maxAffected, count);
    return { body: `[${bodies.join(', ')}]`, count, inserted };
  }, requestSettings(req));
  const headers: Record<string, string> = {};
  if (prefs.applied.length > 0) headers['Preference-Applied'] = prefs.applied.join(', ');
  if (prefs.count) headers['Content-Range'] = contentRange(0, outcome.count, outcome.count);
  else headers['Content-Range'] = outcome.count > 0 ? `0-${outcome.count - 1}/*` : '*/*';
  const updatedOnly = mergeUpsert && outcome.inserted === 0;
  if (!representation) return jsonResponse(updatedOnly ? 200 : successStatus.without, null, headers);
  return jsonResponse(updatedOnly ? 200 : successStatus.withBody, single ? onlyElement(outcome.body) : outcome.body, headers, single);
}

/**
 * Wraps a data-changing statement so it answers like a read of the changed rows; with `countInserted`
 * (an upsert) it also counts the rows it inserted rather than updated (their xmax is 0).
 */
function representationSql(
  changeSql: string,
  select: SelectItem[],
  relation: CatalogRelation,
  params: Params,
  embeds: EmbedContext | undefined,
  countInserted = false,
): string {
  const columnsSql = selectSql(select, relation, TARGET, embeds, params);
  if (!countInserted) {
    return `with _w as (${changeSql} returning ${TARGET}.*) select coalesce(json_agg(_r), '[]')::text as body, count(*) as page_count from (select ${columnsSql} from _w as ${TARGET}) _r`;
  }
  const columns = [...relation.columns.keys()].map((column) => `_w.${quoteIdent(column)}`).join(', ');
  return `with _w as (${changeSql} returning ${TARGET}.*, (${TARGET}.xmax = 0) as _inserted) select coalesce(json_agg(_r), '[]')::text as body, count(*) as page_count, (select count(*) from _w where _inserted) as inserted from (select ${columnsSql} from (select ${columns} from _w) as ${TARGET}) _r`;
}

/** Counts what an upsert changed and inserted, for an answer without a body. */
function countedUpsertSql(changeSql: string): string {
  return `with _w as (${changeSql} returning (${TARGET}.xmax = 0) as _inserted) select count(*) as page_count, count(*) filter (where _inserted) as inserted from _w`;
}

async function insert(parts: RequestParts, relationName: string): Promise<BackendResponse> {
  const { req, db, prefs } = parts;
  let relation = await requireRelation(db, relationName);
  const body = parseJsonBody(req);
  const rows = Array.isArray(body) ? body : body === undefined ? null : [body];
  if (!rows || !rows.every(isRecord)) throw restError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object or an array of objects');
  const explicit = columnsParam(req);
  const columns = explicit ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  relation = await freshRelation(db, relation, columns);
  for (const column of columns) if (!relation.columns.has(column)) throw unknownColumn(relation, column);
  const onConflictParam = req.url.searchParams.get('on_conflict');
  const conflictColumns = onConflictParam ? onConflictParam.split(',').map((name) => name.trim()) : relation.primaryKey;
  for (const column of conflictColumns) if (!relation.columns.has(column)) throw unknownColumn(relation, column);
  const select = parseSelect(req.url.searchParams.get('select'));
  const representation = prefs.return === 'representation';

  const groups = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>();
  for (const row of rows) {
    const present = prefs.missingDefault ? columns.filter((column) => column in row) : columns;
    const key = present.join('\0');
    const group = groups.get(key) ?? { columns: present, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const table = `public.${quoteIdent(relation.name)}`;
  const mergeUpsert = prefs.resolution === 'merge-duplicates' && conflictColumns.length > 0;
  const embeds = representation ? await embedsOf(db, select) : undefined;
  const statements = [...groups.values()].map((group): WriteStatement => {
    const params = new Params();
    const names = group.columns.map(quoteIdent).join(', ');
    let sql =
      group.columns.length === 0
        ? `insert into ${table} as ${TARGET} default values`
        : `insert into ${table} as ${TARGET} (${names}) select ${names} from json_populate_recordset(null::${table}, ${params.add(JSON.stringify(group.rows))}::json)`;
    if (prefs.resolution && conflictColumns.length > 0) {
      const target = `(${conflictColumns.map(quoteIdent).join(', ')})`;
      // Like PostgREST, a merge sets every column of the payload, the conflict columns included.
      sql +=
        prefs.resolution === 'ignore-duplicates' || group.columns.length === 0
          ? ` on conflict ${target} do nothing`
          : ` on conflict ${target} do update set ${group.columns.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`).join(', ')}`;
    }
    if (group.columns.length === 0 && group.rows.length > 1) {
      throw restError(400, 'PGRST102', 'Empty or invalid json', 'Cannot insert several rows with no columns');
    }
    if (representation) return { sql: representationSql(sql, select, relation, params, embeds, mergeUpsert), params: params.values };
    return mergeUpsert ? { sql: countedUpsertSql(sql), params: params.values, counted: true } : { sql, params: params.values };
  });
  if (rows.length === 0) return jsonResponse(201, representation ? '[]' : null, {});
  return write(parts, statements, representation, { withBody: 201, without: 201 }, mergeUpsert);
}

async function update(parts: RequestParts, relationName: string): Promise<BackendResponse> {
  const { req, db, prefs } = parts;
  let relation = await requireRelation(db, relationName);
  const body = parseJsonBody(req);
  if (!isRecord(body)) throw restError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object');
  const query = parseQuery(req);
  const columns = columnsParam(req) ?? Object.keys(body);
  relation = await freshRelation(db, relation, [...columns, ...namesIn(query)]);
  for (const column of columns) if (!relation.columns.has(column)) throw unknownColumn(relation, column);
  const representation = prefs.return === 'representation';
  if (columns.length === 0) return jsonResponse(representation ? 200 : 204, representation ? '[]' : null, {});
  const params = new Params();
  const table = `public.${quoteIdent(relation.name)}`;
  const source = params.add(JSON.stringify(body));
  const assignments = columns.map((column) => `${quoteIdent(column)} = _v.${quoteIdent(column)}`).join(', ');
  let sql = `update ${table} as ${TARGET} set ${assignments} from json_populate_record(null::${table}, ${source}::json) as _v${whereSql(query.conditions, relation, params)}`;
  if (representation) sql = representationSql(sql, query.select, relation, params, await embedsOf(db, query.select, query.embeds));
  return write(parts, [{ sql, params: params.values }], representation, { withBody: 200, without: 204 });
}

async function remove(parts: RequestParts, relationName: string): Promise<BackendResponse> {
  const { req, db, prefs } = parts;
  let relation = await requireRelation(db, relationName);
  const query = parseQuery(req);
  relation = await freshRelation(db, relation, namesIn(query));
  const representation = prefs.return === 'representation';
  const params = new Params();
  let sql = `delete from public.${quoteIdent(relation.name)} as ${TARGET}${whereSql(query.conditions, relation, params)}`;
  if (representation) sql = representationSql(sql, query.select, relation, params, await embedsOf(db, query.select, query.embeds));
  return write(parts, [{ sql, params: params.values }], representation, { withBody: 200, without: 204 });
}

function functionArgValue(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  if (typeof value === 'object' && !Array.isArray(value)) return JSON.stringify(value);
  return toParameterText(value);
}

function chooseFunction(name: string, candidates: CatalogFunction[], given: string[]): CatalogFunction {
  const fits = candidates.filter(
    (fn) =>
      given.every((key) => fn.args.some((arg) => arg.name === key)) &&
      fn.args.every((arg) => arg.hasDefault || given.includes(arg.name)),
  );
  const fn = fits.sort((a, b) => a.args.length - b.args.length)[0];
  if (!fn) {
    const signature = [...given].sort().join(', ');
    throw restError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${signature}) in the schema cache`,
      `Searched for the function public.${name} with parameter${given.length === 1 ? '' : 's'} ${signature || 'none'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      candidates.length > 0 ? `Perhaps you meant to call the function public.${name}(${candidates[0]!.args.map((arg) => arg.name).join(', ')})` : null,
    );
  }
  return fn;
}

async function rpc(parts: RequestParts, name: string): Promise<BackendResponse> {
  const { req, db, single } = parts;
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  if (method !== 'GET' && method !== 'POST') throw restError(405, 'PGRST101', 'Only GET and POST are allowed for functions');
  let args: Record<string, unknown>;
  const candidates = await findFunctions(db, name);
  const argNames = new Set(candidates.flatMap((fn) => fn.args.map((arg) => arg.name)));
  if (method === 'POST') {
    const body = parseJsonBody(req);
    if (body !== undefined && !isRecord(body)) throw restError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object of named arguments');
    args = body ?? {};
  } else {
    args = {};
    for (const [key, value] of req.url.searchParams) if (argNames.has(key)) args[key] = value;
  }
  const fn = chooseFunction(name, candidates, Object.keys(args));
  const params = new Params();
  const call = `public.${quoteIdent(fn.name)}(${fn.args
    .filter((arg) => arg.name in args)
    .map((arg) => `${quoteIdent(arg.name)} => ${params.add(functionArgValue(args[arg.name], arg.type))}::${arg.type}`)
    .join(', ')})`;

  if (fn.returnsVoid) {
    await runAsRole(parts, `select ${call}`, params.values);
    return jsonResponse(204, null);
  }
  if (!fn.returnsSet) {
    const sql = fn.returnsComposite
      ? `select (select to_json(${TARGET}) from ${call} as ${TARGET})::text as body`
      : `select to_json(${call})::text as body`;
    const { rows } = await runAsRole<{ body: string | null }>(parts, sql, params.values);
    return jsonResponse(200, rows[0]?.body ?? 'null', {}, single);
  }
  const query = parseQuery(req, method === 'GET' ? new Set(Object.keys(args)) : new Set());
  let sql: string;
  if (fn.returnsComposite) {
    const where = whereSql(query.conditions, null, params);
    const inner = `select ${selectSql(query.select, null)} from ${call} as ${TARGET}${where}${orderSql(query.order, null)}${pagingSql(query.limit, query.offset, params)}`;
    // Prefer: count=exact counts the function's filtered rows before paging, as PostgREST does.
    const total = parts.prefs.count ? `, (select count(*) from ${call} as ${TARGET}${where}) as total` : '';
    sql = `select coalesce(json_agg(_r), '[]')::text as body, count(*) as page_count${total} from (${inner}) _r`;
  } else {
    sql = `select coalesce(json_agg(${TARGET}.value), '[]')::text as body, count(*) as page_count from ${call} as ${TARGET}(value)`;
  }
  const maxAffected = parts.prefs.maxAffected;
  const { rows } =
    maxAffected === undefined
      ? await runAsRole<ReadRow>(parts, sql, params.values, JSON_BODY)
      : await db.asRole(
          parts.claims,
          async (tx: Tx) => {
            const result = await tx.query<ReadRow>(sql, params.values);
            checkMaxAffected(maxAffected, Number(result.rows[0]!.page_count));
            return result;
          },
          requestSettings(req),
        );
  const row = rows[0]!;
  const count = Number(row.page_count);
  if (single) {
    if (count !== 1) throw notSingle(count);
    return jsonResponse(200, onlyElement(textOf(row.body)), {}, true);
  }
  const total = row.total === undefined || row.total === null ? null : Number(row.total);
  return jsonResponse(200, row.body, { 'Content-Range': contentRange(query.offset ?? 0, count, total) });
}

async function describeRoot(db: Db): Promise<BackendResponse> {
  const catalog = await catalogOf(db, true);
  const paths: Record<string, unknown> = { '/': {} };
  for (const name of [...catalog.relations.keys()].sort()) paths[`/${name}`] = {};
  for (const name of [...catalog.functions.keys()].sort()) paths[`/rpc/${name}`] = {};
  return jsonResponse(200, JSON.stringify({ swagger: '2.0', info: { title: 'Local PostgREST-compatible API', version: 'local' }, basePath: '/', paths }), {
    'Content-Type': 'application/openapi+json; charset=utf-8',
  });
}

function decodeName(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw restError(400, 'PGRST100', `Malformed path segment: ${segment}`);
  }
}

/** The PostgREST subset supabase-js sends, answered under `/rest/v1`. */
const restService: Service = async (req, ctx) => {
  const rest = req.url.pathname.slice(PREFIX.length);
  checkProfile(req);
  const claims = await ctx.claimsFor(req);
  const anonymous = claims.role === 'anon';
  const accept = req.headers.accept ?? '';
  const parts: RequestParts = {
    req,
    db: ctx.db,
    claims,
    prefs: parsePrefer(req.headers.prefer),
    single: accept.toLowerCase().includes(SINGLE_OBJECT),
  };
  try {
    if (rest === '' || rest === '/') {
      if (req.method !== 'GET' && req.method !== 'HEAD') throw restError(405, 'PGRST101', `Unsupported HTTP method: ${req.method}`);
      return await describeRoot(ctx.db);
    }
    const segments = rest.slice(1).split('/').map(decodeName);
    if (segments.length === 2 && segments[0] === 'rpc') return await rpc(parts, segments[1]!);
    if (segments.length !== 1 || segments[0] === '') {
      throw restError(404, 'PGRST125', `Invalid path specified in request URL: ${req.url.pathname}`);
    }
    const relation = segments[0]!;
    switch (req.method) {
      case 'GET':
      case 'HEAD':
        return await read(parts, relation);
      case 'POST':
        return await insert(parts, relation);
      case 'PATCH':
        return await update(parts, relation);
      case 'DELETE':
        return await remove(parts, relation);
      default:
        throw restError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
    }
  } catch (error) {
    throw fromDatabaseError(error, anonymous);
  }
};

export const restRoutes = serviceRoutes().use(restBodyLimit).all('*', serve(restService));
