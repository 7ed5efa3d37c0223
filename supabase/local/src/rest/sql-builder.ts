import { restError } from './rest-errors';
import { quoteIdent, type CatalogRelation } from './catalog';
import type { Condition, FieldPath, FilterCondition, OrderTerm, SelectItem } from './query-grammar';

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
export function fieldSql(field: FieldPath, relation: CatalogRelation | null): string {
  if (relation && !relation.columns.has(field.column)) {
    throw restError(400, '42703', `column ${relation.name}.${field.column} does not exist`);
  }
  let sql = `${TARGET}.${quoteIdent(field.column)}`;
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
};

function filterSql(filter: FilterCondition, relation: CatalogRelation | null, params: Params): string {
  const field = fieldSql(filter.field, relation);
  let sql: string;
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

export function conditionSql(condition: Condition, relation: CatalogRelation | null, params: Params): string {
  if (condition.kind === 'filter') return filterSql(condition, relation, params);
  const joined = condition.items.map((item) => `(${conditionSql(item, relation, params)})`).join(` ${condition.kind} `);
  return condition.negate ? `not (${joined})` : `(${joined})`;
}

export function whereSql(conditions: Condition[], relation: CatalogRelation | null, params: Params): string {
  if (conditions.length === 0) return '';
  return ` where ${conditions.map((condition) => conditionSql(condition, relation, params)).join(' and ')}`;
}

export function orderSql(terms: OrderTerm[], relation: CatalogRelation | null): string {
  if (terms.length === 0) return '';
  return ` order by ${terms
    .map((term) => `${fieldSql(term.field, relation)} ${term.descending ? 'desc' : 'asc'}${term.nulls ? ` nulls ${term.nulls}` : ''}`)
    .join(', ')}`;
}

export function selectSql(items: SelectItem[], relation: CatalogRelation | null): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return `${TARGET}.*`;
      let sql = fieldSql(item.field, relation);
      if (item.cast) sql = `(${sql})::${item.cast}`;
      const last = item.field.path.at(-1);
      const name = item.alias ?? (last ? last.key : item.field.column);
      return `${sql} as ${quoteIdent(name)}`;
    })
    .join(', ');
}

export function pagingSql(limit: number | undefined, offset: number | undefined, params: Params): string {
  let sql = '';
  if (limit !== undefined) sql += ` limit ${params.add(limit)}`;
  if (offset !== undefined && offset > 0) sql += ` offset ${params.add(offset)}`;
  return sql;
}
