import type { Db } from '../contract';

export interface CatalogColumn {
  name: string;
  /** format_type of the column, e.g. `text`, `timestamp with time zone`, `text[]`. */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
}

export interface CatalogRelation {
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, CatalogColumn>;
  primaryKey: string[];
}

export interface CatalogFunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface CatalogFunction {
  name: string;
  args: CatalogFunctionArg[];
  returnType: string;
  returnsSet: boolean;
  /** The function returns rows of a composite type (a table, a view or `returns table`). */
  returnsComposite: boolean;
  returnsVoid: boolean;
}

/** A foreign key between two relations of schema public (what resource embedding follows). */
export interface CatalogForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
  /** The referencing columns are unique (a primary key or a unique index): one-to-one. */
  unique: boolean;
}

export interface Catalog {
  relations: Map<string, CatalogRelation>;
  functions: Map<string, CatalogFunction[]>;
  foreignKeys: CatalogForeignKey[];
}

const RELATIONS_SQL = `
select c.relname as relation,
       case when c.relkind in ('r', 'p', 'f') then 'table' else 'view' end as kind,
       coalesce((
         select json_agg(json_build_object(
                  'name', a.attname,
                  'type', format_type(a.atttypid, a.atttypmod),
                  'nullable', not a.attnotnull,
                  'hasDefault', a.atthasdef or a.attidentity <> '',
                  'generated', a.attgenerated <> '') order by a.attnum)
         from pg_attribute a
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]')::text as columns,
       coalesce((
         select json_agg(a.attname order by k.ord)
         from pg_index i
         cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
         join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
         where i.indrelid = c.oid and i.indisprimary), '[]')::text as primary_key
from pg_class c
where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'f', 'v', 'm')`;

const FUNCTIONS_SQL = `
select p.proname as name,
       coalesce((
         select json_agg(json_build_object('name', coalesce(a.name, ''), 'type', format_type(a.type_oid, null),
                                           'hasDefault', a.in_ord > p.pronargs - p.pronargdefaults) order by a.in_ord)
         from (
           select n.name, n.type_oid, row_number() over (order by n.ord) as in_ord
           from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]),
                       coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs::int])),
                       coalesce(p.proargnames, array_fill(''::text, array[p.pronargs::int])))
                with ordinality as n(type_oid, mode, name, ord)
           where n.mode in ('i', 'b', 'v')) a), '[]')::text as args,
       format_type(p.prorettype, null) as return_type,
       p.proretset as returns_set,
       (t.typtype = 'c' or p.prorettype = 'record'::regtype) as returns_composite,
       p.prorettype = 'void'::regtype as returns_void
from pg_proc p
join pg_type t on t.oid = p.prorettype
where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'`;

const FOREIGN_KEYS_SQL = `
select con.conname as name, cl.relname as "table", fl.relname as ref_table,
       (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality as k(attnum, ord)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum)::text as columns,
       (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality as k(attnum, ord)
          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum)::text as ref_columns,
       exists (select 1 from pg_index i
               where i.indrelid = con.conrelid and i.indisunique
                 and (select array_agg(x order by x) from unnest(i.indkey::int2[]) as x) = (select array_agg(x order by x) from unnest(con.conkey) as x)) as is_unique
from pg_constraint con
join pg_class cl on cl.oid = con.conrelid
join pg_class fl on fl.oid = con.confrelid
where con.contype = 'f' and cl.relnamespace = 'public'::regnamespace and fl.relnamespace = 'public'::regnamespace
order by con.conname`;

/** Loads the relations, functions and foreign keys of schema public, as PostgREST keeps them in its schema cache. */
export async function loadCatalog(db: Db): Promise<Catalog> {
  const relations = new Map<string, CatalogRelation>();
  const rels = await db.query<{ relation: string; kind: 'table' | 'view'; columns: string; primary_key: string }>(RELATIONS_SQL);
  for (const row of rels.rows) {
    const columns = JSON.parse(row.columns) as CatalogColumn[];
    relations.set(row.relation, {
      name: row.relation,
      kind: row.kind,
      columns: new Map(columns.map((column) => [column.name, column])),
      primaryKey: JSON.parse(row.primary_key) as string[],
    });
  }
  const functions = new Map<string, CatalogFunction[]>();
  const fns = await db.query<{
    name: string;
    args: string;
    return_type: string;
    returns_set: boolean;
    returns_composite: boolean;
    returns_void: boolean;
  }>(FUNCTIONS_SQL);
  for (const row of fns.rows) {
    const fn: CatalogFunction = {
      name: row.name,
      args: JSON.parse(row.args) as CatalogFunctionArg[],
      returnType: row.return_type,
      returnsSet: row.returns_set,
      returnsComposite: row.returns_composite,
      returnsVoid: row.returns_void,
    };
    functions.set(row.name, [...(functions.get(row.name) ?? []), fn]);
  }
  const keys = await db.query<{ name: string; table: string; ref_table: string; columns: string; ref_columns: string; is_unique: boolean }>(FOREIGN_KEYS_SQL);
  const foreignKeys = keys.rows.map((row) => ({
    name: row.name,
    table: row.table,
    columns: JSON.parse(row.columns) as string[],
    refTable: row.ref_table,
    refColumns: JSON.parse(row.ref_columns) as string[],
    unique: row.is_unique,
  }));
  return { relations, functions, foreignKeys };
}

const cache = new WeakMap<Db, Promise<Catalog>>();

/** The cached catalog of a database; `refresh` reloads it (after a name was not found). */
export function catalogOf(db: Db, refresh = false): Promise<Catalog> {
  let current = cache.get(db);
  if (!current || refresh) {
    current = loadCatalog(db);
    cache.set(db, current);
    current.catch(() => cache.delete(db));
  }
  return current;
}

export async function findRelation(db: Db, name: string): Promise<CatalogRelation | undefined> {
  return (await catalogOf(db)).relations.get(name) ?? (await catalogOf(db, true)).relations.get(name);
}

export async function findFunctions(db: Db, name: string): Promise<CatalogFunction[]> {
  return (await catalogOf(db)).functions.get(name) ?? (await catalogOf(db, true)).functions.get(name) ?? [];
}

/** Quotes a name already checked against the catalog. */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
