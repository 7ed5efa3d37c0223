import { PGlite, protocol } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { JwtClaims, SqlResult } from '../contract';
import type { LocalDb, ScriptTx } from './local-db';
import { SerialQueue } from './serial-queue';
import { CLAIMS_SQL, affectedRowsOf, claimsParameters, toParameterText } from './wire-values';

const { serialize } = protocol;

export interface PgliteDbOptions {
  /** A folder for the data; in memory when absent. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (the migrated snapshot). */
  loadDataDir?: Blob;
}

/** A PGlite database with the Supabase platform's search path, answering through one serialized connection. */
export interface PgliteDb extends LocalDb {
  readonly kind: 'pglite';
  dumpDataDir(): Promise<Blob>;
  readonly pglite: PGlite;
}

interface Step {
  sql: string;
  params?: unknown[];
  /** Whether the rows of this step are wanted (Describe is sent only for these). */
  describe?: boolean;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const SEARCH_PATH_SQL = `select pg_catalog.set_config('search_path', '"$user", public, extensions', false)`;

export async function createPgliteDb(options: PgliteDbOptions = {}): Promise<PgliteDb> {
  const pg = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pgcrypto, uuid_ossp },
  });
  // PGlite runs single-user Postgres, which ignores `alter database … set search_path`.
  await pg.exec(SEARCH_PATH_SQL);
  const queue = new SerialQueue();

  /** Sends the steps as one extended-protocol pipeline ending in Sync; returns the last described result. */
  async function pipeline<T>(steps: Step[]): Promise<SqlResult<T>> {
    const parts: Uint8Array[] = [];
    for (const step of steps) {
      parts.push(serialize.parse({ text: step.sql }));
      parts.push(serialize.bind({ values: (step.params ?? []).map(toParameterText) }));
      if (step.describe) parts.push(serialize.describe({ type: 'P' }));
      parts.push(serialize.execute({}));
    }
    parts.push(serialize.sync());
    const { messages } = await pg.execProtocol(concat(parts), { syncToFs: false });
    let fields: { name: string; dataTypeID: number }[] | null = null;
    let rows: Record<string, unknown>[] = [];
    let result: SqlResult<T> = { rows: [] };
    for (const message of messages) {
      if (message.name === 'rowDescription') {
        fields = (message as unknown as { fields: { name: string; dataTypeID: number }[] }).fields;
        rows = [];
      } else if (message.name === 'noData') {
        fields = [];
        rows = [];
      } else if (message.name === 'dataRow' && fields) {
        const values = (message as unknown as { fields: (string | null)[] }).fields;
        const row: Record<string, unknown> = {};
        fields.forEach((field, index) => {
          const text = values[index];
          const parser = pg.parsers[field.dataTypeID];
          row[field.name] = text === null || text === undefined ? null : parser ? parser(text, field.dataTypeID) : text;
        });
        rows.push(row);
      } else if (message.name === 'commandComplete') {
        if (fields) result = { rows: rows as T[], affectedRows: affectedRowsOf((message as unknown as { text: string }).text) };
        fields = null;
      }
    }
    return result;
  }

  async function simple(sql: string): Promise<void> {
    await pg.execProtocol(serialize.query(sql), { syncToFs: false });
  }

  async function inTransaction<R>(first: Step[], fn: (tx: ScriptTx) => Promise<R>): Promise<R> {
    let started = false;
    const opening = (): Step[] => {
      if (started) return [];
      started = true;
      return [{ sql: 'begin' }, ...first];
    };
    const tx: ScriptTx = {
      query: <T>(sql: string, params?: unknown[]) => pipeline<T>([...opening(), { sql, params, describe: true }]),
      exec: async (sql: string) => {
        const steps = opening();
        if (steps.length > 0) await pipeline(steps);
        await simple(sql);
      },
    };
    try {
      const result = await fn(tx);
      if (started) await simple('commit');
      return result;
    } catch (error) {
      if (started) await simple('rollback');
      throw error;
    } finally {
      if (started) await syncToFs();
    }
  }

  async function syncToFs(): Promise<void> {
    if (options.dataDir) await pg.syncToFs();
  }

  const db: PgliteDb = {
    kind: 'pglite',
    pglite: pg,
    query: <T>(sql: string, params?: unknown[]) =>
      queue.run(async () => {
        try {
          return await pipeline<T>([{ sql, params, describe: true }]);
        } finally {
          await syncToFs();
        }
      }),
    exec: (sql: string) =>
      queue.run(async () => {
        await pg.exec(sql);
      }),
    transaction: <R>(fn: (tx: ScriptTx) => Promise<R>) => queue.run(() => inTransaction([], fn)),
    asRole: <R>(claims: JwtClaims, fn: (tx: ScriptTx) => Promise<R>) =>
      queue.run(() => inTransaction([{ sql: CLAIMS_SQL, params: claimsParameters(claims) }], fn)),
    asRoleQuery: <T>(claims: JwtClaims, sql: string, params?: unknown[]) =>
      queue.run(async () => {
        const steps: Step[] = [
          { sql: 'begin' },
          { sql: CLAIMS_SQL, params: claimsParameters(claims) },
          { sql, params, describe: true },
          { sql: 'commit' },
        ];
        try {
          return await pipeline<T>(steps);
        } catch (error) {
          await simple('rollback');
          throw error;
        } finally {
          await syncToFs();
        }
      }),
    dumpDataDir: () => queue.run(() => pg.dumpDataDir('gzip')),
    close: () => queue.run(() => pg.close()),
  };
  return db;
}
