import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createGuardedServer, isWellFormedPath, parseRequestTarget } from './request-guard';
import { sendRaw } from './testing';

describe('parseRequestTarget', () => {
  it('reads a path, and only the path and query of a protocol-relative or absolute target', () => {
    expect(parseRequestTarget('/health?x=1')?.pathname).toBe('/health');
    expect(parseRequestTarget('/newsletter/unsubscribe?token=%E0%A4%A')?.search).toBe('?token=%E0%A4%A');
    expect(parseRequestTarget('//elsewhere.example/publish')?.href).toBe('http://request.invalid/publish');
    expect(parseRequestTarget('http://other.example:8080/mail-queued?a=b')?.href).toBe('http://request.invalid/mail-queued?a=b');
  });

  it('is null, never an exception, for a target that names no URL', () => {
    for (const target of ['//[', '//[::', 'http://[', 'ftp://example.com/', '*', 'example', '', undefined]) {
      expect({ target, url: parseRequestTarget(target) }).toEqual({ target, url: null });
    }
  });
});

describe('isWellFormedPath', () => {
  it('accepts RFC 3986 paths with escapes that decode to UTF-8', () => {
    for (const path of ['/', '/blog/čeština', '/a%20b/c;d=e/@x:y', "/a-b_c.d~e!$&'()*+,="]) {
      expect(isWellFormedPath(parseRequestTarget(path)!.pathname)).toBe(true);
    }
  });

  it('refuses broken escapes, escapes that are no UTF-8 and characters a path may not hold', () => {
    for (const path of ['/%', '/a%', '/%E0%A4%A', '/%ZZ', '/%FF', '/%C0%AF', '/a/[', '/a]', '/a|b']) {
      expect({ path, ok: isWellFormedPath(parseRequestTarget(path)!.pathname) }).toEqual({ path, ok: false });
    }
  });
});

describe('createGuardedServer', () => {
  let server: Server;
  let origin: string;
  const handled: string[] = [];
  const logged: string[] = [];

  beforeAll(async () => {
    server = createGuardedServer(
      async (req, res, url, body) => {
        handled.push(`${req.method} ${url.pathname} ${body.length}`);
        if (url.pathname === '/throws') throw new Error('thrown');
        if (url.pathname === '/rejects') {
          await Promise.resolve();
          throw new Error('rejected');
        }
        res.writeHead(200).end('ok');
      },
      { log: (message) => logged.push(message), maxBodyBytes: 1024 },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  });

  beforeEach(() => {
    handled.length = 0;
    logged.length = 0;
  });

  const raw = (text: string, end = false) => sendRaw(origin, Buffer.from(text, 'latin1'), { end });

  it('answers a target that is no URL or whose path is malformed with 400 without calling the handler', async () => {
    expect(await raw('GET //[ HTTP/1.1\r\nHost: x\r\n\r\n')).toBe(400);
    expect(await raw('GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n')).toBe(400);
    expect(await raw('GET * HTTP/1.1\r\nHost: x\r\n\r\n')).toBe(400);
    expect(handled).toEqual([]);
    expect(await raw('GET /ok HTTP/1.1\r\nHost: x\r\n\r\n')).toBe(200);
  });

  it('answers a handler that throws or rejects with 500, logged, and keeps serving', async () => {
    expect(await raw('GET /throws HTTP/1.1\r\nHost: x\r\n\r\n')).toBe(500);
    expect(await raw('GET /rejects HTTP/1.1\r\nHost: x\r\n\r\n')).toBe(500);
    expect(logged).toEqual(['GET request failed: thrown', 'GET request failed: rejected']);
    expect(await raw('GET /ok HTTP/1.1\r\nHost: x\r\n\r\n')).toBe(200);
  });

  it('hands the handler whole bodies only: a broken one is answered 400, one over the limit 413', async () => {
    expect(await raw(`POST /ok HTTP/1.1\r\nHost: x\r\nContent-Length: 1024\r\n\r\n${'x'.repeat(1024)}`)).toBe(200);
    expect(await raw('POST /ok HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n')).toBe(400);
    expect(await raw('POST /ok HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc', true)).toBe(400);
    expect(await raw(`POST /ok HTTP/1.1\r\nHost: x\r\nContent-Length: 1025\r\n\r\n${'x'.repeat(1025)}`)).toBe(413);
    expect(await raw(`POST /ok HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n${'400\r\n'}${'y'.repeat(1024)}\r\n1\r\nz\r\n0\r\n\r\n`)).toBe(413);
    expect(handled).toEqual(['POST /ok 1024']);
  });

  it('answers a malformed request on a kept-alive connection, and CONNECT with 405', async () => {
    const pipelined = await new Promise<string>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port: Number(new URL(origin).port) });
      let received = '';
      socket.on('data', (chunk: Buffer) => {
        if (received === '') socket.end('GET / HTTP/1.1\r\nHost: x\r\nX-Bad: a\x00b\r\n\r\n');
        received += chunk.toString('latin1');
      });
      socket.on('close', () => resolve(received));
      socket.write('GET /ok HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    expect(pipelined.match(/^HTTP\/1\.1 \d{3}/gm)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 400']);
    expect(await raw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n')).toBe(405);
  });
});
