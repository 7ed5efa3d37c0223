import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_RESTART_POLICY, nextRestartDelay, startServiceProcess, type ServiceProcess } from './service-process';

let folder: string;
let service: ServiceProcess | null = null;

/** A service that prints its ready line and runs until killed, or exits `CRASH_AFTER_MS` after it. */
const SERVICE = `
console.log('probe: ready as ' + process.pid);
const crashAfter = Number(process.env.CRASH_AFTER_MS ?? 0);
if (crashAfter > 0) setTimeout(() => process.exit(3), crashAfter);
else setInterval(() => undefined, 60_000);
process.on('SIGTERM', () => process.exit(0));
`;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'service-process-'));
  writeFileSync(path.join(folder, 'service.ts'), SERVICE);
  writeFileSync(path.join(folder, 'broken.ts'), "console.log('probe: starting'); process.exit(2);\n");
});

afterEach(async () => {
  await service?.stop();
  service = null;
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const start = (script: string, env: Record<string, string> = {}, restart = { initialDelayMs: 100, maxDelayMs: 400, stableAfterMs: 60_000 }) =>
  startServiceProcess({ name: 'probe', script: path.join(folder, script), env, ready: /ready as \d+/, restart });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('a service killed with SIGKILL is started again after the delay, and says so', async () => {
  service = await start('service.ts');
  const first = service.pid()!;
  expect(service.ready).toBe(`ready as ${first}`);

  const from = service.output().length;
  process.kill(first, 'SIGKILL');
  await service.waitForOutput(/supervisor: probe exited with signal SIGKILL; restarting in 0\.1 s/, from, 10_000);
  await service.waitForOutput(/ready as \d+/, from, 30_000);
  await service.waitForOutput(/supervisor: probe is running again \(pid \d+\)/, from, 10_000);
  expect(service.pid()).not.toBe(first);
  expect(service.output().slice(from)).toContain(`ready as ${service.pid()}`);
  expect(service.restarts()).toBe(1);
}, 60_000);

test('a service that keeps crashing is restarted with a doubling delay, capped', async () => {
  service = await start('service.ts', { CRASH_AFTER_MS: '50' });
  await service.waitForOutput(/(restarting in 0\.4 s[\s\S]*){2}/, 0, 30_000);
  const delays = [...service.output().matchAll(/exited with code 3; restarting in ([\d.]+) s/g)].map((match) => Number(match[1]));
  expect(delays.slice(0, 4)).toEqual([0.1, 0.2, 0.4, 0.4]);
}, 60_000);

test('stop() ends the service for good: no restart', async () => {
  service = await start('service.ts');
  const pid = service.pid()!;
  await service.stop();
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(alive(pid)).toBe(false);
  expect(service.pid()).toBeNull();
  expect(service.output()).not.toContain('restarting');
});

test('a service that exits before it was ever ready fails the start instead of looping', async () => {
  await expect(start('broken.ts')).rejects.toThrow(/probe exited:\s+probe: starting/);
});

test('the delay starts at 1 s, doubles to 30 s, and starts over after a minute of running', () => {
  const delays: number[] = [];
  let delay: number | null = null;
  for (let crash = 0; crash < 7; crash += 1) {
    delay = nextRestartDelay(DEFAULT_RESTART_POLICY, delay, 500);
    delays.push(delay);
  }
  expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  expect(nextRestartDelay(DEFAULT_RESTART_POLICY, 30_000, 59_000)).toBe(30_000);
  expect(nextRestartDelay(DEFAULT_RESTART_POLICY, 30_000, 60_000)).toBe(1000);
});
