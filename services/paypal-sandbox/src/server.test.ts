import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaypalSandbox, type RunningPaypalSandbox } from './server.ts';

let sandbox: RunningPaypalSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startPaypalSandbox({ clientId: 'id', clientSecret: 'secret' });
  token = ((await (await tokenRequest('id:secret')).json()) as { access_token: string })
    .access_token;
});
afterAll(() => sandbox.close());

function tokenRequest(credentials: string, body = 'grant_type=client_credentials') {
  return fetch(`${sandbox.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${btoa(credentials)}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body,
  });
}

function api(
  path: string,
  init: {
    method?: string;
    body?: string;
    requestId?: string;
    bearer?: string | null;
    prefer?: string;
  } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.bearer !== null) headers.Authorization = `Bearer ${init.bearer ?? token}`;
  if (init.requestId) headers['PayPal-Request-Id'] = init.requestId;
  if (init.prefer) headers.Prefer = init.prefer;
  return fetch(`${sandbox.url}${path}`, {
    method: init.method ?? 'POST',
    headers,
    body: init.body,
  });
}

const context = {
  return_url: 'https://site.example/return?r=A1',
  cancel_url: 'https://site.example/cancel?r=A1',
  locale: 'es-PA',
  user_action: 'PAY_NOW',
};
const validOrder = () => ({
  intent: 'CAPTURE',
  purchase_units: [
    {
      reference_id: 'A1',
      description: 'Kia Picanto',
      amount: { currency_code: 'USD', value: '250.00' },
    },
  ],
  payment_source: { paypal: { experience_context: { ...context } } },
});

async function createOrder(body: unknown = validOrder()) {
  const response = await api('/v2/checkout/orders', {
    body: JSON.stringify(body),
    requestId: randomUUID(),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as {
    id: string;
    status: string;
    links: { href: string; rel: string }[];
  };
}

async function submit(orderId: string, button: 'approve' | 'cancel') {
  return fetch(`${sandbox.url}/checkoutnow/${button}`, {
    method: 'POST',
    body: new URLSearchParams({ token: orderId }),
    redirect: 'manual',
  });
}

describe('POST /v1/oauth2/token', () => {
  it('issues a Bearer token for the right client', async () => {
    const response = await tokenRequest('id:secret');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      token_type: 'Bearer',
      expires_in: 32400,
      access_token: expect.any(String),
    });
  });

  it('refuses other credentials and other grant types', async () => {
    const wrong = await tokenRequest('id:nope');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: 'invalid_client',
      error_description: 'Client Authentication failed',
    });
    expect((await tokenRequest('id:secret', 'grant_type=password')).status).toBe(400);
  });
});

describe('POST /v2/checkout/orders', () => {
  it('needs a token it issued', async () => {
    for (const bearer of [null, 'A21AAmadeup']) {
      const response = await api('/v2/checkout/orders', {
        body: JSON.stringify(validOrder()),
        bearer,
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        name: 'AUTHENTICATION_FAILURE',
        debug_id: expect.any(String),
      });
    }
  });

  it('answers a malformed body with 400 INVALID_REQUEST in PayPal’s error shape', async () => {
    const response = await api('/v2/checkout/orders', { body: '{"intent": "CAPTURE",' });
    expect(response.status).toBe(400);
    expect(response.headers.get('paypal-debug-id')).toMatch(/^[0-9a-f]{13}$/);
    expect(await response.json()).toEqual({
      name: 'INVALID_REQUEST',
      message: expect.any(String),
      debug_id: response.headers.get('paypal-debug-id'),
      details: [
        {
          field: '/',
          location: 'body',
          issue: 'MALFORMED_REQUEST_JSON',
          description: expect.any(String),
        },
      ],
    });
  });

  const broken: [string, (order: ReturnType<typeof validOrder>) => unknown, string][] = [
    ['intent AUTHORIZE', (o) => ({ ...o, intent: 'AUTHORIZE' }), '/intent'],
    ['no intent', ({ intent: _intent, ...o }) => o, '/intent'],
    [
      'two purchase units',
      (o) => ({ ...o, purchase_units: [o.purchase_units[0], o.purchase_units[0]] }),
      '/purchase_units',
    ],
    [
      'EUR',
      (o) => ({
        ...o,
        purchase_units: [
          { ...o.purchase_units[0], amount: { currency_code: 'EUR', value: '1.00' } },
        ],
      }),
      '/purchase_units/0/amount/currency_code',
    ],
    [
      'value 10.5',
      (o) => ({
        ...o,
        purchase_units: [
          { ...o.purchase_units[0], amount: { currency_code: 'USD', value: '10.5' } },
        ],
      }),
      '/purchase_units/0/amount/value',
    ],
    [
      'value as a number',
      (o) => ({
        ...o,
        purchase_units: [{ ...o.purchase_units[0], amount: { currency_code: 'USD', value: 10 } }],
      }),
      '/purchase_units/0/amount/value',
    ],
    [
      'value 0.00',
      (o) => ({
        ...o,
        purchase_units: [
          { ...o.purchase_units[0], amount: { currency_code: 'USD', value: '0.00' } },
        ],
      }),
      '/purchase_units/0/amount/value',
    ],
    [
      'no return_url',
      (o) => ({
        ...o,
        payment_source: { paypal: { experience_context: { ...context, return_url: undefined } } },
      }),
      '/payment_source/paypal/experience_context/return_url',
    ],
    [
      'a javascript: cancel_url',
      (o) => ({
        ...o,
        payment_source: {
          paypal: { experience_context: { ...context, cancel_url: 'javascript:alert(1)' } },
        },
      }),
      '/payment_source/paypal/experience_context/cancel_url',
    ],
    ['no experience context', ({ payment_source: _source, ...o }) => o, '/application_context'],
  ];
  it.each(broken)('refuses %s with 400 naming the field', async (_name, change, field) => {
    const response = await api('/v2/checkout/orders', {
      body: JSON.stringify(change(validOrder())),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { name: string; details: { field: string }[] };
    expect(body.name).toBe('INVALID_REQUEST');
    expect(body.details[0].field).toBe(field);
  });

  it('creates PAYER_ACTION_REQUIRED with a payer-action link; the same PayPal-Request-Id gives the same order (200)', async () => {
    const requestId = randomUUID();
    const first = await api('/v2/checkout/orders', {
      body: JSON.stringify(validOrder()),
      requestId,
    });
    const again = await api('/v2/checkout/orders', {
      body: JSON.stringify(validOrder()),
      requestId,
    });
    expect([first.status, again.status]).toEqual([201, 200]);
    const order = (await first.json()) as {
      id: string;
      status: string;
      links: { href: string; rel: string }[];
    };
    expect(((await again.json()) as { id: string }).id).toBe(order.id);
    expect(order.status).toBe('PAYER_ACTION_REQUIRED');
    expect(order.links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          rel: 'self',
          href: `${sandbox.url}/v2/checkout/orders/${order.id}`,
        }),
        expect.objectContaining({
          rel: 'payer-action',
          href: `${sandbox.url}/checkoutnow?token=${order.id}`,
        }),
      ]),
    );
  });

  it("creates CREATED with an 'approve' link for an order without payment_source", async () => {
    const { payment_source: _source, ...order } = validOrder();
    const created = await createOrder({ ...order, application_context: context });
    expect(created.status).toBe('CREATED');
    expect(created.links.map((l) => l.rel)).toContain('approve');
  });
});

describe('the buyer’s page', () => {
  it('speaks the order’s language with the same test ids', async () => {
    const es = await createOrder();
    const en = await createOrder({
      ...validOrder(),
      payment_source: { paypal: { experience_context: { ...context, locale: 'en-US' } } },
    });
    const esPage = await (await fetch(`${sandbox.url}/checkoutnow?token=${es.id}`)).text();
    const enPage = await (await fetch(`${sandbox.url}/checkoutnow?token=${en.id}`)).text();
    expect(esPage).toMatch(/data-testid="paypal-approve">Pagar ahora</);
    expect(esPage).toMatch(/data-testid="paypal-cancel">Cancelar y volver</);
    expect(enPage).toMatch(/data-testid="paypal-approve">Pay now</);
    expect(enPage).toMatch(/data-testid="paypal-cancel">Cancel and return</);
    for (const page of [esPage, enPage]) {
      expect(page).toContain('<title>PayPal Sandbox</title>');
      expect(page).toContain('$250.00 USD');
      expect(page).toContain('Kia Picanto');
      expect(page).not.toMatch(/src=|href="http/);
    }
  });

  it('escapes what the merchant sent', async () => {
    const order = validOrder();
    order.purchase_units[0].description = '<script>alert(1)</script>';
    const created = await createOrder(order);
    const page = await (await fetch(`${sandbox.url}/checkoutnow?token=${created.id}`)).text();
    expect(page).not.toContain('<script>');
  });

  it('answers 404 for an unknown token', async () => {
    expect((await fetch(`${sandbox.url}/checkoutnow?token=NOPE`)).status).toBe(404);
    expect((await submit('NOPE', 'approve')).status).toBe(404);
  });

  it('cancel goes back to cancel_url with the token, keeping its query; the order stays unapproved', async () => {
    const created = await createOrder();
    const response = await submit(created.id, 'cancel');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `https://site.example/cancel?r=A1&token=${created.id}`,
    );
    const order = (await (
      await api(`/v2/checkout/orders/${created.id}`, { method: 'GET' })
    ).json()) as { status: string };
    expect(order.status).toBe('PAYER_ACTION_REQUIRED');
  });
});

