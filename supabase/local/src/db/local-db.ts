import type { Db, JwtClaims, SqlResult, Tx } from '../contract';

/** A transaction that can also run a multi-statement script (migrations, seed). */
export interface ScriptTx extends Tx {
  exec(sql: string): Promise<void>;
}

/** What both local adapters offer beyond the contract's Db. */
export interface LocalDb extends Db {
  transaction<R>(fn: (tx: ScriptTx) => Promise<R>): Promise<R>;
  asRole<R>(claims: JwtClaims, fn: (tx: ScriptTx) => Promise<R>): Promise<R>;
  /** One statement as PostgREST runs a request (claims, role, statement, commit), in as few round trips as the driver allows. */
  asRoleQuery<T = Record<string, unknown>>(claims: JwtClaims, sql: string, params?: unknown[]): Promise<SqlResult<T>>;
}
