import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { JwtClaims, RequestSettings, SqlResult } from '../contract';
import type { LocalDb, RoleQueryOptions, ScriptTx } from './local-db';
import { SerialQueue } from './serial-queue';
import { CLAIMS_SQL, claimsParameters, toParameterText } from './wire-values';

export interface PgliteDbOptions {
  /** A folder for the data; in memory when absent. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (the migrated snapshot). */
  loadDataDir?: Blob;
}

/** PGlite (PostgreSQL in WASM) in a worker thread, answering through one serialized connection. */
export interface PgliteDb extends LocalDb {
  readonly kind: 'pglite';
  dumpDataDir(): Promise<Blob>;
}

interface Step {
  sql: string;
  params?: (string | null)[];
  /** Whether the rows of this step are wanted. */
  describe?: boolean;
  /** Prepare the statement once and reuse it; the tag (the role it runs as) is part of the cache key. */
  cacheAs?: string;
  /** Columns returned as UTF-8 bytes, moved (not copied) out of the worker. */
  utf8Columns?: readonly string[];
}

/** An error from the database, with the fields node-postgres gives (code, detail, hint, …). */
export class PgliteError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
}

class WorkerClient {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  private failure: Error | null = null;

  constructor(private readonly worker: Worker) {
    worker.on('message', (message: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(Object.assign(new PgliteError(String(message.error.message)), message.error));
      else waiting.resolve(message.result);
    });
    const failAll = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`PGlite worker exited (${code})`)));
  }

  call<T>(op: string, args: Record<string, unknown> = {}): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, op, args });
    });
  }
}

interface BatchedCall {
  steps: Step[];
  utf8Columns: readonly string[] | undefined;
  resolve: (result: SqlResult<unknown>) => void;
  reject: (error: unknown) => void;
}

interface BatchOutcome {
  result?: SqlResult<unknown>;
  error?: Record<string, unknown>;
}

/** Structured cloning turns Buffers into plain Uint8Arrays: view them as Buffers again (no copy). */
function asBuffers<T>(result: SqlResult<T>, columns: readonly string[]): SqlResult<T> {
  for (const row of result.rows as Record<string, unknown>[]) {
    for (const column of columns) {
      const value = row[column];
      if (value instanceof Uint8Array && !Buffer.isBuffer(value)) row[column] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  }
  return result;
}

const params = (values?: unknown[]) => (values ?? []).map(toParameterText);

export async function createPgliteDb(options: PgliteDbOptions = {}): Promise<PgliteDb> {
  const worker = new Worker(path.join(__dirname, 'pglite-worker.cjs'));
  const client = new WorkerClient(worker);
  try {
    await client.call('open', {
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir ? new Uint8Array(await options.loadDataDir.arrayBuffer()) : undefined,
    });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  const queue = new SerialQueue();
  const sync = Boolean(options.dataDir);
  /**
   * Queues a call that needs nothing after it: the worker answers calls in the order they were posted,
   * so the queue moves on once it is posted and the worker never waits for the next round trip.
   */
  const post = <T>(op: string, args: () => Record<string, unknown>): Promise<T> => {
    let result!: Promise<T>;
    return queue
      .run(async () => {
        result = client.call<T>(op, args());
      })
      .then(() => result);
  };
  const pipeline = <T>(steps: Step[], shouldSync = false) => client.call<SqlResult<T>>('pipeline', { steps, sync: shouldSync });

  /**
   * Role queries (every REST request) go to the worker in batches: while it runs one batch, the calls that
   * arrive meanwhile gather into the next, which is posted when the first is answered. Each call is still its
   * own transaction, in arrival order; a busy worker gets one message per batch instead of one per call (a
   * message and its answer cost more than a small call itself when the CPU is contended).
   */
  let gathering: BatchedCall[] | null = null;
  let batchAnswered: Promise<unknown> = Promise.resolve();
  const batched = (steps: Step[], utf8Columns: readonly string[] | undefined) =>
    new Promise<SqlResult<unknown>>((resolve, reject) => {
      const nested = queue.nestedCall();
      if (nested) throw nested;
      const call: BatchedCall = { steps, utf8Columns, resolve, reject };
      if (gathering) {
        gathering.push(call);
        return;
      }
      const batch: BatchedCall[] = [call];
      gathering = batch;
      void queue.run(async () => {
        await batchAnswered;
        gathering = null;
        const answered = client.call<BatchOutcome[]>('pipelineBatch', { calls: batch.map((entry) => entry.steps) });
        batchAnswered = answered.catch(() => undefined);
        answered.then(
          (outcomes) =>
            outcomes.forEach((outcome, index) => {
              const entry = batch[index]!;
              if (outcome.error) entry.reject(Object.assign(new PgliteError(String(outcome.error.message)), outcome.error));
              else entry.resolve(entry.utf8Columns ? asBuffers(outcome.result!, entry.utf8Columns) : outcome.result!);
            }),
          (error: unknown) => batch.forEach((entry) => entry.reject(error)),
        );
      });
    });
  const simple = (sql: string, shouldSync = false) => client.call<void>('simple', { sql, sync: shouldSync });

  async function inTransaction<R>(first: Step[], fn: (tx: ScriptTx) => Promise<R>): Promise<R> {
    let started = false;
    const opening = (): Step[] => {
      if (started) return [];
      started = true;
      return [{ sql: 'begin' }, ...first];
    };
    const tx: ScriptTx = {
      query: <T>(sql: string, values?: unknown[]) => pipeline<T>([...opening(), { sql, params: params(values), describe: true }]),
      exec: async (sql: string) => {
        const steps = opening();
        if (steps.length > 0) await pipeline(steps);
        await simple(sql);
      },
    };
    try {
      const result = await fn(tx);
      if (started) await simple('commit', sync);
      return result;
    } catch (error) {
      if (started) await simple('rollback', sync);
      throw error;
    }
  }

  let closed: Promise<void> | null = null;
  return {
    kind: 'pglite',
    query: <T>(sql: string, values?: unknown[]) => post<SqlResult<T>>('pipeline', () => ({ steps: [{ sql, params: params(values), describe: true }], sync })),
    exec: (sql: string) => queue.run(() => client.call<void>('exec', { sql })),
    transaction: <R>(fn: (tx: ScriptTx) => Promise<R>) => queue.run(() => inTransaction([], fn)),
    asRole: <R>(claims: JwtClaims, fn: (tx: ScriptTx) => Promise<R>, request?: RequestSettings) =>
      queue.run(() => inTransaction([{ sql: CLAIMS_SQL, params: claimsParameters(claims, request), cacheAs: '' }], fn)),
    asRoleQuery: <T>(claims: JwtClaims, sql: string, values?: unknown[], options: RoleQueryOptions = {}) => {
      // Statements before Sync share one implicit transaction: the local settings end with it, and an
      // error rolls the whole of it back.
      let steps: Step[];
      try {
        steps = [
          { sql: CLAIMS_SQL, params: claimsParameters(claims, options.request), cacheAs: '' },
          { sql, params: params(values), describe: true, cacheAs: claims.role, utf8Columns: options.utf8Columns },
        ];
      } catch (error) {
        return Promise.reject(error);
      }
      return batched(steps, options.utf8Columns) as Promise<SqlResult<T>>;
    },
    dumpDataDir: () => queue.run(async () => new Blob([await client.call<Uint8Array<ArrayBuffer>>('dump')])),
    close() {
      closed ??= queue.run(async () => {
        await client.call('close').catch(() => undefined);
        await worker.terminate();
      });
      return closed;
    },
  };
}
