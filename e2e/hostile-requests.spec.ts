import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { expect, test, type Page } from '@playwright/test';
import { callServerAction, serverActionId } from '../scripts/bench/server-action.ts';
import { TEST_CARDS } from './cards.ts';
import {
  chooseFirstCar,
  continueToCheckout,
  fillCard,
  fillReservation,
  storedBooking,
} from './booking-helpers.ts';
import { E2E_PORTS } from './ports.ts';
import { FIREFLY_BUILD, uploadAsStaff } from './stack-info.ts';

/*
 * What an outside attacker found from a fresh install. Raw HTTP where a browser
 * would not send such a request; Chromium where the browser's behaviour is the question.
 */
const PORT = E2E_PORTS.firefly;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with exactly these headers (fetch will not send TRACE or a Host of our choosing). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
  host = '127.0.0.1',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host, port: PORT, method, path, headers, setHost: !('host' in headers), agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test.describe('a file from the CMS never runs as the site', () => {
  const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/><script>
    document.documentElement.setAttribute('data-ran', 'yes');
    try { localStorage.setItem('svg-ran', 'yes'); } catch (e) {}
  </script></svg>`;

  test("an SVG with a script, opened on its own: the script does not run, the site's storage is untouched", async ({
    page,
  }) => {
    const id = await uploadAsStaff('evil.svg', 'image/svg+xml', SVG);
    const answer = await page.goto(`/assets/${id}`);
    expect(answer?.status()).toBe(200);
    const headers = answer!.headers();
    expect(headers['content-security-policy']).toMatch(/^default-src 'none';.*sandbox$/);
    expect(headers['content-security-policy']).not.toContain('script-src');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-ran'))).toBeNull();
    await page.goto('/');
    expect(await page.evaluate(() => localStorage.getItem('svg-ran'))).toBeNull();
  });

  test('files that are not images are downloads, under the same sandbox', async ({ request }) => {
    const id = await uploadAsStaff('page.html', 'text/html', '<script>alert(1)</script>');
    const res = await request.get(`/assets/${id}`);
    expect(res.headers()['content-disposition']).toBe('attachment');
    expect(res.headers()['content-security-policy']).toMatch(/^default-src 'none';.*sandbox$/);
    const image = await request.get(
      `/assets/${await uploadAsStaff('evil.svg', 'image/svg+xml', SVG)}`,
    );
    expect(image.headers()['content-disposition']).toBe('inline');
  });
});

test.describe('the Host header never becomes an address', () => {
  test('/tyc redirects with a relative location, whatever X-Forwarded-Proto says; another host name goes to SITE_URL', async () => {
    const res = await raw('GET', '/tyc', { 'x-forwarded-proto': 'javascript' });
    expect(res.status).toBe(307);
    expect(String(res.headers.location)).toMatch(/^\/[^/]/);
    // A host name that is not SITE_URL's (the stack's is http://127.0.0.1:<port>): sent there,
    // an address taken from configuration, never from the request.
    for (const headers of [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example' },
      {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'javascript',
      },
    ] as Record<string, string>[]) {
      const moved = await raw('GET', '/tyc', headers);
      expect(moved.status, JSON.stringify(headers)).toBe(308);
      expect(moved.headers.location, JSON.stringify(headers)).toBe(`http://127.0.0.1:${PORT}/tyc`);
    }
  });

  test('a page opened under another name (localhost for 127.0.0.1) moves to SITE_URL’s before the booking starts', async ({
    page,
  }) => {
    const answer = await page.goto(`http://localhost:${PORT}/precheckin?code=F-ABC123`);
    expect(answer?.status()).toBe(200);
    expect(page.url()).toBe(`http://127.0.0.1:${PORT}/precheckin?code=F-ABC123`);
    // Machines' calls on the process's own address are served under any name.
    expect((await raw('GET', '/api/health', { host: `localhost:${PORT}` })).status).toBe(200);
  });

  test("PayPal's return address is the configured site, not the request's X-Forwarded-Host", async ({
    page,
  }) => {
    await chooseFirstCar(page, 'es');
    await fillReservation(page, { type: 'prepaid' });
    const code = await continueToCheckout(page, 'es');
    const { reservation } = await storedBooking(code);
    const id = serverActionId(FIREFLY_BUILD, 'lib/booking/actions.ts', 'payWithPaypal');
    // Under another forwarded host name the action does not run: the request is sent to SITE_URL.
    const elsewhere = await raw(
      'POST',
      '/reserva/checkout',
      {
        'next-action': id,
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
        'x-forwarded-host': 'evil.example',
      },
      JSON.stringify([reservation.id, 'es']),
    );
    expect([elsewhere.status, elsewhere.headers.location]).toEqual([
      308,
      `http://127.0.0.1:${PORT}/reserva/checkout`,
    ]);
    const started = await callServerAction<{ ok: boolean; url?: string }>(
      `http://127.0.0.1:${PORT}/reserva/checkout`,
      id,
      [reservation.id, 'es'],
      { 'x-forwarded-proto': 'javascript' },
    );
    expect(started.ok).toBe(true);
    // PayPal's page approves and sends the payer back to the return address the site gave it.
    const token = new URL(started.url!).searchParams.get('token')!;
    const approved = await fetch(new URL('/checkoutnow/approve', started.url), {
      method: 'POST',
      body: new URLSearchParams({ token }),
      redirect: 'manual',
    });
    const back = new URL(approved.headers.get('location')!);
    expect(back.origin).toBe(`http://127.0.0.1:${PORT}`);
    expect(back.pathname).toBe('/reserva/checkout');
  });
});

