import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startPaypalSandbox,
  type RunningPaypalSandbox,
} from '../../../../../services/paypal-sandbox/src/server.ts';
import { approveAsBuyer } from '../../../../../services/paypal-sandbox/src/buyer.ts';
import {
  centsToPaypalValue,
  createPaypalGateway,
  PaypalError,
  paypalValueToCents,
  type PaypalGatewayOptions,
} from './paypal.ts';
import type { PaypalGateway } from './types.ts';

const CLIENT_ID = 'site-client-id';
const CLIENT_SECRET = 'Sb-secret-7f3a9c0e51d2';

let sandbox: RunningPaypalSandbox;
beforeAll(async () => {
  sandbox = await startPaypalSandbox({ port: 0, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
});
afterAll(() => sandbox.close());

interface Call {
  method: string;
  path: string;
  headers: Headers;
  body?: string;
  status?: number;
}

/** A gateway on the contract server whose every request, issued token and log line is kept for inspection. */
function harness(
  overrides: Partial<PaypalGatewayOptions> = {},
  tamper?: (call: Call, init: RequestInit) => RequestInit,
) {
  const calls: Call[] = [];
  const tokens: string[] = [];
  const lines: string[] = [];
  const recording: typeof fetch = async (input, init = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      path: new URL(String(input)).pathname,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    calls.push(call);
    const response = await fetch(input, tamper ? tamper(call, init) : init);
    call.status = response.status;
    if (call.path === '/v1/oauth2/token' && response.ok)
      tokens.push(((await response.clone().json()) as { access_token: string }).access_token);
    return response;
  };
  const gateway = createPaypalGateway({
    baseUrl: sandbox.url,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    fetch: recording,
    log: (line) => lines.push(line),
    ...overrides,
  });
  const tokenCalls = () => calls.filter((c) => c.path === '/v1/oauth2/token').length;
  return { gateway, calls, tokens, lines, tokenCalls };
}

let sequence = 0;
function orderRequest(
  overrides: Partial<Parameters<PaypalGateway['createOrder']>[0]> = {},
): Parameters<PaypalGateway['createOrder']>[0] {
  sequence += 1;
  return {
    reference: `FF-${sequence}`,
    amount: 12345,
    currency: 'USD',
    description: 'Toyota Yaris, 3 days',
    returnUrl: `https://site.example/es/reserva/paypal?r=FF-${sequence}`,
    cancelUrl: `https://site.example/es/reserva?r=FF-${sequence}`,
    locale: 'es',
    requestId: `create-${randomUUID()}`,
    ...overrides,
  };
}

describe('amounts', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [99, '0.99'],
    [100, '1.00'],
    [115, '1.15'],
    [435, '4.35'],
    [1999, '19.99'],
    [12345, '123.45'],
    [100005, '1000.05'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i cents ⇄ %s', (cents, value) => {
    expect(centsToPaypalValue(cents)).toBe(value);
    expect(paypalValueToCents(value)).toBe(cents);
  });

  it('reads the shorter forms PayPal may respond with, exactly (no float drift)', () => {
    expect(paypalValueToCents('19')).toBe(1900);
    expect(paypalValueToCents('19.9')).toBe(1990);
    expect(paypalValueToCents('0.29')).toBe(29);
    expect(paypalValueToCents('4.35')).toBe(435);
  });

  it.each(['', '1.005', '-1.00', '1e3', ' 1.00', '1.', '.50', '1,00'])(
    'refuses the value %j',
    (value) => {
      expect(() => paypalValueToCents(value)).toThrow(RangeError);
    },
  );

  it.each([1.5, -1, Number.NaN, Infinity])('refuses %s cents', (cents) => {
    expect(() => centsToPaypalValue(cents)).toThrow(RangeError);
  });
});

