import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveAsBuyer } from './buyer.ts';
import { startPaypalSandbox, type RunningPaypalSandbox } from './server.ts';

/** The contract server as a webhook sender and as PayPal's verify-webhook-signature. */
interface Delivery {
  headers: Record<string, string>;
  body: string;
}

const WEBHOOK_ID = 'TESTWEBHOOK0001';
let receiver: Server;
let sandbox: RunningPaypalSandbox;
let token: string;
const deliveries: Delivery[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      deliveries.push({ headers: req.headers as Record<string, string>, body });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  sandbox = await startPaypalSandbox({
    clientId: 'id',
    clientSecret: 'secret',
    webhooks: [{ id: WEBHOOK_ID, url }],
  });
  const reply = await fetch(`${sandbox.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${btoa('id:secret')}` },
    body: 'grant_type=client_credentials',
  });
  token = ((await reply.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await sandbox.close();
  receiver.close();
});

const api = (path: string, body: unknown, bearer = token) =>
  fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function order(value = '80.00'): Promise<{ id: string; approve: string }> {
  const res = await api('/v2/checkout/orders', {
    intent: 'CAPTURE',
    purchase_units: [{ reference_id: 'W1', amount: { currency_code: 'USD', value } }],
    payment_source: {
      paypal: {
        experience_context: {
          return_url: 'https://s.example/r',
          cancel_url: 'https://s.example/c',
        },
      },
    },
  });
  const body = (await res.json()) as { id: string; links: { rel: string; href: string }[] };
  return { id: body.id, approve: body.links.find((l) => l.rel === 'payer-action')!.href };
}

async function delivered(type: string, orderId: string): Promise<Delivery> {
  for (let i = 0; i < 100; i++) {
    const found = deliveries.find((d) => {
      const event = JSON.parse(d.body) as { event_type: string; resource: Record<string, never> };
      const id =
        event.resource.id === orderId ||
        (event.resource.supplementary_data as { related_ids?: { order_id?: string } } | undefined)
          ?.related_ids?.order_id === orderId;
      return event.event_type === type && id;
    });
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${type} for ${orderId}`);
}

const verification = (d: Delivery, overrides: Record<string, unknown> = {}) => ({
  auth_algo: d.headers['paypal-auth-algo'],
  cert_url: d.headers['paypal-cert-url'],
  transmission_id: d.headers['paypal-transmission-id'],
  transmission_sig: d.headers['paypal-transmission-sig'],
  transmission_time: d.headers['paypal-transmission-time'],
  webhook_id: WEBHOOK_ID,
  webhook_event: JSON.parse(d.body) as unknown,
  ...overrides,
});

const verify = async (body: unknown) => {
  const res = await api('/v1/notifications/verify-webhook-signature', body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('webhooks', () => {
  it('sends CHECKOUT.ORDER.APPROVED with the PAYPAL-* headers, and verifies it', async () => {
    const { id, approve } = await order();
    await approveAsBuyer(approve);
    const d = await delivered('CHECKOUT.ORDER.APPROVED', id);
    expect(d.headers['paypal-auth-algo']).toBe('SHA256withRSA');
    expect(d.headers['paypal-cert-url']).toMatch(/\/v1\/notifications\/certs\/CERT-/);
    expect(JSON.parse(d.body)).toMatchObject({
      resource_type: 'checkout-order',
      resource: { id, status: 'APPROVED' },
    });
    expect(await verify(verification(d))).toEqual({
      status: 200,
      body: { verification_status: 'SUCCESS' },
    });
    const cert = await fetch(d.headers['paypal-cert-url']);
    expect(await cert.text()).toContain('BEGIN PUBLIC KEY');
  });

  it('answers FAILURE for a changed event, another webhook id, algorithm or certificate', async () => {
    const { id, approve } = await order();
    await approveAsBuyer(approve);
    const d = await delivered('CHECKOUT.ORDER.APPROVED', id);
    const event = JSON.parse(d.body) as { resource: { id: string } };
    const failure = { status: 200, body: { verification_status: 'FAILURE' } };
    expect(
      await verify(verification(d, { webhook_event: { ...event, resource: { id: 'OTHER' } } })),
    ).toEqual(failure);
    expect(await verify(verification(d, { webhook_id: 'SOMEOTHERWEBHOOK' }))).toEqual(failure);
    expect(await verify(verification(d, { auth_algo: 'SHA1withRSA' }))).toEqual(failure);
    expect(await verify(verification(d, { cert_url: 'https://evil.example/cert.pem' }))).toEqual(
      failure,
    );
    expect(
      await verify(verification(d, { transmission_sig: Buffer.from('x').toString('base64') })),
    ).toEqual(failure);
  });

  it('refuses a malformed verification request (400) and one without a token (401)', async () => {
    const { status, body } = await verify({ auth_algo: 'SHA256withRSA' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ name: 'INVALID_REQUEST' });
    const res = await api('/v1/notifications/verify-webhook-signature', {}, 'not-a-token');
    expect(res.status).toBe(401);
  });

  it('sends PAYMENT.CAPTURE.COMPLETED naming the order, and DENIED for the decline rule', async () => {
    const paid = await order();
    await approveAsBuyer(paid.approve);
    expect((await api(`/v2/checkout/orders/${paid.id}/capture`, {})).status).toBe(201);
    const completed = await delivered('PAYMENT.CAPTURE.COMPLETED', paid.id);
    expect(JSON.parse(completed.body)).toMatchObject({
      resource_type: 'capture',
      resource: { status: 'COMPLETED', amount: { value: '80.00' } },
    });
    expect((await verify(verification(completed))).body.verification_status).toBe('SUCCESS');

    const declined = await order('80.13');
    await approveAsBuyer(declined.approve);
    expect((await api(`/v2/checkout/orders/${declined.id}/capture`, {})).status).toBe(422);
    const denied = await delivered('PAYMENT.CAPTURE.DENIED', declined.id);
    expect(JSON.parse(denied.body)).toMatchObject({ resource: { status: 'DECLINED' } });
  });
});