test.describe('hostile requests get a 4xx, never a 500', () => {
  test('methods other than GET, HEAD, POST and OPTIONS: 405', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      for (const path of [
        '/',
        '/flota',
        '/api/language?to=en',
        '/assets/00000000-0000-4000-8000-000000000000',
      ]) {
        const res = await raw(method, path);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(String(res.headers.allow)).toBe('GET, HEAD, POST, OPTIONS');
      }
    }
  });

  test('a payment action given an object whose toString is not a function: 400', async () => {
    for (const name of [
      'payWithCard',
      'checkPayment',
      'confirmReservation',
      'finishPaypal',
      'payWithPaypal',
    ]) {
      const id = serverActionId(FIREFLY_BUILD, 'lib/booking/actions.ts', name);
      const res = await raw(
        'POST',
        '/reserva/checkout',
        {
          'next-action': id,
          'content-type': 'text/plain;charset=UTF-8',
          accept: 'text/x-component',
        },
        '[{"toString":"x"}]',
      );
      expect(res.status, name).toBe(400);
    }
  });

  test('an action posted from a foreign Origin: 403 before Next.js', async () => {
    const id = serverActionId(FIREFLY_BUILD, 'lib/booking/actions.ts', 'paymentMethods');
    const post = (headers: Record<string, string>) =>
      raw(
        'POST',
        '/reserva/checkout',
        {
          'next-action': id,
          'content-type': 'text/plain;charset=UTF-8',
          accept: 'text/x-component',
          ...headers,
        },
        '[]',
      );
    expect((await post({ origin: `http://127.0.0.1:${PORT}` })).status).toBe(200);
    expect((await post({ origin: 'http://evil.example' })).status).toBe(403);
    expect((await post({ origin: 'null' })).status).toBe(403);
    // A forwarded host that is not the site's: sent to SITE_URL before anything runs.
    expect(
      (await post({ origin: `http://127.0.0.1:${PORT}`, 'x-forwarded-host': 'evil.example' }))
        .status,
    ).toBe(308);
  });

  test("the booking page's session route: a foreign Origin 403, a body that is not JSON 400, a large one 413", async () => {
    const post = (path: string, headers: Record<string, string>, body = '{}') =>
      raw('POST', path, { 'content-type': 'application/json', ...headers }, body);
    const own = { origin: `http://127.0.0.1:${PORT}` };
    for (const path of ['/api/my-booking/session', '/api/my-booking/session/end']) {
      for (const origin of ['http://evil.example', 'null']) {
        const res = await post(path, { origin });
        expect(res.status, `${path} from ${origin}`).toBe(403);
        expect(res.headers['set-cookie'], path).toBeUndefined();
      }
      const forwarded = await post(path, { ...own, 'x-forwarded-host': 'evil.example' });
      expect([forwarded.status, forwarded.headers.location], path).toEqual([
        308,
        `http://127.0.0.1:${PORT}${path}`,
      ]);
      expect(forwarded.headers['set-cookie'], path).toBeUndefined();
    }
    const session = '/api/my-booking/session';
    const notJson = await post(session, own, '{"code":');
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.body)).toEqual({ ok: false, problem: 'processing' });
    expect((await post(session, own, JSON.stringify({ code: 'x'.repeat(8000) }))).status).toBe(413);
    const unknown = await post(session, own, JSON.stringify({ code: 'F-ZZZZZZ', identity: 'x' }));
    expect(unknown.status).toBe(200);
    expect(JSON.parse(unknown.body)).toMatchObject({ ok: false });
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect((await post('/api/my-booking/session/end', own)).status).toBe(204);
  });
});

