import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { bookInBrowser } from './booking-helpers.ts';
import { stackInfo } from './stack-info.ts';

/**
 * The logs as an operator reads them (docs/operations.md "Logs"): the site writes one
 * JSON line per request and per business event, each with the request's id — nginx's when it
 * sent one, given back to the client — and none carries the renter's personal data.
 */
type Line = Record<string, unknown>;

/** The site's JSON log lines in the stack's log (each prefixed by its process name). */
async function siteLines(): Promise<Line[]> {
  const { logFile } = await stackInfo();
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('[web] {'))
    .map((l) => JSON.parse(l.slice(l.indexOf('{'))) as Line);
}

test.describe('structured logs', () => {
  test('a request is one JSON line with the id the proxy sent, given back to the client', async ({
    request,
  }) => {
    const id = `e2e-${randomUUID()}`;
    const answer = await request.get('/api/health', { headers: { 'x-request-id': id } });
    expect(answer.headers()['x-request-id']).toBe(id);
    await expect
      .poll(async () =>
        (await siteLines()).find((l) => l.requestId === id && l.event === 'request'),
      )
      .toMatchObject({
        level: 'info',
        brand: 'firefly',
        method: 'GET',
        path: '/api/health',
        status: 200,
        ms: expect.any(Number),
      });
    // Without one, the site makes its own.
    const own = (await request.get('/api/health')).headers()['x-request-id'];
    expect(own).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a booking logs its creation and payment as events, without the renter’s data', async ({
    page,
  }) => {
    const email = `ops-${randomUUID().slice(0, 8)}@example.com`;
    const { code } = await bookInBrowser(page, 'es', { type: 'prepaid', email });
    await expect
      .poll(async () =>
        (await siteLines()).find((l) => l.event === 'reservation.created' && l.code === code),
      )
      .toMatchObject({ type: 'prepaid', total: expect.any(Number), requestId: expect.any(String) });
    const created = (await siteLines()).find((l) => l.code === code)!;
    await expect
      .poll(async () =>
        (await siteLines()).some(
          (l) => l.event === 'payment.captured' && l.provider && l.amount === created.total,
        ),
      )
      .toBe(true);
    const all = readFileSync((await stackInfo()).logFile, 'utf8');
    expect(all).not.toContain(email);
    expect(all).not.toContain('Pérez');
  });
});
