import { createServer } from 'node:net';

function probe(port: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(null) : reject(error)));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** A loopback port nothing listens on right now (for a child process that must be told its port). */
export async function freePort(): Promise<number> {
  return (await probe(0))!;
}

/**
 * `preferred` when nothing listens on it, else any free port: for a default port that a second local
 * backend on the same machine may already hold (an explicitly requested port should fail instead).
 */
export async function preferredPort(preferred: number): Promise<number> {
  return (await probe(preferred)) ?? freePort();
}
