/**
 * The frame of the background services (@app/job-service) with a stand-in job: coalesced runs, the re-read
 * after the start-up run, polls, backoff after failures, health with lag, lease and failures, the webhook's
 * secret, graceful stop.
 */
import { fuzzService, sendRaw, unacceptable } from '@app/http-guard/testing';
import { nextRetryDelay, startJobService, type JobService, type JobServiceOptions, type QueueReading } from '@app/job-service';

const SECRET = 'job-service-test-secret';
const services: JobService<unknown>[] = [];

afterEach(async () => {
  while (services.length > 0) await services.pop()!.stop();
});

async function start<Outcome>(options: Partial<JobServiceOptions<Outcome>> & Pick<JobServiceOptions<Outcome>, 'run'>): Promise<JobService<Outcome>> {
  const service = await startJobService<Outcome>({
    pollIntervalMs: 3_600_000,
    retryDelayMs: 3_600_000,
    awaitStartupRun: true,
    log: () => undefined,
    ...options,
  });
  services.push(service as JobService<unknown>);
  return service;
}

/** A run that waits until released, counting runs and how many overlap. */
function gatedRun() {
  const state = { runs: 0, concurrent: 0, maxConcurrent: 0, gate: null as Promise<void> | null };
  let release = () => undefined as void;
  return {
    state,
    hold() {
      state.gate = new Promise<void>((resolve) => (release = resolve));
    },
    release() {
      state.gate = null;
      release();
    },
    run: async () => {
      state.runs += 1;
      state.concurrent += 1;
      state.maxConcurrent = Math.max(state.maxConcurrent, state.concurrent);
      await state.gate;
      state.concurrent -= 1;
      return state.runs;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

test('wake-ups during a run are coalesced into exactly one more run, never two at once, every caller answered', async () => {
  const job = gatedRun();
  const service = await start({ run: job.run });
  expect(job.state.runs).toBe(1);

  job.hold();
  const first = service.request();
  await tick();
  const during = [service.request(), service.request(), service.request()];
  await tick();
  expect(job.state.runs).toBe(2);
  job.release();
  const results = await Promise.all([first, ...during]);
  expect(job.state.runs).toBe(3);
  expect(job.state.maxConcurrent).toBe(1);
  expect(results.map((result) => result.outcome)).toEqual([2, 3, 3, 3]);
});

test('the queue is re-read right after the start-up run: what arrived meanwhile is handled without waiting for a poll', async () => {
  let pending = 1;
  const job = gatedRun();
  await start({
    run: async () => {
      await job.run();
      // The first run covered what was there; a change lands while it ran.
      pending = job.state.runs === 1 ? 1 : 0;
    },
    queueStatus: async () => ({ pending, lagSeconds: 0 }),
  });
  expect(job.state.runs).toBe(2);
});

test('a poll runs only when the queue holds something (when-pending), or every time (always)', async () => {
  let reading: QueueReading = { pending: 0, lagSeconds: 0 };
  const quiet = gatedRun();
  await start({ run: quiet.run, queueStatus: async () => reading, pollIntervalMs: 5 });
  const eager = gatedRun();
  await start({ run: eager.run, poll: 'always', pollIntervalMs: 5 });
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(quiet.state.runs).toBe(1);
  expect(eager.state.runs).toBeGreaterThan(2);
  reading = { pending: 1, lagSeconds: 0 };
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(quiet.state.runs).toBeGreaterThan(1);
});

test('the retry delay after failed runs doubles up to the limit and starts over after a success', () => {
  const delays: number[] = [];
  let previous: number | null = null;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    previous = nextRetryDelay(2000, 30_000, previous);
    delays.push(previous);
  }
  expect(delays).toEqual([2000, 4000, 8000, 16_000, 30_000, 30_000]);
  expect(nextRetryDelay(2000, 30_000, null)).toBe(2000);
  expect(nextRetryDelay(3_600_000, 30_000, 3_600_000)).toBe(3_600_000);
});

test('a failed run (thrown, or an outcome the service calls failed) is retried by itself after the backoff', async () => {
  let runs = 0;
  const service = await start({
    run: async () => {
      runs += 1;
      if (runs === 1) throw new Error('the backend is down');
      return runs === 2 ? 'bad' : 'good';
    },
    failureOf: (outcome) => (outcome === 'bad' ? 'a bad outcome' : null),
    retryDelayMs: 1,
  });
  expect(service.lastResult).toMatchObject({ ok: false, error: 'the backend is down' });
  for (let waited = 0; runs < 3 && waited < 200; waited += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(runs).toBe(3);
  await tick();
  expect(service.lastResult).toMatchObject({ ok: true, outcome: 'good' });
  expect(await service.health()).toMatchObject({ status: 'ok', last_failure: null });
});

test('polls do not cut the backoff short after a failed run; a webhook wake-up does', async () => {
  let runs = 0;
  const service = await start({
    run: async () => {
      runs += 1;
      throw new Error('still broken');
    },
    poll: 'always',
    pollIntervalMs: 5,
  });
  const afterStart = runs;
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(runs).toBe(afterStart);
  await service.request();
  expect(runs).toBe(afterStart + 1);
});

test('health: the queue lag and what is pending, the last failure, an unreadable queue, over HTTP with 503', async () => {
  let reading: QueueReading | Error = { pending: 0, lagSeconds: 0 };
  let fail: string | null = null;
  const service = await start({
    run: async () => {
      if (fail) throw new Error(fail);
    },
    queueStatus: async () => {
      if (reading instanceof Error) throw reading;
      return reading;
    },
    maxLagSeconds: 10,
    words: { item: 'a change', run: 'render' },
    port: 0,
    healthBody: (health) => ({ ...health, rendering: health.running }),
  });
  const get = async () => {
    const response = await fetch(service.healthUrl!);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  expect(await get()).toMatchObject({ status: 200, body: { status: 'ok', problems: [], pending: 0, queue_lag_seconds: 0, rendering: false } });

  reading = { pending: 2, lagSeconds: 12.5 };
  expect(await get()).toMatchObject({ status: 503, body: { pending: 2, queue_lag_seconds: 12.5, problems: ['a change has waited 13 s (more than 10 s)'] } });

  fail = 'permission denied';
  reading = new Error('fetch failed');
  expect((await service.request()).ok).toBe(false);
  const broken = await get();
  expect(broken.status).toBe(503);
  expect(broken.body).toMatchObject({ pending: null, last_failure: { error: 'permission denied' } });
  expect(broken.body.problems).toEqual(['the queue cannot be read: fetch failed', 'the last render failed: permission denied']);

  fail = null;
  reading = { pending: 0, lagSeconds: 0 };
  expect((await service.request()).ok).toBe(true);
  expect(await get()).toMatchObject({ status: 200, body: { status: 'ok', last_failure: null } });
});

test('a run still going after its lease is a health problem (another worker may take the same messages)', async () => {
  const job = gatedRun();
  const service = await start({ run: job.run, leaseSeconds: 0.01 });
  job.hold();
  const run = service.request();
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(await service.health()).toMatchObject({ status: 'unhealthy', running: true, problems: ['the current run has taken longer than its lease (0.01 s)'] });
  job.release();
  await run;
  expect(await service.health()).toMatchObject({ status: 'ok', running: false });
});

test('the webhook needs its secret and POST; the service keeps its own routes; unknown paths are 404', async () => {
  const job = gatedRun();
  const service = await start({
    run: job.run,
    port: 0,
    webhook: { path: '/queued', secretHeader: 'X-Test-Secret', secret: SECRET, secretVariable: 'TEST_SECRET' },
    routes: (_req, res, _url, path) => {
      if (path !== '/own') return false;
      res.writeHead(204).end();
      return true;
    },
  });
  expect(service.webhookUrl).toBe(`${service.origin}/queued`);
  const post = (headers: Record<string, string>) => fetch(service.webhookUrl!, { method: 'POST', headers });
  expect((await post({ 'X-Test-Secret': 'wrong' })).status).toBe(401);
  expect((await fetch(service.webhookUrl!)).status).toBe(405);
  expect(job.state.runs).toBe(1);
  const accepted = await post({ 'X-Test-Secret': SECRET });
  expect(accepted.status).toBe(202);
  expect(await accepted.json()).toEqual({ status: 'queued' });
  for (let waited = 0; job.state.runs < 2 && waited < 200; waited += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(job.state.runs).toBe(2);
  expect((await fetch(`${service.origin}/own`)).status).toBe(204);
  expect((await fetch(`${service.origin}/elsewhere`)).status).toBe(404);
});

test('no request ends the service: malformed requests and bodies, a wrong secret, a huge body, a route that throws', async () => {
  const job = gatedRun();
  const logged: string[] = [];
  const service = await start({
    run: job.run,
    port: 0,
    webhook: { path: '/queued', secretHeader: 'X-Test-Secret', secret: SECRET, secretVariable: 'TEST_SECRET' },
    routes: (_req, _res, _url, path) => {
      if (path === '/broken') throw new Error('a route that fails');
      return false;
    },
    log: (message) => logged.push(message),
  });
  const origin = service.origin!;
  const outcomes = await fuzzService(origin, { paths: ['/queued', '/health'], headers: { 'X-Test-Secret': 'wrong-secret-of-some-length' } });
  expect(outcomes.length).toBeGreaterThan(150);
  expect(unacceptable(outcomes)).toEqual([]);

  const post = (body: string, secret = SECRET) => fetch(service.webhookUrl!, { method: 'POST', headers: { 'X-Test-Secret': secret, 'Content-Type': 'application/json' }, body });
  expect((await post('{"type": ', 'not-the-secret-at-all')).status).toBe(401);
  expect((await post('x'.repeat(2 * 1024 * 1024))).status).toBe(413);
  // A body cut short never reaches the handler: the connection closes without a run.
  await sendRaw(origin, Buffer.from(`POST /queued HTTP/1.1\r\nHost: x\r\nX-Test-Secret: ${SECRET}\r\nContent-Length: 100\r\n\r\n{"type"`), { end: true });
  expect((await fetch(`${origin}/broken`)).status).toBe(500);
  expect(logged).toContainEqual(expect.stringMatching(/request failed: a route that fails/));
  expect(job.state.runs).toBe(1);

  // Still serving: health answers, and a well-formed webhook call (whatever its body) runs the job.
  expect((await fetch(service.healthUrl!)).status).toBe(200);
  expect((await post('not json at all')).status).toBe(202);
  for (let waited = 0; job.state.runs < 2 && waited < 200; waited += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(job.state.runs).toBe(2);
});

test('it does not start listening without a webhook secret', async () => {
  await expect(
    start({ run: async () => undefined, port: 0, webhook: { path: '/queued', secretHeader: 'X-Test-Secret', secret: 'short', secretVariable: 'TEST_SECRET' } }),
  ).rejects.toThrow(/TEST_SECRET is too short/);
});

test('stop waits for the run under way, and no run starts after it', async () => {
  const job = gatedRun();
  const service = await start({ run: job.run, pollIntervalMs: 1, poll: 'always' });
  job.hold();
  const run = service.request();
  await tick();
  const stopping = service.stop();
  let stoppedEarly = false;
  void stopping.then(() => (stoppedEarly = job.state.gate !== null));
  await tick();
  job.release();
  await stopping;
  await run;
  expect(stoppedEarly).toBe(false);
  const runs = job.state.runs;
  expect((await service.request()).outcome).toBe(runs);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(job.state.runs).toBe(runs);
  services.splice(services.indexOf(service as JobService<unknown>), 1);
});
