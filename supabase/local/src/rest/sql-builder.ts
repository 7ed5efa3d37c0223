import { restError } from './rest-errors';
import { quoteIdent, type Catalog, type CatalogForeignKey, type CatalogRelation } from './catalog';
import type { Condition, EmbedItem, FieldPath, FilterCondition, OrderTerm, SelectItem } from './query-grammar';

/** Collects query parameters; values never enter the SQL text. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const TARGET = '_t';

/** Checks the column against the relation (when known) and renders the field with its JSON arrows. */
export function fieldSql(field: FieldPath, relation: CatalogRelation | null, alias = TARGET): string {
  if (relation && !relation.columns.has(field.column)) {
    throw restError(400, '42703', `column ${relation.name}.${field.column} does not exist`);
  }
  let sql = `${alias}.${quoteIdent(field.column)}`;
  for (const step of field.path) {
    const key = /^-?\d+$/.test(step.key) ? step.key : `'${step.key.replace(/'/g, "''")}'`;
    sql += `${step.arrow}${key}`;
  }
  return sql;
}

const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxl: '&<',
  nxr: '&>',
  adj: '-|-',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};

const TEXT_SEARCH: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

const TEXT_OPERATORS = new Set(['like', 'ilike', 'match', 'imatch']);

function filterSql(filter: FilterCondition, relation: CatalogRelation | null, params: Params, alias: string): string {
  const field = fieldSql(filter.field, relation, alias);
  let sql: string;
  if (filter.quantifier) {
    const textual = TEXT_OPERATORS.has(filter.operator);
    const list = `${params.add(filter.value)}${textual ? '::text[]' : ''}`;
    sql = `${textual ? `${field}::text` : field} ${COMPARISONS[filter.operator]} ${filter.quantifier}(${list})`;
    return filter.negate ? `not (${sql})` : sql;
  }
  const textSearch = TEXT_SEARCH[filter.operator];
  if (textSearch) {
    const query = filter.config ? `${textSearch}(${params.add(filter.config)}::regconfig, ${params.add(filter.value)})` : `${textSearch}(${params.add(filter.value)})`;
    sql = `${field} @@ ${query}`;
    return filter.negate ? `not (${sql})` : sql;
  }
  switch (filter.operator) {
    case 'is':
      sql = `${field} is ${filter.value as string}`;
      break;
    case 'in': {
      const items = filter.value as string[];
      sql = items.length === 0 ? 'false' : `${field} in (${items.map((item) => params.add(item)).join(', ')})`;
      break;
    }
    case 'like':
      sql = `${field}::text like ${params.add(filter.value)}`;
      break;
    case 'ilike':
      sql = `${field}::text ilike ${params.add(filter.value)}`;
      break;
    case 'match':
      sql = `${field}::text ~ ${params.add(filter.value)}`;
      break;
    case 'imatch':
      sql = `${field}::text ~* ${params.add(filter.value)}`;
      break;
    case 'isdistinct':
      sql = `${field} is distinct from ${params.add(filter.value)}`;
      break;
    default:
      sql = `${field} ${COMPARISONS[filter.operator]} ${params.add(filter.value)}`;
  }
  return filter.negate ? `not (${sql})` : sql;
}

export function conditionSql(condition: Condition, relation: CatalogRelation | null, params: Params, alias = TARGET): string {
  if (condition.kind === 'filter') return filterSql(condition, relation, params, alias);
  const joined = condition.items.map((item) => `(${conditionSql(item, relation, params, alias)})`).join(` ${condition.kind} `);
  return condition.negate ? `not (${joined})` : `(${joined})`;
}

/** The WHERE clause: the filters, plus "a related row exists" for each `!inner` embed. */
export function whereSql(conditions: Condition[], relation: CatalogRelation | null, params: Params, alias = TARGET, embeds?: EmbedContext, select: SelectItem[] = []): string {
  const parts = conditions.map((condition) => conditionSql(condition, relation, params, alias));
  if (embeds && relation) {
    for (const item of select) if (item.kind === 'embed' && item.inner) parts.push(embeds.existsSql(item, relation, alias, params));
  }
  return parts.length === 0 ? '' : ` where ${parts.join(' and ')}`;
}