describe('GET and capture', () => {
  it('moves PAYER_ACTION_REQUIRED → APPROVED → COMPLETED; a replayed request id gets the same capture', async () => {
    const created = await createOrder();
    const status = async () =>
      (
        (await (await api(`/v2/checkout/orders/${created.id}`, { method: 'GET' })).json()) as {
          status: string;
        }
      ).status;
    expect(await status()).toBe('PAYER_ACTION_REQUIRED');
    const approved = await submit(created.id, 'approve');
    const location = new URL(approved.headers.get('location') ?? '');
    expect([location.searchParams.get('r'), location.searchParams.get('token')]).toEqual([
      'A1',
      created.id,
    ]);
    expect(await status()).toBe('APPROVED');

    const requestId = randomUUID();
    const capture = await api(`/v2/checkout/orders/${created.id}/capture`, { requestId });
    expect(capture.status).toBe(201);
    const body = (await capture.json()) as {
      status: string;
      purchase_units: {
        payments: { captures: { id: string; status: string; amount: unknown }[] };
      }[];
    };
    expect(body.status).toBe('COMPLETED');
    expect(body.purchase_units[0].payments.captures[0]).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '250.00' },
    });
    expect(await status()).toBe('COMPLETED');

    const replay = await api(`/v2/checkout/orders/${created.id}/capture`, { requestId });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(body);
    const another = await api(`/v2/checkout/orders/${created.id}/capture`, {
      requestId: randomUUID(),
    });
    expect(another.status).toBe(422);
    expect(await another.json()).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
    });
  });

  it('refuses a capture before approval, and a .13 amount with INSTRUMENT_DECLINED and a redirect link', async () => {
    const early = await createOrder();
    const notApproved = await api(`/v2/checkout/orders/${early.id}/capture`, {
      requestId: randomUUID(),
    });
    expect(notApproved.status).toBe(422);
    expect(await notApproved.json()).toMatchObject({ details: [{ issue: 'ORDER_NOT_APPROVED' }] });

    const order = validOrder();
    order.purchase_units[0].amount.value = '99.13';
    const declined = await createOrder(order);
    await submit(declined.id, 'approve');
    const response = await api(`/v2/checkout/orders/${declined.id}/capture`, {
      requestId: randomUUID(),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      details: { issue: string }[];
      links: { rel: string; href: string }[];
    };
    expect(body.details[0].issue).toBe('INSTRUMENT_DECLINED');
    expect(body.links).toContainEqual(
      expect.objectContaining({
        rel: 'redirect',
        href: `${sandbox.url}/checkoutnow?token=${declined.id}`,
      }),
    );
  });

  it('answers 404 RESOURCE_NOT_FOUND for an unknown order, 400 for a malformed capture body, 422 for a request id reused on another order', async () => {
    const missing = await api('/v2/checkout/orders/NOSUCHORDER', { method: 'GET' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      name: 'RESOURCE_NOT_FOUND',
      details: [{ issue: 'INVALID_RESOURCE_ID' }],
    });

    const created = await createOrder();
    expect((await api(`/v2/checkout/orders/${created.id}/capture`, { body: '{oops' })).status).toBe(
      400,
    );

    const requestId = randomUUID();
    await submit(created.id, 'approve');
    expect((await api(`/v2/checkout/orders/${created.id}/capture`, { requestId })).status).toBe(
      201,
    );
    const other = await createOrder();
    await submit(other.id, 'approve');
    const reused = await api(`/v2/checkout/orders/${other.id}/capture`, { requestId });
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({
      details: [{ issue: 'PAYPAL_REQUEST_ID_PREVIOUSLY_USED' }],
    });
  });
});
