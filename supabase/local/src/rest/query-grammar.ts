import { badRequest, restError } from './rest-errors';

/** A column, optionally followed by JSON arrows: `data->a->>b`. */
export interface FieldPath {
  column: string;
  path: { arrow: '->' | '->>'; key: string }[];
}

export const OPERATORS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'in', 'cs', 'cd', 'ov',
  'sl', 'sr', 'nxl', 'nxr', 'adj', 'fts', 'plfts', 'phfts', 'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

/** Operators that take `(any)` / `(all)` and a `{a,b}` list; full-text ones take a `(config)` instead. */
const QUANTIFIABLE = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
export const FULL_TEXT = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);

export interface FilterCondition {
  kind: 'filter';
  field: FieldPath;
  negate: boolean;
  operator: Operator;
  /** A string, a list for `in`, or the keyword of `is`. */
  value: string | string[];
  /** `like(any).{a,b}`: the value is a PostgreSQL array literal compared with any/all of it. */
  quantifier?: 'any' | 'all';
  /** `fts(english).…`: the text search configuration. */
  config?: string;
}

export interface LogicCondition {
  kind: 'and' | 'or';
  negate: boolean;
  items: Condition[];
}

export type Condition = FilterCondition | LogicCondition;

/** `alias:name!hint!inner(select)`: a related table embedded through a foreign key (resource embedding). */
export interface EmbedItem {
  kind: 'embed';
  /** What the embed is called in the request (its alias, else its name); nested filters use it as prefix. */
  key: string;
  /** A table or view, or a foreign key column or constraint leading to one. */
  name: string;
  hint?: string;
  /** `!inner`: parent rows without a matching embedded row are left out. */
  inner: boolean;
  /** `...name(cols)`: a to-one embed whose columns join the parent's. */
  spread: boolean;
  select: SelectItem[];
}

export type SelectItem = { kind: 'star' } | { kind: 'field'; field: FieldPath; alias?: string; cast?: string } | EmbedItem;

export interface OrderTerm {
  field: FieldPath;
  descending: boolean;
  nulls?: 'first' | 'last';
}

const JSON_KEY = /^(?:[A-Za-z0-9_ $-]+|-?\d+)$/;
const CAST = /^(?:[A-Za-z_][A-Za-z0-9_]*|double precision|character varying|timestamp with(?:out)? time zone)(?:\[\])?$/;

/** Splits at top-level commas, keeping parenthesised groups and double-quoted strings whole. */
export function splitTopLevel(text: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < text.length) current += text[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth < 0) throw badRequest(`"failed to parse ${what}" (${text})`, 'unexpected ")"');
    } else if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  if (quoted || depth !== 0) throw badRequest(`"failed to parse ${what}" (${text})`, 'unexpected end of input');
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

export function parseField(text: string, what: string): FieldPath {
  const pieces = text.split(/(->>|->)/);
  const column = unquote(pieces[0]?.trim() ?? '');
  if (!column) throw badRequest(`"failed to parse ${what}" (${text})`, 'expected a column name');
  const path: FieldPath['path'] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    const arrow = pieces[i] as '->' | '->>';
    const key = unquote(pieces[i + 1] ?? '');
    if (!JSON_KEY.test(key)) throw badRequest(`"failed to parse ${what}" (${text})`, `unexpected JSON key "${key}"`);
    path.push({ arrow, key });
  }
  return { column, path };
}

