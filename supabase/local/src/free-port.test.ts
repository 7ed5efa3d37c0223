import { createServer, type AddressInfo } from 'node:net';
import { freePort, preferredPort } from './free-port';

test('preferredPort keeps a free port and gives way when another listener holds it', async () => {
  const free = await freePort();
  expect(await preferredPort(free)).toBe(free);

  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', () => resolve()));
  const taken = (holder.address() as AddressInfo).port;
  try {
    const other = await preferredPort(taken);
    expect(other).not.toBe(taken);
    expect(other).toBeGreaterThan(0);
  } finally {
    await new Promise<void>((resolve) => holder.close(() => resolve()));
  }
});
