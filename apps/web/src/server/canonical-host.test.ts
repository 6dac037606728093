import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { redirectToCanonicalHost } from './canonical-host.ts';

describe('redirectToCanonicalHost: the response on the wire', () => {
  const servers: Server[] = [];
  afterAll(() => servers.forEach((s) => s.close()));

  async function serve(): Promise<number> {
    const server = createServer((req, res) => {
      if (redirectToCanonicalHost('http://localhost:3000', req, res)) return;
      res.end('page');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    return (server.address() as AddressInfo).port;
  }

  const ask = (port: number, method: string, path: string, host: string) =>
    new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
      const req = request(
        { port, host: '127.0.0.1', method, path, headers: { host }, agent: false },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }),
          );
        },
      );
      req.on('error', reject);
      req.end(method === 'POST' ? '{}' : undefined);
    });

  it('a page and a POST on 127.0.0.1: 308 to localhost, same path and query; localhost is served', async () => {
    const port = await serve();
    for (const method of ['GET', 'POST']) {
      const moved = await ask(port, method, '/mi-reserva?code=F-1', '127.0.0.1:3000');
      expect([moved.status, moved.location]).toEqual([
        308,
        'http://localhost:3000/mi-reserva?code=F-1',
      ]);
    }
    expect((await ask(port, 'GET', '/mi-reserva', 'localhost:3000')).body).toBe('page');
    expect((await ask(port, 'GET', '/api/ready', '127.0.0.1:3000')).body).toBe('page');
  });
});
