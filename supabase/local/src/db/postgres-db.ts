import pg from 'pg';
import type { JwtClaims, SqlResult } from '../contract';
import type { LocalDb, RoleQueryOptions, ScriptTx } from './local-db';
import { CLAIMS_SQL, claimsParameters, toParameterText } from './wire-values';

export interface PostgresDb extends LocalDb {
  readonly kind: 'postgres';
  readonly url: string;
}

const SEARCH_PATH = '"$user", public, extensions';

const INT8_OID = 20;

/** int8 as a number when it fits, as PGlite returns it, so both adapters give callers the same values. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID && format !== 'binary') {
      return (text: string) => {
        const value = BigInt(text);
        return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
      };
    }
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

function toResult<T>(result: pg.QueryResult): SqlResult<T> {
  return { rows: result.rows as T[], affectedRows: result.rowCount ?? undefined };
}

function prepare(params?: unknown[]): (string | null)[] {
  return (params ?? []).map(toParameterText);
}

/** A PostgreSQL server through a pool; a transaction or a request as a role holds one client throughout. */
export function createPostgresDb(url: string, options: { max?: number } = {}): PostgresDb {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, types, options: `-c search_path=${SEARCH_PATH.replace(/ /g, '\\ ')}` });
  pool.on('error', () => undefined);

  async function withClient<R>(first: [string, unknown[]?][], fn: (tx: ScriptTx) => Promise<R>): Promise<R> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      for (const [sql, params] of first) await client.query(sql, prepare(params));
      const tx: ScriptTx = {
        query: async <T>(sql: string, params?: unknown[]) => toResult<T>(await client.query(sql, prepare(params))),
        exec: async (sql: string) => {
          await client.query(sql);
        },
      };
      const result = await fn(tx);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    kind: 'postgres',
    url,
    query: async <T>(sql: string, params?: unknown[]) => toResult<T>(await pool.query(sql, prepare(params))),
    exec: async (sql: string) => {
      await pool.query(sql);
    },
    transaction: (fn) => withClient([], fn),
    asRole: (claims, fn, request) => withClient([[CLAIMS_SQL, claimsParameters(claims, request)]], fn),
    asRoleQuery: async <T>(claims: JwtClaims, sql: string, params?: unknown[], options: RoleQueryOptions = {}) => {
      const result = await withClient([[CLAIMS_SQL, claimsParameters(claims, options.request)]], (tx) => tx.query<T>(sql, params));
      for (const row of result.rows as Record<string, unknown>[]) {
        for (const column of options.utf8Columns ?? []) {
          const value = row[column];
          if (typeof value === 'string') row[column] = Buffer.from(value);
        }
      }
      return result;
    },
    close: () => pool.end(),
  };
}
