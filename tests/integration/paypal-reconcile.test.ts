import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveAsBuyer } from '../../services/paypal-sandbox/src/buyer.ts';
import {
  startPaypalSandbox,
  type RunningPaypalSandbox,
} from '../../services/paypal-sandbox/src/server.ts';
import { capturePaypal, startPaypal } from '../../apps/web/src/lib/booking/paying/index.ts';
import { handlePaypalWebhook } from '../../apps/web/src/lib/booking/paying/paypal-webhook.ts';
import { reconcilePendingPaypal } from '../../apps/web/src/lib/booking/paying/reconcile.ts';
import { directusOutbox } from '../../apps/web/src/lib/outbox/directus.ts';
import { queueDueMessages } from '../../apps/web/src/lib/outbox/queue-due.ts';
import { createPaypalGateway } from '../../apps/web/src/lib/gateways/paypal.ts';
import {
  BRAND,
  bookedReservation,
  paymentDeps,
  seedCars,
  storedPayments,
  storedReservation,
  workerClient,
} from './booking-support.ts';
import { admin } from './helpers.ts';

/**
 * PayPal orders the renter left behind, against the contract server and the suite's
 * Directus with the site's token: the worker's reconciler captures an approved order once (also
 * when the renter's return arrives at the same moment) and the confirmation is then owed like
 * after any capture; an order PayPal will not pay is released; PayPal's webhook is believed only
 * when PayPal's verification says SUCCESS, and a replay changes nothing.
 */
const CLIENT_ID = 'it-reconcile-id';
const CLIENT_SECRET = 'it-reconcile-secret-5a2f';
const WEBHOOK_ID = 'ITWEBHOOK000001';
const GRACE_MS = 10 * 60_000;
const urls = {
  returnUrl: 'https://site.example/es/reserva/checkout?paypal=return',
  cancelUrl: 'https://site.example/es/reserva/checkout?paypal=cancel',
};

interface Delivery {
  headers: Record<string, string>;
  body: string;
}
const deliveries: Delivery[] = [];
let receiver: Server;
let sandbox: RunningPaypalSandbox;
let deps: ReturnType<typeof paymentDeps>;
let car: string;

