import type { Db } from '../contract';

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string> | null;
  body: Buffer | Uint8Array | null;
  timeout_milliseconds: number;
}

export interface PgNetWorker {
  /** Sends what is queued now (tests call it to skip the wait); resolves when those answers are stored. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

const BATCH = 20;

/**
 * The local stand-in for pg_net's background worker (platform/30_pg_net.sql): takes committed requests
 * from net.http_request_queue, sends them, and records each answer (or failure) in net._http_response.
 * A request that fails is not retried, like pg_net.
 */
export function startPgNetWorker(db: Db, { intervalMs = 250 }: { intervalMs?: number } = {}): PgNetWorker {
  let running: Promise<number> | null = null;
  let stopped = false;

  const sendOne = async (request: QueuedRequest): Promise<void> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), request.timeout_milliseconds);
    let answer: { status: number | null; type: string | null; headers: object | null; content: string | null; timedOut: boolean; error: string | null };
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers ?? {},
        body: request.body ? Buffer.from(request.body) : undefined,
        signal: controller.signal,
      });
      answer = {
        status: response.status,
        type: response.headers.get('content-type'),
        headers: Object.fromEntries(response.headers.entries()),
        content: await response.text(),
        timedOut: false,
        error: null,
      };
    } catch (error) {
      const timedOut = controller.signal.aborted;
      answer = { status: null, type: null, headers: null, content: null, timedOut, error: timedOut ? 'Timeout was reached' : String(error) };
    } finally {
      clearTimeout(timer);
    }
    await db.query(
      'insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg) values ($1, $2, $3, $4, $5, $6, $7)',
      [request.id, answer.status, answer.type, answer.headers ? JSON.stringify(answer.headers) : null, answer.content, answer.timedOut, answer.error],
    );
  };

  const drainOnce = async (): Promise<number> => {
    const { rows } = await db.query<QueuedRequest>(
      `delete from net.http_request_queue where id in (select id from net.http_request_queue order by id limit ${BATCH})
       returning id::text, method, url, headers, body, timeout_milliseconds`,
    );
    await Promise.all(rows.sort((a, b) => Number(a.id) - Number(b.id)).map(sendOne));
    return rows.length;
  };

  const drain = (): Promise<number> => {
    running ??= drainOnce().finally(() => {
      running = null;
    });
    return running;
  };

  const tick = async () => {
    if (stopped) return;
    try {
      await drain();
    } catch (error) {
      if (!stopped) console.error('[local-backend] pg_net worker:', error instanceof Error ? error.message : error);
    }
    schedule();
  };
  let timer: NodeJS.Timeout | undefined;
  // Unreferenced: a worker never keeps the process alive on its own.
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), intervalMs);
    timer.unref();
  };
  schedule();

  return {
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