test.describe("the booking form's reservation route refuses what actions refused", () => {
  test('a foreign Origin 403, a body that is not JSON 400, a large one 413, a bad request told why', async () => {
    const post = (headers: Record<string, string>, body = '{}') =>
      raw('POST', '/api/reservations', { 'content-type': 'application/json', ...headers }, body);
    const own = { origin: `http://127.0.0.1:${PORT}` };
    for (const origin of [{ origin: 'http://evil.example' }, { origin: 'null' }]) {
      const res = await post(origin);
      expect(res.status, origin.origin).toBe(403);
      expect(JSON.parse(res.body)).toEqual({ ok: false, kind: 'processing' });
    }
    expect((await post({ ...own, 'x-forwarded-host': 'evil.example' })).status).toBe(308);
    expect((await post(own, '{"car":')).status).toBe(400);
    expect((await post(own, JSON.stringify({ nonce: 'x'.repeat(20_000) }))).status).toBe(413);
    // A request the form's schema refuses: the fields that are wrong, never a stack trace.
    const invalid = await post(own, JSON.stringify({ car: 'x', totals: { total: 1 } }));
    expect(invalid.status).toBe(200);
    expect(invalid.headers['cache-control']).toBe('private, no-store');
    expect(JSON.parse(invalid.body)).toMatchObject({ ok: false, kind: 'invalid' });
    expect(invalid.body).not.toMatch(/\n\s+at /);
  });
});

/**
 * POSTs `total` bytes chunked (no Content-Length) as fast as the socket takes them; resolves with
 * the answer's status and how much had been sent when it came. A server that stops reading may
 * close the connection before the client reads its 413 (EPIPE, ECONNRESET): status 0 then.
 */
function chunkedPost(
  path: string,
  headers: Record<string, string>,
  total: number,
): Promise<{ status: number; sentWhenAnswered: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const req = httpRequest(
      { host: '127.0.0.1', port: PORT, method: 'POST', path, headers, agent: false },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, sentWhenAnswered: sent });
        req.destroy();
      },
    );
    // The server closes the connection once it has answered: writing after that fails.
    req.on('error', (error) =>
      sent < total ? resolve({ status: 0, sentWhenAnswered: sent }) : reject(error),
    );
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const write = () => {
      while (sent < total && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      if (!req.destroyed) req.end();
    };
    write();
  });
}

test.describe('a body without a length is not read past the limit', () => {
  const MB = 1024 * 1024;
  const own = { origin: `http://127.0.0.1:${PORT}`, 'content-type': 'application/json' };

  test('24 MB chunked to each route that reads a body and to a server action: 413 long before the end', async () => {
    const action = serverActionId(FIREFLY_BUILD, 'lib/booking/actions.ts', 'redeemCoupon');
    for (const [path, headers] of [
      ['/api/reservations', own],
      ['/api/my-booking/session', own],
      ['/api/payments/paypal/webhook', { 'content-type': 'application/json' }],
      ['/api/revalidate', { 'content-type': 'application/json' }],
      ['/reserva', { ...own, 'content-type': 'text/plain;charset=UTF-8', 'next-action': action }],
    ] as const) {
      const answer = await chunkedPost(path, headers, 24 * MB);
      // 413, or the connection closed unread (the route cancelled the body at its limit).
      expect([413, 0], path).toContain(answer.status);
      // Sockets buffer a few megabytes on their own; a body read whole would be all 24.
      expect(answer.sentWhenAnswered, path).toBeLessThan(12 * MB);
    }
  });

  test('a small chunked body still reaches its route whole', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: PORT,
          method: 'POST',
          path: '/api/my-booking/session',
          headers: own,
          agent: false,
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      // Two writes before the end: sent chunked, without a Content-Length.
      req.write('{"code":"F-ZZZZZZ",');
      req.end('"identity":"x"}');
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false });
  });
});

test.describe("PayPal's webhook takes server-to-server posts and believes none unverified", () => {
  const PATH = '/api/payments/paypal/webhook';
  const event = JSON.stringify({
    id: 'WH-FORGED',
    event_type: 'CHECKOUT.ORDER.APPROVED',
    resource: { id: '5O190127TN364715T', status: 'APPROVED' },
  });
  const signed = {
    'content-type': 'application/json',
    'paypal-transmission-id': 'b1c2d3e4-0000-1111-2222-333344445555',
    'paypal-transmission-time': new Date().toISOString(),
    'paypal-transmission-sig': Buffer.from('forged').toString('base64'),
    'paypal-cert-url': `http://127.0.0.1:${E2E_PORTS.paypal}/v1/notifications/certs/CERT-360caa42-fca2a594-0`,
    'paypal-auth-algo': 'SHA256withRSA',
  };

  test('a forged delivery without Origin reaches PayPal’s verification and is refused 401', async () => {
    // No Origin, no cookie, no Next-Action: the origin rules for actions do not stand in the way.
    const res = await raw('POST', PATH, signed, event);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toEqual({ ok: false, error: 'unverified' });
    expect(String(res.headers['cache-control'])).toContain('no-store');
  });

  test('malformed deliveries: 400; other methods: 405', async () => {
    expect((await raw('POST', PATH, { 'content-type': 'application/json' }, event)).status).toBe(
      400,
    );
    expect((await raw('POST', PATH, signed, '{"id":')).status).toBe(400);
    expect((await raw('GET', PATH)).status).toBe(405);
    expect((await raw('PUT', PATH, signed, event)).status).toBe(405);
  });
});

