import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertNoDirectusAt } from './runtime.ts';

/**
 * Starting a Directus of our own where another already listens: the readiness check would take
 * the other one's `pong`, and the login its 401 (seen when the integration suite and the e2e
 * stack were given the same port). Refused at once, naming the setting that moves the port.
 */
let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function listening(body: string): Promise<string> {
  server = createServer((_req, res) => res.end(body));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('assertNoDirectusAt', () => {
  it('refuses a port where a Directus already listens, naming the setting', async () => {
    const url = await listening('pong');
    await expect(assertNoDirectusAt(url, 'IT_CMS_PORT')).rejects.toThrow(
      `Another Directus already answers at ${url}: stop it, or choose another port (IT_CMS_PORT).`,
    );
  });

  it('lets a free port, or one where something else listens, go on to start', async () => {
    const url = await listening('not directus');
    await expect(assertNoDirectusAt(url, 'CMS_PORT')).resolves.toBeUndefined();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    await expect(assertNoDirectusAt(url, 'CMS_PORT')).resolves.toBeUndefined();
  });
});
