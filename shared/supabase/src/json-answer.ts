/** What a JSON field holds ('string', 'number', 'boolean', 'array', 'object'); a trailing `?` also allows null or no field. */
type KindOf<Value> = Value extends string ? 'string' : Value extends number ? 'number' : Value extends boolean ? 'boolean' : Value extends readonly unknown[] ? 'array' : 'object';
type FieldKind<Value> = null extends Value ? `${KindOf<NonNullable<Value>>}?` : undefined extends Value ? `${KindOf<NonNullable<Value>>}?` : KindOf<Value>;

/** The kinds of an object's fields, one per field of `T` (the compiler checks that they agree with `T`). */
export type JsonShape<T> = { readonly [Key in keyof T]-?: FieldKind<T[Key]> };

function fits(value: unknown, kind: string): boolean {
  const optional = kind.endsWith('?');
  if (value === null || value === undefined) return optional;
  const base: string = optional ? kind.slice(0, -1) : kind;
  if (base === 'array') return Array.isArray(value);
  if (base === 'object') return typeof value === 'object' && !Array.isArray(value);
  return typeof value === base;
}

/** Whether a JSON value is an object whose fields are of the shape's kinds (nested values are not looked into). */
export function isJsonOf<T>(value: unknown, shape: JsonShape<T>): value is T {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const fields = new Map(Object.entries(value));
  return Object.entries(shape).every(([key, kind]) => typeof kind === 'string' && fits(fields.get(key), kind));
}

/**
 * A function's JSON answer (an RPC `returns json`) as the object the caller expects: its fields are checked
 * against the shape, and an answer of another shape throws, naming the function.
 */
export function jsonAnswer<T>(value: unknown, shape: JsonShape<T>, source: string): T {
  if (!isJsonOf(value, shape)) throw new Error(`${source}: unexpected answer ${JSON.stringify(value)?.slice(0, 200)}`);
  return value;
}

/** As `jsonAnswer`, for a function that answers null when it has nothing. */
export function nullableJsonAnswer<T>(value: unknown, shape: JsonShape<T>, source: string): T | null {
  return value === null || value === undefined ? null : jsonAnswer(value, shape, source);
}

/** As `jsonAnswer`, for each element of an array answer. */
export function jsonAnswers<T>(value: unknown, shape: JsonShape<T>, source: string): T[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`${source}: expected an array, got ${typeof value}`);
  return value.map((element) => jsonAnswer(element, shape, source));
}