/** This machine's address on a network interface: reaching the site there is not loopback, so not a trusted proxy. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

test.describe('rate limits key on the connection, not on headers', () => {
  test.skip(!outsideAddress, 'no network interface besides loopback');

  test('from an untrusted address, a new X-Real-IP per request does not escape the limit', async ({}, testInfo) => {
    const id = serverActionId(FIREFLY_BUILD, 'lib/booking/actions.ts', 'redeemCoupon');
    const results: string[] = [];
    for (let i = 0; i < 22; i++) {
      const headers = {
        'next-action': id,
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
        'x-real-ip': `10.9.${i}.1`,
        'x-forwarded-for': `10.8.${i}.1`,
        // Reached by another address, named by the site's own (SITE_URL's host is served).
        host: `127.0.0.1:${PORT}`,
      };
      const res = await raw('POST', '/reserva', headers, '["NO-SUCH-COUPON"]', outsideAddress);
      expect(res.status).toBe(200);
      results.push(/"limited"/.test(res.body) ? 'limited' : 'answered');
    }
    // 20 coupon checks per 10 minutes per address (lib/rate-limit/rules.ts): the rest are refused.
    // The address is the machine's own, so a retry starts with what the failed attempt used.
    const answered = results.filter((result) => result === 'answered').length;
    expect(results).toEqual([
      ...Array<string>(answered).fill('answered'),
      ...Array<string>(results.length - answered).fill('limited'),
    ]);
    if (testInfo.retry === 0) expect(answered).toBe(20);
    else expect(answered).toBeLessThanOrEqual(20);
  });
});

/** Every Content-Security-Policy violation a page reports, in the page or any window it opens. */
function collectViolations(page: Page): string[] {
  const seen: string[] = [];
  const watch = (p: Page) =>
    p.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text()))
        seen.push(`${p.url()}: ${m.text()}`);
    });
  watch(page);
  page.context().on('page', watch);
  return seen;
}

test.describe('the complete policy breaks nothing', () => {
  test.describe.configure({ timeout: 90_000 });

  test("pages, the calendar and a booking paid through the bank's window: no violation", async ({
    page,
  }) => {
    const violations = collectViolations(page);
    // Each page twice: the second visit is revalidated (304), and must keep the stored body's hashes.
    for (const path of [
      '/',
      '/en/flota',
      '/sucursales',
      '/info/terminos-y-condiciones',
      '/precheckin',
      '/promos',
      '/jobs',
    ]) {
      for (const visit of [1, 2]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(violations, `${path}, visit ${visit}`).toEqual([]);
      }
    }
    const revisited = await page.request.get('/precheckin', {
      headers: { 'if-none-match': (await page.request.get('/precheckin')).headers().etag ?? '' },
    });
    expect(revisited.status()).toBe(304);
    expect(revisited.headers()['content-security-policy']).toBeUndefined();
    await chooseFirstCar(page, 'es');
    // The calendar of the booking form's pickup date.
    await page.getByTestId('reservation-form').getByTestId('open-calendar').first().click();
    await expect(page.getByTestId('calendar')).toBeVisible();
    await page.keyboard.press('Escape');
    await fillReservation(page, { type: 'prepaid' });
    await continueToCheckout(page, 'es');
    await fillCard(page, TEST_CARDS.challenge);
    const popup = page.waitForEvent('popup');
    await page.getByTestId('pay-card').click();
    const bank = await popup;
    await bank.getByTestId('challenge-approve').click();
    await expect(page.getByTestId('thanks')).toBeVisible({ timeout: 20_000 });
    expect(violations).toEqual([]);
  });

  test("a booking paid with PayPal (away to PayPal's page and back): no violation", async ({
    page,
  }) => {
    const violations = collectViolations(page);
    await chooseFirstCar(page, 'en');
    await fillReservation(page, { type: 'prepaid' });
    await continueToCheckout(page, 'en');
    await page.getByTestId('pay-paypal').click();
    await page.getByTestId('paypal-approve').click();
    await expect(page.getByTestId('thanks')).toBeVisible({ timeout: 20_000 });
    expect(violations).toEqual([]);
  });
});
