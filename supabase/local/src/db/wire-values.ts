import type { RequestSettings } from '../contract';

/** Turns a JavaScript value into the text form of a query parameter, as node-postgres does. */
export function toParameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
}

function arrayLiteral(values: unknown[]): string {
  const items = values.map((item) => {
    if (item === null || item === undefined) return 'NULL';
    if (Array.isArray(item)) return arrayLiteral(item);
    const text = toParameterText(item) ?? '';
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/** The row count at the end of a command tag such as `INSERT 0 3`, `UPDATE 2` or `SELECT 5`. */
export function affectedRowsOf(commandTag: string): number | undefined {
  const last = commandTag.trim().split(' ').pop();
  const count = Number(last);
  return Number.isInteger(count) ? count : undefined;
}

export const CLAIMS_SQL =
  "select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true), set_config('request.jwt.claim.role', $3, true), set_config('role', $3, true), " +
  "set_config('request.headers', $4, true), set_config('request.method', $5, true), set_config('request.path', $6, true)";

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** The parameters of CLAIMS_SQL; refuses a role outside the three API roles. */
export function claimsParameters(claims: { role: string; sub?: string }, request?: RequestSettings): string[] {
  if (!API_ROLES.has(claims.role)) throw new Error(`Refusing to run as role ${JSON.stringify(claims.role)}`);
  return [
    JSON.stringify(claims),
    typeof claims.sub === 'string' ? claims.sub : '',
    claims.role,
    request ? JSON.stringify(request.headers) : '',
    request?.method ?? '',
    request?.path ?? '',
  ];
}
