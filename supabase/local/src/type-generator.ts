import type { Db } from './contract';

interface ColumnInfo {
  name: string;
  type: string;
  element_type: string | null;
  is_enum: boolean;
  nullable: boolean;
  has_default: boolean;
  generated: boolean;
  identity_always: boolean;
}

interface RelationInfo {
  name: string;
  kind: 'table' | 'view';
  updatable: boolean;
  columns: ColumnInfo[];
  relationships: { foreignKeyName: string; columns: string[]; isOneToOne: boolean; referencedRelation: string; referencedColumns: string[] }[];
}

interface FunctionInfo {
  name: string;
  args: { name: string; type: string; element_type: string | null; is_enum: boolean; has_default: boolean }[];
  return_type: string;
  return_element_type: string | null;
  return_is_enum: boolean;
  returns_set: boolean;
  return_relation: string | null;
  return_columns: { name: string; type: string; element_type: string | null; is_enum: boolean }[] | null;
}

const TYPE_INFO = `
  t.typname as type,
  case when t.typcategory = 'A' then et.typname end as element_type,
  coalesce(et.typtype, t.typtype) = 'e' as is_enum`;

const RELATIONS_SQL = `
select c.relname as name,
       case when c.relkind in ('r', 'p') then 'table' else 'view' end as kind,
       c.relkind in ('r', 'p') or pg_relation_is_updatable(c.oid, false) & 20 = 20 as updatable,
       (select coalesce(json_agg(col order by col.attnum), '[]') from (
          select a.attnum, a.attname as name, ${TYPE_INFO},
                 not a.attnotnull as nullable,
                 a.atthasdef or a.attidentity <> '' as has_default,
                 a.attgenerated <> '' as generated,
                 a.attidentity = 'a' as identity_always
          from pg_attribute a
          join pg_type t on t.oid = a.atttypid
          left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) col)::text as columns,
       (select coalesce(json_agg(json_build_object(
                 'foreignKeyName', k.conname,
                 'columns', (select json_agg(a.attname order by u.ord) from unnest(k.conkey) with ordinality u(n, ord) join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n),
                 'isOneToOne', exists (select 1 from pg_index i where i.indrelid = k.conrelid and i.indisunique and (i.indkey::int2[] <@ k.conkey) and (k.conkey <@ i.indkey::int2[])),
                 'referencedRelation', rc.relname,
                 'referencedColumns', (select json_agg(a.attname order by u.ord) from unnest(k.confkey) with ordinality u(n, ord) join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n))
               order by k.conname), '[]')
        from pg_constraint k join pg_class rc on rc.oid = k.confrelid
        where k.contype = 'f' and k.conrelid = c.oid and rc.relnamespace = 'public'::regnamespace)::text as relationships
from pg_class c
where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
order by c.relname`;

const FUNCTIONS_SQL = `
select p.proname as name,
       (select coalesce(json_agg(arg order by arg.ord), '[]') from (
          select n.ord, coalesce(n.name, '') as name, ${TYPE_INFO}, n.in_ord > p.pronargs - p.pronargdefaults as has_default
          from (select x.*, row_number() over (order by x.ord) as in_ord
                from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]),
                            coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs::int])),
                            coalesce(p.proargnames, array_fill(''::text, array[p.pronargs::int])))
                     with ordinality as x(type_oid, mode, name, ord)
                where x.mode in ('i', 'b', 'v')) n
          join pg_type t on t.oid = n.type_oid
          left join pg_type et on et.oid = t.typelem and t.typcategory = 'A') arg)::text as args,
       rt.typname as return_type,
       case when rt.typcategory = 'A' then ret.typname end as return_element_type,
       coalesce(ret.typtype, rt.typtype) = 'e' as return_is_enum,
       p.proretset as returns_set,
       case when rt.typtype = 'c' and rr.relnamespace = 'public'::regnamespace then rr.relname end as return_relation,
       case when p.proargmodes is not null and 't' = any(p.proargmodes) then (
          select json_agg(json_build_object('name', x.name, 'type', t.typname, 'element_type', case when t.typcategory = 'A' then et.typname end,
                                            'is_enum', coalesce(et.typtype, t.typtype) = 'e') order by x.ord)
          from unnest(p.proallargtypes, p.proargmodes, p.proargnames) with ordinality as x(type_oid, mode, name, ord)
          join pg_type t on t.oid = x.type_oid
          left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
          where x.mode = 't')::text end as return_columns
from pg_proc p
join pg_type rt on rt.oid = p.prorettype
left join pg_type ret on ret.oid = rt.typelem and rt.typcategory = 'A'
left join pg_class rr on rr.oid = rt.typrelid
where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
order by p.proname, p.oid`;

const ENUMS_SQL = `
select t.typname as name, json_agg(e.enumlabel order by e.enumsortorder)::text as labels
from pg_type t join pg_enum e on e.enumtypid = t.oid
where t.typnamespace = 'public'::regnamespace
group by t.typname order by t.typname`;

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  oid: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
};
const STRINGS = new Set(['text', 'varchar', 'bpchar', 'char', 'name', 'uuid', 'date', 'time', 'timetz', 'timestamp', 'timestamptz', 'interval', 'bytea', 'inet', 'cidr', 'macaddr', 'citext', 'tsvector', 'money']);

function tsType(type: string, elementType: string | null, isEnum: boolean): string {
  const scalar = (name: string) => {
    if (isEnum) return `Database["public"]["Enums"]["${name}"]`;
    return SCALARS[name] ?? (STRINGS.has(name) ? 'string' : 'unknown');
  };
  return elementType ? `${scalar(elementType)}[]` : scalar(type);
}

const key = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));