/** `op.value` or `not.op.value`, the right-hand side of a column filter. */
export function parseFilterValue(field: FieldPath, text: string, original: string): FilterCondition {
  const fail = () => badRequest(`"failed to parse filter (${text})" (line 1, column 1)`, `unexpected "${text.slice(0, 1)}" expecting an operator`);
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw fail();
  const [, name = '', modifier] = /^([a-z]+)(?:\(([A-Za-z_][A-Za-z0-9_]*)\))?$/.exec(rest.slice(0, dot)) ?? [];
  const operator = name as Operator;
  const raw = rest.slice(dot + 1);
  const modifierFits = modifier === undefined || FULL_TEXT.has(operator) || (QUANTIFIABLE.has(operator) && (modifier === 'any' || modifier === 'all'));
  if (!(OPERATORS as readonly string[]).includes(operator) || !modifierFits) {
    throw badRequest(`"failed to parse filter (${original})" (line 1, column ${original.length - text.length + 1})`, `unknown operator "${rest.slice(0, dot)}"`);
  }
  if (modifier !== undefined && QUANTIFIABLE.has(operator)) {
    if (!raw.startsWith('{') || !raw.endsWith('}')) {
      throw badRequest(`"failed to parse filter (${original})" (line 1, column ${original.length - raw.length + 1})`, 'expecting "{" and "}" around the list');
    }
    const list = operator === 'like' || operator === 'ilike' ? raw.replace(/\*/g, '%') : raw;
    return { kind: 'filter', field, negate, operator, value: list, quantifier: modifier as 'any' | 'all' };
  }
  if (modifier !== undefined) return { kind: 'filter', field, negate, operator, value: unquote(raw), config: modifier };
  if (operator === 'is') {
    const keyword = raw.toLowerCase();
    if (!['null', 'true', 'false', 'unknown'].includes(keyword)) {
      throw badRequest(`"failed to parse filter (${original})" (line 1, column ${original.length - raw.length + 1})`, 'unexpected value: expecting null, true, false or unknown');
    }
    return { kind: 'filter', field, negate, operator, value: keyword };
  }
  if (operator === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) {
      throw badRequest(`"failed to parse filter (${original})" (line 1, column ${original.length - raw.length + 1})`, 'expecting "(" and ")" around the list');
    }
    const inner = raw.slice(1, -1);
    const items = inner.trim() === '' ? [] : splitTopLevel(inner, 'filter').map((item) => unquote(item.trim()));
    return { kind: 'filter', field, negate, operator, value: items };
  }
  const value = unquote(raw);
  return { kind: 'filter', field, negate, operator, value: operator === 'like' || operator === 'ilike' ? value.replace(/\*/g, '%') : value };
}

/** A logic tree such as `(a.eq.1,or(b.gt.2,c.is.null))`, the value of `or=` and `and=`. */
export function parseLogic(kind: 'and' | 'or', negate: boolean, text: string): LogicCondition {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw badRequest(`"failed to parse logic tree (${text})" (line 1, column 1)`, 'expecting "("');
  }
  const inner = text.slice(1, -1);
  if (inner.trim() === '') throw badRequest(`"failed to parse logic tree (${text})" (line 1, column 2)`, 'expecting a condition');
  const items = splitTopLevel(inner, 'logic tree').map((item): Condition => {
    const trimmed = item.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(trimmed);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3]!);
    const dot = trimmed.indexOf('.');
    if (dot <= 0) throw badRequest(`"failed to parse logic tree (${text})" (line 1, column 2)`, `unexpected "${trimmed}"`);
    return parseFilterValue(parseField(trimmed.slice(0, dot), 'logic tree'), trimmed.slice(dot + 1), text);
  });
  return { kind, negate, items };
}

function parseEmbed(item: string, text: string): EmbedItem {
  const open = item.indexOf('(');
  let head = item.slice(0, open);
  const spread = head.startsWith('...');
  if (spread) head = head.slice(3);
  let alias: string | undefined;
  const colon = head.indexOf(':');
  if (colon >= 0) {
    alias = head.slice(0, colon);
    head = head.slice(colon + 1);
  }
  const [name = '', ...modifiers] = head.split('!');
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) || (alias !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(alias))) {
    throw badRequest(`"failed to parse select parameter (${text})"`, `unexpected "${item.slice(0, open)}"`);
  }
  let inner = false;
  let hint: string | undefined;
  for (const modifier of modifiers) {
    if (modifier === 'inner') inner = true;
    else if (modifier === 'left') inner = false;
    else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(modifier) && hint === undefined) hint = modifier;
    else throw badRequest(`"failed to parse select parameter (${text})"`, `unexpected "!${modifier}"`);
  }
  const body = item.slice(open + 1, -1);
  return { kind: 'embed', key: alias ?? name, name, hint, inner, spread, select: body.trim() === '' ? [] : parseSelect(body) };
}

