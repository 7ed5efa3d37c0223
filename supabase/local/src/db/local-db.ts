import type { Db, JwtClaims, RequestSettings, SqlResult, Tx } from '../contract';

/** A transaction that can also run a multi-statement script (migrations, seed). */
export interface ScriptTx extends Tx {
  exec(sql: string): Promise<void>;
}

export interface RoleQueryOptions {
  /** Columns whose text comes back as its UTF-8 bytes (a Buffer), never decoded: JSON built by PostgreSQL goes to the response as it is. */
  utf8Columns?: readonly string[];
  /** The HTTP request the statement answers (request.headers, request.method, request.path). */
  request?: RequestSettings;
}

/** What both local adapters offer beyond the contract's Db. */
export interface LocalDb extends Db {
  transaction<R>(fn: (tx: ScriptTx) => Promise<R>): Promise<R>;
  asRole<R>(claims: JwtClaims, fn: (tx: ScriptTx) => Promise<R>, request?: RequestSettings): Promise<R>;
  /** One statement as PostgREST runs a request (claims, role, statement, commit), in as few round trips as the driver allows. */
  asRoleQuery<T = Record<string, unknown>>(claims: JwtClaims, sql: string, params?: unknown[], options?: RoleQueryOptions): Promise<SqlResult<T>>;
}