function objectType(entries: string[], indent: string): string {
  if (entries.length === 0) return '{\n' + `${indent}  [_ in never]: never\n` + `${indent}}`;
  return `{\n${entries.map((entry) => `${indent}  ${entry}`).join('\n')}\n${indent}}`;
}

function relationType(relation: RelationInfo, indent: string): string {
  const inner = `${indent}  `;
  const row = relation.columns.map((c) => `${key(c.name)}: ${tsType(c.type, c.element_type, c.is_enum)}${c.nullable ? ' | null' : ''}`);
  const parts = [`Row: ${objectType(row, inner)}`];
  if (relation.updatable) {
    const insert = relation.columns.map((c) =>
      c.generated || c.identity_always
        ? `${key(c.name)}?: never`
        : `${key(c.name)}${c.nullable || c.has_default || relation.kind === 'view' ? '?' : ''}: ${tsType(c.type, c.element_type, c.is_enum)}${c.nullable ? ' | null' : ''}`,
    );
    const update = relation.columns.map((c) =>
      c.generated || c.identity_always ? `${key(c.name)}?: never` : `${key(c.name)}?: ${tsType(c.type, c.element_type, c.is_enum)}${c.nullable ? ' | null' : ''}`,
    );
    parts.push(`Insert: ${objectType(insert, inner)}`, `Update: ${objectType(update, inner)}`);
  }
  const relationships = relation.relationships.map(
    (r) =>
      `{\n${inner}    foreignKeyName: ${JSON.stringify(r.foreignKeyName)}\n${inner}    columns: ${JSON.stringify(r.columns)}\n${inner}    isOneToOne: ${r.isOneToOne}\n${inner}    referencedRelation: ${JSON.stringify(r.referencedRelation)}\n${inner}    referencedColumns: ${JSON.stringify(r.referencedColumns)}\n${inner}  },`,
  );
  parts.push(relationships.length === 0 ? 'Relationships: []' : `Relationships: [\n${relationships.map((r) => `${inner}  ${r}`).join('\n')}\n${inner}]`);
  return objectType(parts, indent);
}

function functionType(fns: FunctionInfo[], indent: string): string {
  const inner = `${indent}  `;
  const variants = fns.map((fn) => {
    const args = fn.args.map((a) => `${key(a.name)}${a.has_default ? '?' : ''}: ${tsType(a.type, a.element_type, a.is_enum)}`);
    let returns: string;
    if (fn.return_columns) {
      returns = `${objectType(fn.return_columns.map((c) => `${key(c.name)}: ${tsType(c.type, c.element_type, c.is_enum)}`), inner)}[]`;
    } else if (fn.return_relation) {
      returns = `Database["public"]["Tables"]["${fn.return_relation}"]["Row"]${fn.returns_set ? '[]' : ''}`;
    } else {
      const scalar = tsType(fn.return_type, fn.return_element_type, fn.return_is_enum);
      returns = fn.returns_set ? `${scalar}[]` : scalar;
    }
    return objectType([`Args: ${args.length === 0 ? 'never' : objectType(args, inner)}`, `Returns: ${returns}`], indent);
  });
  return variants.length === 1 ? variants[0]! : variants.join(`\n${indent}  | `);
}

const HELPERS = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never
`;

/** The TypeScript types of schema public, in the shape `supabase gen types typescript` writes. */
export async function generateDatabaseTypes(db: Db): Promise<string> {
  const relations = (await db.query<{ name: string; kind: 'table' | 'view'; updatable: boolean; columns: string; relationships: string }>(RELATIONS_SQL)).rows.map(
    (row): RelationInfo => ({
      name: row.name,
      kind: row.kind,
      updatable: row.updatable,
      columns: JSON.parse(row.columns) as ColumnInfo[],
      relationships: JSON.parse(row.relationships) as RelationInfo['relationships'],
    }),
  );
  const functions = new Map<string, FunctionInfo[]>();
  for (const row of (await db.query<Omit<FunctionInfo, 'args' | 'return_columns'> & { args: string; return_columns: string | null }>(FUNCTIONS_SQL)).rows) {
    const fn: FunctionInfo = {
      ...row,
      args: JSON.parse(row.args) as FunctionInfo['args'],
      return_columns: row.return_columns ? (JSON.parse(row.return_columns) as FunctionInfo['return_columns']) : null,
    };
    functions.set(fn.name, [...(functions.get(fn.name) ?? []), fn]);
  }
  const enums = (await db.query<{ name: string; labels: string }>(ENUMS_SQL)).rows;

  const indent = '    ';
  const tables = relations.filter((r) => r.kind === 'table').map((r) => `${key(r.name)}: ${relationType(r, `${indent}  `)}`);
  const views = relations.filter((r) => r.kind === 'view').map((r) => `${key(r.name)}: ${relationType(r, `${indent}  `)}`);
  const fns = [...functions.entries()].map(([name, variants]) => `${key(name)}: ${functionType(variants, `${indent}  `)}`);
  const enumTypes = enums.map((e) => `${key(e.name)}: ${(JSON.parse(e.labels) as string[]).map((label) => JSON.stringify(label)).join(' | ')}`);
  const enumConstants = enums.map((e) => `      ${key(e.name)}: ${JSON.stringify(JSON.parse(e.labels))},`);

  return `// Generated by \`npm run db:types\` from the migrated schema; do not edit by hand.
export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: ${objectType(tables, indent)}
    Views: ${objectType(views, indent)}
    Functions: ${objectType(fns, indent)}
    Enums: ${objectType(enumTypes, indent)}
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

${HELPERS}
export const Constants = {
  public: {
    Enums: {${enumConstants.length === 0 ? '' : `\n${enumConstants.join('\n')}\n    `}},
  },
} as const
`;
}