describe('createPaypalGateway against the contract server', () => {
  it('fetches one token and reuses it, also for calls that arrive together', async () => {
    const { gateway, calls, tokens, tokenCalls } = harness();
    await Promise.all([
      gateway.createOrder(orderRequest()),
      gateway.createOrder(orderRequest()),
      gateway.createOrder(orderRequest()),
    ]);
    await gateway.createOrder(orderRequest());
    expect(tokenCalls()).toBe(1);
    const apiCalls = calls.filter((c) => c.path === '/v2/checkout/orders');
    expect(apiCalls).toHaveLength(4);
    for (const call of apiCalls)
      expect(call.headers.get('authorization')).toBe(`Bearer ${tokens[0]}`);
  });

  it('responds to wrong credentials with a PaypalError 401', async () => {
    const { gateway } = harness({ clientSecret: 'not-the-secret' });
    const error = await gateway.createOrder(orderRequest()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaypalError);
    expect(error).toMatchObject({ status: 401, issue: 'invalid_client' });
  });

  it('drops a refused token and retries once with a new one', async () => {
    let tampered = 0;
    const { gateway, tokenCalls } = harness({}, (call, init) => {
      if (call.path !== '/v2/checkout/orders' || tampered++ > 0) return init;
      return {
        ...init,
        headers: { ...(init.headers as Record<string, string>), Authorization: 'Bearer revoked' },
      };
    });
    const order = await gateway.createOrder(orderRequest());
    expect(order.orderId).toMatch(/^[A-Z0-9]{17}$/);
    expect(tokenCalls()).toBe(2);
  });

  it('gives up after one retry when PayPal keeps refusing the token', async () => {
    const { gateway, calls } = harness({}, (call, init) =>
      call.path === '/v1/oauth2/token'
        ? init
        : {
            ...init,
            headers: {
              ...(init.headers as Record<string, string>),
              Authorization: 'Bearer revoked',
            },
          },
    );
    await expect(gateway.createOrder(orderRequest())).rejects.toMatchObject({
      name: 'PaypalError',
      status: 401,
      issue: 'AUTHENTICATION_FAILURE',
    });
    expect(calls.filter((c) => c.path === '/v2/checkout/orders')).toHaveLength(2);
  });

  it('creates an order, the buyer approves it on the payer-action page, the capture takes the right cents', async () => {
    const { gateway, calls } = harness();
    const request = orderRequest({ amount: 1999 });
    const { orderId, approveUrl } = await gateway.createOrder(request);

    const create = calls.find((c) => c.path === '/v2/checkout/orders');
    expect(create?.headers.get('paypal-request-id')).toBe(request.requestId);
    expect(JSON.parse(create?.body ?? '{}')).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: request.reference,
          description: request.description,
          amount: { currency_code: 'USD', value: '19.99' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: request.returnUrl,
            cancel_url: request.cancelUrl,
            locale: 'es-PA',
            user_action: 'PAY_NOW',
          },
        },
      },
    });
    expect(approveUrl).toBe(`${sandbox.url}/checkoutnow?token=${orderId}`);

    const { html, returnedTo } = await approveAsBuyer(approveUrl);
    expect(html).toContain('<title>PayPal Sandbox</title>');
    expect(html).toContain('Pagar ahora');
    expect(html).toContain('$19.99 USD');
    expect(`${returnedTo.origin}${returnedTo.pathname}`).toBe(
      'https://site.example/es/reserva/paypal',
    );
    expect(returnedTo.searchParams.get('r')).toBe(request.reference);
    expect(returnedTo.searchParams.get('token')).toBe(orderId);
    expect(returnedTo.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);

    const capture = await gateway.captureOrder(orderId, `capture-${randomUUID()}`);
    expect(capture).toEqual({
      outcome: 'captured',
      captureId: expect.stringMatching(/^[A-Z0-9]{17}$/),
      amount: 1999,
    });
    const captureCall = calls.find((c) => c.path.endsWith('/capture'));
    expect(captureCall?.headers.get('paypal-request-id')).toMatch(/^capture-/);
  });

  it("shows the buyer's page in English for 'en'", async () => {
    const { gateway, calls } = harness();
    const { approveUrl } = await gateway.createOrder(orderRequest({ locale: 'en' }));
    expect(
      JSON.parse(calls.at(-1)?.body ?? '{}').payment_source.paypal.experience_context.locale,
    ).toBe('en-US');
    const { html } = await approveAsBuyer(approveUrl);
    expect(html).toContain('Pay now');
    expect(html).toContain('data-testid="paypal-cancel"');
    expect(html).not.toContain('Pagar ahora');
  });

  it('reports not-approved when the buyer has not approved yet', async () => {
    const { gateway } = harness();
    const { orderId } = await gateway.createOrder(orderRequest());
    expect(await gateway.captureOrder(orderId, `capture-${randomUUID()}`)).toEqual({
      outcome: 'not-approved',
    });
  });

  it('reports already-captured for a second capture, and replays the first for the same request id', async () => {
    const { gateway, calls } = harness();
    const { orderId, approveUrl } = await gateway.createOrder(orderRequest());
    await approveAsBuyer(approveUrl);
    const requestId = `capture-${randomUUID()}`;
    const first = await gateway.captureOrder(orderId, requestId);
    expect(first.outcome).toBe('captured');
    expect(await gateway.captureOrder(orderId, `capture-${randomUUID()}`)).toEqual({
      outcome: 'already-captured',
    });
    expect(await gateway.captureOrder(orderId, requestId)).toEqual(first);
    expect(calls.filter((c) => c.path.endsWith('/capture')).map((c) => c.status)).toEqual([
      201, 422, 200,
    ]);
  });

  it('returns the same order for the same request id, a new one for a new id', async () => {
    const { gateway } = harness();
    const request = orderRequest();
    const first = await gateway.createOrder(request);
    expect(await gateway.createOrder(request)).toEqual(first);
    expect(
      (await gateway.createOrder({ ...request, requestId: `create-${randomUUID()}` })).orderId,
    ).not.toBe(first.orderId);
  });

  it('reports a decline for an amount ending in .13 (the contract server’s declined funding source)', async () => {
    const { gateway } = harness();
    const { orderId, approveUrl } = await gateway.createOrder(orderRequest({ amount: 10013 }));
    await approveAsBuyer(approveUrl);
    expect(await gateway.captureOrder(orderId, `capture-${randomUUID()}`)).toEqual({
      outcome: 'declined',
      reason: 'INSTRUMENT_DECLINED',
    });
  });

  it('throws a PaypalError with the issue and debug id for an unknown order', async () => {
    const { gateway } = harness();
    const error = await gateway
      .captureOrder('NOSUCHORDER123456', `capture-${randomUUID()}`)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaypalError);
    expect(error).toMatchObject({
      status: 404,
      issue: 'INVALID_RESOURCE_ID',
      debugId: expect.stringMatching(/^[0-9a-f]{13}$/),
    });
  });

  it('never puts the client secret or an access token in a log line or an error message', async () => {
    const messages: string[] = [];
    const keep = (e: unknown) => messages.push(e instanceof Error ? e.message : String(e));
    const wrongSecret = harness({ clientSecret: `${CLIENT_SECRET}-wrong` });
    await wrongSecret.gateway.createOrder(orderRequest()).catch(keep);
    const normal = harness();
    const { orderId, approveUrl } = await normal.gateway.createOrder(orderRequest({ amount: 513 }));
    await normal.gateway.captureOrder(orderId, `capture-${randomUUID()}`);
    await approveAsBuyer(approveUrl);
    await normal.gateway.captureOrder(orderId, `capture-${randomUUID()}`);
    await normal.gateway.captureOrder('NOSUCHORDER123456', `capture-${randomUUID()}`).catch(keep);
    const refused = harness({}, (call, init) =>
      call.path === '/v1/oauth2/token'
        ? init
        : {
            ...init,
            headers: { ...(init.headers as Record<string, string>), Authorization: 'Bearer x' },
          },
    );
    await refused.gateway.createOrder(orderRequest()).catch(keep);

    const lines = [wrongSecret, normal, refused].flatMap((h) => h.lines);
    const tokens = [normal, refused].flatMap((h) => h.tokens);
    expect(lines.length).toBeGreaterThan(5);
    expect(messages).toHaveLength(3);
    expect(tokens).toHaveLength(3);
    const secrets = [CLIENT_SECRET, btoa(`${CLIENT_ID}:${CLIENT_SECRET}`), ...tokens];
    for (const text of [...lines, ...messages])
      for (const secret of secrets) expect(text).not.toContain(secret);
  });
});