beforeAll(async () => {
  car = (await seedCars()).allowed.id;
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      deliveries.push({ headers: req.headers as Record<string, string>, body });
      res.end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  sandbox = await startPaypalSandbox({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    webhooks: [
      { id: WEBHOOK_ID, url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/` },
    ],
  });
  deps = paymentDeps({ card: null, paypal: gateway() });
});
afterAll(async () => {
  await sandbox?.close();
  receiver?.close();
});

const gateway = () =>
  createPaypalGateway({
    baseUrl: sandbox.url,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    log: () => {},
  });

/** A prepaid booking with a PayPal order the buyer approved, and nobody came back. */
async function abandonedApproved() {
  const r = await bookedReservation(car, 'prepaid');
  const started = await startPaypal(deps, r.id, urls, 'es');
  if (!started.ok || started.state !== 'redirect') throw new Error(JSON.stringify(started));
  const orderId = new URL(started.url).searchParams.get('token')!;
  return { r, orderId, approveUrl: started.url };
}

/** The clock of a worker running after the grace period has passed. */
const later = (ms = GRACE_MS + 1000) => new Date(Date.now() + ms);

async function capturesAtPaypal(orderId: string): Promise<number> {
  const token = await fetch(`${sandbox.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}` },
    body: 'grant_type=client_credentials',
  }).then((res) => res.json() as Promise<{ access_token: string }>);
  const order = (await fetch(`${sandbox.url}/v2/checkout/orders/${orderId}`, {
    headers: { authorization: `Bearer ${token.access_token}` },
  }).then((res) => res.json())) as {
    purchase_units: { payments?: { captures?: unknown[] } }[];
  };
  return order.purchase_units[0].payments?.captures?.length ?? 0;
}

async function expectPaidOnce(reservationId: string, orderId: string) {
  expect(await storedReservation(reservationId)).toMatchObject({
    status: 'paid',
    payment_type: 'paypal',
  });
  const payments = await storedPayments(reservationId);
  expect(payments.map((p) => [p.provider_reference, p.status])).toEqual([[orderId, 'captured']]);
  expect(await capturesAtPaypal(orderId)).toBe(1);
}

async function webhook(type: string, orderId: string): Promise<Delivery> {
  for (let i = 0; i < 100; i++) {
    const found = deliveries.find((d) => {
      const e = JSON.parse(d.body) as { event_type: string; resource: Record<string, unknown> };
      const related = (e.resource.supplementary_data as { related_ids?: { order_id?: string } })
        ?.related_ids?.order_id;
      return e.event_type === type && (e.resource.id === orderId || related === orderId);
    });
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${type} webhook for ${orderId}`);
}

const deliver = (d: Delivery, body = d.body, webhookId = WEBHOOK_ID) =>
  handlePaypalWebhook(deps, webhookId, new Headers(d.headers), body, new Date());

describe('the scheduled reconciler', () => {
  it('leaves a payment younger than the grace period to the renter', async () => {
    const { r, approveUrl } = await abandonedApproved();
    await approveAsBuyer(approveUrl);
    await reconcilePendingPaypal(deps, { graceMs: GRACE_MS, now: new Date() });
    expect(await storedReservation(r.id)).toMatchObject({ status: 'pending_payment' });
    expect((await storedPayments(r.id)).map((p) => p.status)).toEqual(['pending']);
  });

  it('captures an approved order the renter never came back for, and the confirmation is owed', async () => {
    const { r, orderId, approveUrl } = await abandonedApproved();
    await approveAsBuyer(approveUrl);
    const counts = await reconcilePendingPaypal(deps, { graceMs: GRACE_MS, now: later() });
    expect(counts.captured).toBeGreaterThanOrEqual(1);
    await expectPaidOnce(r.id, orderId);

    // The worker's next sweep queues the confirmation, as after the renter's own capture.
    const { store, reservations } = directusOutbox(workerClient(), BRAND);
    await queueDueMessages(reservations, store, new Date(), () => ({
      precheckinInvitationHours: 72,
      pickupReminderHours: 24,
      precheckinEnabled: true,
    }));
    const filter = encodeURIComponent(JSON.stringify({ reservation: { _eq: r.id } }));
    const queued = await (
      await admin()
    ).get<{ key: string }[]>(`/items/email_outbox?filter=${filter}&fields=key`);
    expect(queued.map((m) => m.key)).toContain(`confirmation:${r.id}`);

    // The renter's late return and another run change nothing.
    expect(await capturePaypal(deps, r.id, orderId)).toEqual({ ok: true, state: 'paid' });
    await reconcilePendingPaypal(deps, { graceMs: GRACE_MS, now: later() });
    await expectPaidOnce(r.id, orderId);
  });

  it('captures once when the renter returns at the same moment (two services, one order)', async () => {
    const { r, orderId, approveUrl } = await abandonedApproved();
    await approveAsBuyer(approveUrl);
    const site = paymentDeps({ card: null, paypal: gateway() });
    const [, returned] = await Promise.all([
      reconcilePendingPaypal(deps, { graceMs: GRACE_MS, now: later() }),
      capturePaypal(site, r.id, orderId),
    ]);
    expect(returned).toEqual({ ok: true, state: 'paid' });
    await expectPaidOnce(r.id, orderId);
  });

  it('waits for an unapproved order, and releases it once PayPal has let it expire', async () => {
    const { r, orderId } = await abandonedApproved();
    await reconcilePendingPaypal(deps, { graceMs: GRACE_MS, now: later() });
    expect(await storedReservation(r.id)).toMatchObject({ status: 'pending_payment' });

    await reconcilePendingPaypal(deps, { graceMs: GRACE_MS, now: later(3 * 3_600_000 + 1000) });
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'unpaid',
      payment_type: 'unpaid',
    });
    expect((await storedPayments(r.id)).map((p) => [p.provider_reference, p.status])).toEqual([
      [orderId, 'declined'],
    ]);
    expect(await capturesAtPaypal(orderId)).toBe(0);
  });

  it('releases an order PayPal no longer knows', async () => {
    const { r } = await abandonedApproved();
    // The same payment seen through another PayPal (a restarted contract server): 404.
    const elsewhere = await startPaypalSandbox({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
    });
    try {
      const other = createPaypalGateway({
        baseUrl: elsewhere.url,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        log: () => {},
      });
      await reconcilePendingPaypal({ ...deps, paypal: other }, { graceMs: GRACE_MS, now: later() });
    } finally {
      await elsewhere.close();
    }
    expect(await storedReservation(r.id)).toMatchObject({ status: 'unpaid' });
    expect((await storedPayments(r.id)).map((p) => p.status)).toEqual(['declined']);
  });
});

describe('the webhook', () => {
  it('captures on a verified CHECKOUT.ORDER.APPROVED; a replay changes nothing', async () => {
    const { r, orderId, approveUrl } = await abandonedApproved();
    await approveAsBuyer(approveUrl);
    const approved = await webhook('CHECKOUT.ORDER.APPROVED', orderId);
    expect(await deliver(approved)).toEqual({
      status: 200,
      body: { ok: true, outcome: 'captured' },
    });
    await expectPaidOnce(r.id, orderId);
    // The capture's own event, then both again: PayPal redelivers.
    const completed = await webhook('PAYMENT.CAPTURE.COMPLETED', orderId);
    for (const d of [completed, approved])
      expect(await deliver(d)).toEqual({ status: 200, body: { ok: true, outcome: 'settled' } });
    await expectPaidOnce(r.id, orderId);
  });

  it('refuses an unverified, malformed or unknown delivery and changes nothing', async () => {
    const { r, orderId, approveUrl } = await abandonedApproved();
    await approveAsBuyer(approveUrl);
    const d = await webhook('CHECKOUT.ORDER.APPROVED', orderId);
    const event = JSON.parse(d.body) as Record<string, unknown>;
    const forged = JSON.stringify({ ...event, summary: 'forged' });
    expect(await deliver(d, forged)).toMatchObject({
      status: 401,
      body: { error: 'unverified' },
    });
    expect(await deliver(d, d.body, 'SOMEOTHERWEBHOOK')).toMatchObject({ status: 401 });
    expect(await deliver({ ...d, headers: {} })).toMatchObject({ status: 400 });
    expect(await deliver(d, '{not json')).toMatchObject({ status: 400 });
    expect(
      await deliver(d, JSON.stringify({ ...event, event_type: 'PAYMENT.SALE.COMPLETED' })),
    ).toMatchObject({ status: 400, body: { error: 'malformed' } });
    expect(
      deps.lines.filter((l) => l.includes('[paypal-webhook]')).every((l) => !/\n\s+at /.test(l)),
    ).toBe(true);
    expect(await storedReservation(r.id)).toMatchObject({ status: 'pending_payment' });
    expect((await storedPayments(r.id)).map((p) => p.status)).toEqual(['pending']);
    expect(await capturesAtPaypal(orderId)).toBe(0);
  });

  it('declines on a verified PAYMENT.CAPTURE.DENIED (the decline rule) and the reservation is unpaid again', async () => {
    const r = await bookedReservation(car, 'prepaid');
    // A total ending in .13 is declined by the contract server at capture.
    await (
      await admin()
    ).patch(`/items/reservations/${r.id}`, {
      totals: { ...(await storedReservation(r.id)).totals, total: 10013 },
    });
    const started = await startPaypal(deps, r.id, urls, 'es');
    if (!started.ok || started.state !== 'redirect') throw new Error(JSON.stringify(started));
    const orderId = new URL(started.url).searchParams.get('token')!;
    await approveAsBuyer(started.url);
    expect(
      await capturePaypal(paymentDeps({ card: null, paypal: gateway() }), r.id, orderId),
    ).toEqual({
      ok: false,
      failure: 'declined',
    });
    const denied = await webhook('PAYMENT.CAPTURE.DENIED', orderId);
    expect(await deliver(denied)).toEqual({ status: 200, body: { ok: true, outcome: 'settled' } });
    expect(await storedReservation(r.id)).toMatchObject({ status: 'unpaid' });
  });
});