/** The `select` parameter: `*`, columns, `alias:column`, `column::cast`, JSON paths, embedded resources. */
export function parseSelect(text: string | null): SelectItem[] {
  if (text === null || text.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(text.replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ''), 'select').map((item): SelectItem => {
    if (item === '*') return { kind: 'star' };
    if (item === '') throw badRequest(`"failed to parse select parameter (${text})"`, 'unexpected ","');
    if (item.includes('(') && item.endsWith(')')) return parseEmbed(item, text);
    let rest = item;
    let alias: string | undefined;
    const aliasMatch = /^([^:>-]+):(?!:)(.+)$/.exec(rest);
    if (aliasMatch) {
      alias = aliasMatch[1]!;
      rest = aliasMatch[2]!;
    }
    let cast: string | undefined;
    const castAt = rest.indexOf('::');
    if (castAt >= 0) {
      cast = rest.slice(castAt + 2);
      rest = rest.slice(0, castAt);
      if (!CAST.test(cast)) throw badRequest(`"failed to parse select parameter (${text})"`, `unexpected cast "${cast}"`);
    }
    return { kind: 'field', field: parseField(rest, 'select parameter'), alias, cast };
  });
}

/** The `order` parameter: `col`, `col.desc`, `col.asc.nullslast`, comma-separated. */
export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text, 'order').map((term) => {
    const [column, ...modifiers] = term.split('.');
    if (!column) throw badRequest(`"failed to parse order (${text})" (line 1, column 1)`, 'unexpected end of input expecting field name');
    const order: OrderTerm = { field: parseField(column, 'order'), descending: false };
    const seen = new Set<string>();
    for (const modifier of modifiers) {
      if (seen.has(modifier)) throw badRequest(`"failed to parse order (${text})"`, `repeated "${modifier}"`);
      seen.add(modifier);
      if (modifier === 'asc') order.descending = false;
      else if (modifier === 'desc') order.descending = true;
      else if (modifier === 'nullsfirst') order.nulls = 'first';
      else if (modifier === 'nullslast') order.nulls = 'last';
      else {
        throw badRequest(`"failed to parse order (${text})" (line 1, column ${term.indexOf(modifier) + 1})`, `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`);
      }
    }
    return order;
  });
}

/** A non-negative integer parameter (limit, offset). */
export function parseCount(name: string, text: string | null): number | undefined {
  if (text === null) return undefined;
  if (!/^\d{1,9}$/.test(text)) throw badRequest(`"failed to parse ${name} parameter (${text})"`, 'expecting a non-negative integer');
  return Number(text);
}

/** `Range: 0-9` (items). */
export function parseRangeHeader(header: string | undefined): { offset: number; limit?: number } | undefined {
  if (!header) return undefined;
  const match = /^(?:items=)?(\d+)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = match[2] ? Number(match[2]) : undefined;
  if (to !== undefined && to < from) {
    throw restError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${from} is past the end ${to}`);
  }
  return { offset: from, limit: to === undefined ? undefined : to - from + 1 };
}

export interface Preferences {
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  /** `max-affected=N` with `handling=strict`: a write (or a function's rows) beyond N fails and rolls back. */
  maxAffected?: number;
  applied: string[];
}

/** The `Prefer` header's tokens the local backend honours. */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { missingDefault: false, applied: [] };
  let strict = false;
  for (const token of (header ?? '').split(/[,;]/).map((t) => t.trim()).filter(Boolean)) {
    const [key, value] = token.split('=').map((part) => part.trim());
    if (key === 'return' && (value === 'representation' || value === 'minimal' || value === 'headers-only')) {
      prefs.return = value;
      prefs.applied.push(token);
    } else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      prefs.count = 'exact';
      prefs.applied.push(token);
    } else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefs.resolution = value;
      prefs.applied.push(token);
    } else if (key === 'missing' && value === 'default') {
      prefs.missingDefault = true;
      prefs.applied.push(token);
    } else if (key === 'max-affected' && value !== undefined && /^\d{1,9}$/.test(value)) {
      prefs.maxAffected = Number(value);
    } else if (key === 'handling' && value === 'strict') {
      strict = true;
      prefs.applied.push(token);
    }
  }
  if (prefs.maxAffected !== undefined) {
    if (strict) prefs.applied.push(`max-affected=${prefs.maxAffected}`);
    else delete prefs.maxAffected;
  }
  return prefs;
}