describe('createPaypalGateway on responses the contract server does not give', () => {
  function stubbed(status: number, body: unknown, headers: Record<string, string> = {}) {
    const lines: string[] = [];
    const fake: typeof fetch = async (input) =>
      String(input).endsWith('/v1/oauth2/token')
        ? Response.json({ access_token: 'tok', token_type: 'Bearer', expires_in: 32400 })
        : Response.json(body, { status, headers });
    return {
      lines,
      gateway: createPaypalGateway({
        baseUrl: 'https://api-m.sandbox.paypal.com/',
        clientId: 'id',
        clientSecret: 's',
        fetch: fake,
        log: (l) => lines.push(l),
      }),
    };
  }
  const captureBody = (status: string, extra: Record<string, unknown> = {}) => ({
    id: 'ORDER1',
    status: 'COMPLETED',
    purchase_units: [
      {
        payments: {
          captures: [
            { id: 'CAP1', status, amount: { currency_code: 'USD', value: '45.10' }, ...extra },
          ],
        },
      },
    ],
  });

  it("accepts rel 'approve' from orders created without payment_source", async () => {
    const { gateway } = stubbed(201, {
      id: 'ORDER1',
      status: 'CREATED',
      links: [{ href: 'https://www.sandbox.paypal.com/checkoutnow?token=ORDER1', rel: 'approve' }],
    });
    expect(await gateway.createOrder(orderRequest())).toEqual({
      orderId: 'ORDER1',
      approveUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=ORDER1',
    });
  });

  it('fails when no approval link comes back', async () => {
    const { gateway } = stubbed(201, { id: 'ORDER1', status: 'CREATED', links: [] });
    await expect(gateway.createOrder(orderRequest())).rejects.toMatchObject({
      issue: 'NO_APPROVE_LINK',
    });
  });

  it('reads a COMPLETED order with a DECLINED capture as declined, with the reason', async () => {
    const { gateway } = stubbed(
      201,
      captureBody('DECLINED', { status_details: { reason: 'DECLINED_BY_RISK_FRAUD_FILTERS' } }),
    );
    expect(await gateway.captureOrder('ORDER1', 'r')).toEqual({
      outcome: 'declined',
      reason: 'DECLINED_BY_RISK_FRAUD_FILTERS',
    });
  });

  it('reads a completed capture', async () => {
    const { gateway } = stubbed(201, captureBody('COMPLETED'));
    expect(await gateway.captureOrder('ORDER1', 'r')).toEqual({
      outcome: 'captured',
      captureId: 'CAP1',
      amount: 4510,
    });
  });

  it('does not call a PENDING capture paid', async () => {
    const { gateway } = stubbed(201, captureBody('PENDING'));
    await expect(gateway.captureOrder('ORDER1', 'r')).rejects.toMatchObject({
      name: 'PaypalError',
      issue: 'CAPTURE_PENDING',
    });
  });

  it('throws other 422 issues with PayPal’s debug id', async () => {
    const { gateway, lines } = stubbed(422, {
      name: 'UNPROCESSABLE_ENTITY',
      message: '…',
      debug_id: 'abc123',
      details: [{ issue: 'PAYEE_ACCOUNT_RESTRICTED', description: '…' }],
    });
    await expect(gateway.captureOrder('ORDER1', 'r')).rejects.toMatchObject({
      status: 422,
      issue: 'PAYEE_ACCOUNT_RESTRICTED',
      debugId: 'abc123',
    });
    expect(lines.at(-1)).toContain('PAYEE_ACCOUNT_RESTRICTED');
  });

  it('turns a timeout into PaypalError status 0 TIMEOUT', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const gateway = createPaypalGateway({
      baseUrl: 'http://127.0.0.1:1',
      clientId: 'id',
      clientSecret: 's',
      fetch: hanging,
      timeoutMs: 30,
      log: () => {},
    });
    await expect(gateway.createOrder(orderRequest())).rejects.toMatchObject({
      name: 'PaypalError',
      status: 0,
      issue: 'TIMEOUT',
    });
  });
});