export function orderSql(terms: OrderTerm[], relation: CatalogRelation | null, alias = TARGET): string {
  if (terms.length === 0) return '';
  return ` order by ${terms
    .map((term) => `${fieldSql(term.field, relation, alias)} ${term.descending ? 'desc' : 'asc'}${term.nulls ? ` nulls ${term.nulls}` : ''}`)
    .join(', ')}`;
}

export function selectSql(items: SelectItem[], relation: CatalogRelation | null, alias = TARGET, embeds?: EmbedContext, params?: Params): string {
  const columns = items
    .map((item) => {
      if (item.kind === 'star') return `${alias}.*`;
      if (item.kind === 'embed') {
        if (!embeds || !relation || !params) throw restError(400, 'PGRST200', `Could not find a relationship for '${item.name}' in the schema cache`, null, null);
        return embeds.selectSql(item, relation, alias, params);
      }
      let sql = fieldSql(item.field, relation, alias);
      if (item.cast) sql = `(${sql})::${item.cast}`;
      const last = item.field.path.at(-1);
      const name = item.alias ?? (last ? last.key : item.field.column);
      return `${sql} as ${quoteIdent(name)}`;
    })
    .filter((column) => column !== '');
  // An embed that only filters (`table!inner()`) selects nothing; a select of nothing but such embeds is an empty object.
  return columns.length > 0 ? columns.join(', ') : `null as "__nothing"`;
}

/** Resource embedding for one request: the catalog's foreign keys and the filters the query gave each embed. */
export interface EmbedQuery {
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface EmbedContext {
  selectSql(item: EmbedItem, parent: CatalogRelation, parentAlias: string, params: Params): string;
  existsSql(item: EmbedItem, parent: CatalogRelation, parentAlias: string, params: Params): string;
}

interface Relationship {
  target: CatalogRelation;
  /** Column pairs: the parent's column = the embedded relation's column. */
  join: [string, string][];
  toOne: boolean;
}

function relationshipCandidates(catalog: Catalog, parent: CatalogRelation, embed: EmbedItem): { fk: CatalogForeignKey; outgoing: boolean }[] {
  const matchesHint = (fk: CatalogForeignKey) =>
    embed.hint === undefined || fk.name === embed.hint || (fk.columns.length === 1 && (fk.columns[0] === embed.hint || fk.refColumns[0] === embed.hint)) || fk.table === embed.hint || fk.refTable === embed.hint;
  const found: { fk: CatalogForeignKey; outgoing: boolean }[] = [];
  for (const fk of catalog.foreignKeys) {
    if (!matchesHint(fk)) continue;
    // The parent holds the key: embedding the referenced table (by its name, the key's column or the key's name) is to-one.
    if (fk.table === parent.name && (fk.refTable === embed.name || fk.name === embed.name || (fk.columns.length === 1 && fk.columns[0] === embed.name))) {
      found.push({ fk, outgoing: true });
    }
    // The embedded table holds the key: to-many, or to-one when its key columns are unique.
    if (fk.refTable === parent.name && (fk.table === embed.name || fk.name === embed.name)) {
      found.push({ fk, outgoing: false });
    }
  }
  return found;
}

function resolveRelationship(catalog: Catalog, parent: CatalogRelation, embed: EmbedItem): Relationship {
  const candidates = relationshipCandidates(catalog, parent, embed);
  if (candidates.length === 0) {
    throw restError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${embed.name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${embed.name}'${embed.hint ? ` using the hint '${embed.hint}'` : ''} in the schema 'public', but no matches were found.`,
      null,
    );
  }
  if (candidates.length > 1) {
    throw restError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${embed.name}'`,
      candidates.map(({ fk, outgoing }) => ({ cardinality: outgoing ? 'many-to-one' : fk.unique ? 'one-to-one' : 'one-to-many', embedding: `${parent.name} with ${outgoing ? fk.refTable : fk.table}`, relationship: `${fk.name} using ${fk.table}(${fk.columns.join(', ')}) and ${fk.refTable}(${fk.refColumns.join(', ')})` })),
      `Try changing '${embed.name}' to one of the following: ${candidates.map(({ fk }) => `'${embed.name}!${fk.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  const { fk, outgoing } = candidates[0]!;
  const target = catalog.relations.get(outgoing ? fk.refTable : fk.table);
  if (!target) throw restError(400, 'PGRST200', `Could not find a relationship between '${parent.name}' and '${embed.name}' in the schema cache`, null, null);
  const join: [string, string][] = outgoing ? fk.columns.map((column, i) => [column, fk.refColumns[i]!]) : fk.refColumns.map((column, i) => [column, fk.columns[i]!]);
  return { target, join, toOne: outgoing || fk.unique };
}

/**
 * Embeds as correlated subqueries, as PostgREST builds them: a to-one relation is one JSON object (or null),
 * a to-many one a JSON array (empty when nothing matches); each keeps its own filters, order and paging.
 */
export function embedContext(catalog: Catalog, queries: Map<string, EmbedQuery>): EmbedContext {
  const build = (path: string, depth: number): EmbedContext => {
    const childAlias = `_e${depth}`;
    const pathOf = (item: EmbedItem) => (path ? `${path}.${item.key}` : item.key);
    const source = (item: EmbedItem, parent: CatalogRelation, parentAlias: string, params: Params, forExists: boolean) => {
      const relationship = resolveRelationship(catalog, parent, item);
      const query = queries.get(pathOf(item)) ?? { conditions: [], order: [] };
      const nested = build(pathOf(item), depth + 1);
      const join = relationship.join.map(([parentColumn, column]) => `${childAlias}.${quoteIdent(column)} = ${parentAlias}.${quoteIdent(parentColumn)}`);
      const filters = whereSql(query.conditions, relationship.target, params, childAlias, nested, item.select).replace(/^ where /, '');
      const where = ` where ${[...join, ...(filters ? [filters] : [])].join(' and ')}`;
      const from = ` from public.${quoteIdent(relationship.target.name)} as ${childAlias}${where}`;
      if (forExists) return { relationship, sql: from };
      const columns = selectSql(item.select, relationship.target, childAlias, nested, params);
      const paging = relationship.toOne ? '' : `${orderSql(query.order, relationship.target, childAlias)}${pagingSql(query.limit, query.offset, params)}`;
      return { relationship, sql: `select ${columns}${from}${paging}` };
    };
    return {
      selectSql(item, parent, parentAlias, params) {
        const { relationship, sql } = source(item, parent, parentAlias, params, false);
        if (item.select.length === 0) return '';
        if (item.spread) {
          if (!relationship.toOne) throw restError(400, 'PGRST119', 'A spread operation on a to-many relationship is not supported', null, null);
          return item.select
            .filter((inner): inner is Extract<SelectItem, { kind: 'field' }> => inner.kind === 'field')
            .map((inner) => {
              const name = inner.alias ?? inner.field.path.at(-1)?.key ?? inner.field.column;
              return `(select _s.${quoteIdent(name)} from (${sql}) _s) as ${quoteIdent(name)}`;
            })
            .join(', ');
        }
        const value = relationship.toOne
          ? `(select row_to_json(_s) from (${sql} limit 1) _s)`
          : `coalesce((select json_agg(_s) from (${sql}) _s), '[]'::json)`;
        return `${value} as ${quoteIdent(item.key)}`;
      },
      existsSql(item, parent, parentAlias, params) {
        return `exists (select 1${source(item, parent, parentAlias, params, true).sql})`;
      },
    };
  };
  return build('', 1);
}

export function pagingSql(limit: number | undefined, offset: number | undefined, params: Params): string {
  let sql = '';
  if (limit !== undefined) sql += ` limit ${params.add(limit)}`;
  if (offset !== undefined && offset > 0) sql += ` offset ${params.add(offset)}`;
  return sql;
}
