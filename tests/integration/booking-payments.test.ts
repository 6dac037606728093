import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { approveAsBuyer } from '../../services/paypal-sandbox/src/buyer.ts';
import {
  capturePaypal,
  completeChallenge,
  confirmPayLater,
  payByCard,
  paymentState,
  startPaypal,
} from '../../apps/web/src/lib/booking/paying/index.ts';
import {
  createSandboxBank,
  SANDBOX_CARDS,
  type ChallengeTicket,
} from '../../apps/web/src/lib/gateways/sandbox-bank.ts';
import type { CmsClient } from '../../apps/web/src/lib/cms/client.ts';
import {
  BRAND,
  bookedReservation,
  paymentDeps,
  paypalContractServer,
  seedCars,
  siteClient,
  storedPayments,
  storedReservation,
} from './booking-support.ts';
import { asAnotherProcess } from './helpers.ts';

/**
 * Paying stored reservations with the sandbox bank and the PayPal contract server, the
 * records read back as staff would see them: the amount is the stored total, a result is
 * taken once, and nothing of a card but its brand and last four digits is kept.
 */
const SECRET = 'test-secret-booking-payments-7c1e';
const bank = createSandboxBank({ secret: SECRET });
const cardDeps = () => paymentDeps({ card: bank, paypal: null });
const RETURN_URL = 'https://site.example/es/reserva/checkout';
const CVV = '7391';
const card = (number: string, overrides: Record<string, string> = {}) => ({
  holder: 'Ana Pérez',
  number,
  expiry: '12/30',
  cvv: CVV,
  ...overrides,
});

let car: string;
beforeAll(async () => {
  car = (await seedCars()).allowed.id;
});

/** Every leaf value of a record, however deep. */
const leaves = (value: unknown): unknown[] =>
  value && typeof value === 'object' ? Object.values(value).flatMap(leaves) : [value];
const keys = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => [k, ...keys(v)])
    : [];

function expectNoCardData(rows: unknown[], number: string) {
  const text = JSON.stringify(rows);
  expect(text).not.toContain(number);
  expect(text).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  expect(leaves(rows).filter((v) => String(v) === CVV)).toEqual([]);
  expect(keys(rows).filter((k) => /cvv|cvc|card_?number|pan$/i.test(k))).toEqual([]);
}

describe('card payments with the sandbox bank', () => {
  it('charges the stored total to an approved card and keeps only its brand and last four digits', async () => {
    const r = await bookedReservation(car, 'prepaid');
    // Typed as renters type it, in groups of four.
    expect(
      await payByCard(
        cardDeps(),
        r.id,
        card(SANDBOX_CARDS.approve.match(/\d{4}/g)!.join(' ')),
        RETURN_URL,
        'es',
      ),
    ).toEqual({ ok: true, state: 'paid' });

    const reservation = await storedReservation(r.id);
    expect(reservation).toMatchObject({ status: 'paid', payment_type: 'card' });
    const payments = await storedPayments(r.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      brand: BRAND,
      provider: 'sandbox',
      status: 'captured',
      currency: 'USD',
      card_brand: 'visa',
      card_last4: SANDBOX_CARDS.approve.slice(-4),
    });
    expect(Number(payments[0].amount)).toBe(reservation.totals.total);
    expect(Number(payments[0].amount)).toBe(r.total);
    expect(payments[0].provider_reference).toMatch(/^card_/);
    expectNoCardData([reservation, payments], SANDBOX_CARDS.approve);

    // Paid is final: another card changes nothing and charges nothing.
    expect(
      await payByCard(cardDeps(), r.id, card(SANDBOX_CARDS.decline), RETURN_URL, 'es'),
    ).toEqual({ ok: true, state: 'paid' });
    expect(await storedPayments(r.id)).toHaveLength(1);
  });

  it('records a declined card, leaves the reservation unpaid, and takes a retry with a good card', async () => {
    const r = await bookedReservation(car, 'prepaid');
    expect(
      await payByCard(cardDeps(), r.id, card(SANDBOX_CARDS.decline), RETURN_URL, 'es'),
    ).toEqual({ ok: false, failure: 'declined' });
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'unpaid',
      payment_type: 'unpaid',
    });
    const declined = await storedPayments(r.id);
    expect(declined).toHaveLength(1);
    expect(declined[0]).toMatchObject({
      status: 'declined',
      card_last4: SANDBOX_CARDS.decline.slice(-4),
    });

    expect(
      await payByCard(cardDeps(), r.id, card(SANDBOX_CARDS.approve), RETURN_URL, 'es'),
    ).toEqual({ ok: true, state: 'paid' });
    const reservation = await storedReservation(r.id);
    expect(reservation).toMatchObject({ status: 'paid', payment_type: 'card' });
    const payments = await storedPayments(r.id);
    expect(payments.map((p) => p.status).sort()).toEqual(['captured', 'declined']);
    expectNoCardData([reservation, payments], SANDBOX_CARDS.decline);
    expectNoCardData([reservation, payments], SANDBOX_CARDS.approve);
  });

  it('opens a challenge, takes the bank’s answer once, and ignores a replay', async () => {
    const r = await bookedReservation(car, 'prepaid');
    const deps = cardDeps();
    const started = await payByCard(deps, r.id, card(SANDBOX_CARDS.challenge), RETURN_URL, 'en');
    if (!started.ok || started.state !== 'challenge') throw new Error(JSON.stringify(started));
    expect(started.challengeUrl).toMatch(/^\/api\/payments\/sandbox\/challenge\?token=/);
    expect(await storedReservation(r.id)).toMatchObject({ status: 'pending_payment' });
    expect(await paymentState(deps, r.id, started.payment)).toBe('pending');
    const [pending] = await storedPayments(r.id);
    expect(pending).toMatchObject({
      status: 'pending',
      provider_reference: started.payment,
      card_last4: SANDBOX_CARDS.challenge.slice(-4),
    });

    const token =
      new URL(started.challengeUrl, 'https://site.example').searchParams.get('token') ?? '';
    const ticket = bank.readTicket(token);
    expect(ticket).toMatchObject({
      providerReference: started.payment,
      reference: r.code,
      amount: r.total,
      locale: 'en',
      returnUrl: RETURN_URL,
    });
    if (!ticket) throw new Error('no ticket');

    expect(await completeChallenge(deps, ticket, true)).toEqual({ accepted: true, state: 'paid' });
    expect(await completeChallenge(deps, ticket, false)).toEqual({
      accepted: false,
      state: 'paid',
    });
    expect(await completeChallenge(deps, ticket, true)).toEqual({ accepted: false, state: 'paid' });
    expect(await paymentState(deps, r.id, started.payment)).toBe('paid');
    // The state is the reservation's own: another reservation's id learns nothing.
    expect(
      await paymentState(deps, (await bookedReservation(car, 'prepaid')).id, started.payment),
    ).toBe('unpaid');

    const reservation = await storedReservation(r.id);
    expect(reservation).toMatchObject({ status: 'paid', payment_type: 'card' });
    const payments = await storedPayments(r.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      status: 'captured',
      card_brand: 'visa',
      card_last4: SANDBOX_CARDS.challenge.slice(-4),
    });
    expect(Number(payments[0].amount)).toBe(reservation.totals.total);
    expectNoCardData([reservation, payments], SANDBOX_CARDS.challenge);
  });

  it('takes the bank’s answer delivered twice to two site processes: both acknowledged, one capture', async () => {
    // A second copy of the module stands for a second site process (serial() orders calls
    // within one process only). That process reads the payment while it is still pending and
    // writes after the first has recorded the answer: the CMS refuses its write.
    const otherProcess = await asAnotherProcess(
      () => import('../../apps/web/src/lib/booking/paying/index.ts'),
    );
    const r = await bookedReservation(car, 'prepaid');
    const started = await payByCard(
      cardDeps(),
      r.id,
      card(SANDBOX_CARDS.challenge),
      RETURN_URL,
      'es',
    );
    if (!started.ok || started.state !== 'challenge') throw new Error(JSON.stringify(started));
    const ticket = bank.readTicket(
      new URL(started.challengeUrl, 'https://site.example').searchParams.get('token') ?? '',
    )!;

    const cms = siteClient();
    let readPending!: () => void;
    let firstDone!: () => void;
    const pendingRead = new Promise<void>((resolve) => (readPending = resolve));
    const firstRecorded = new Promise<void>((resolve) => (firstDone = resolve));
    let held = false;
    const lateCms: CmsClient = {
      ...cms,
      async list(collection, query, auth) {
        const rows = await cms.list(collection, query, auth);
        if (collection === 'payments' && !held) {
          held = true;
          readPending();
          await firstRecorded;
        }
        return rows as never;
      },
    };
    const late = otherProcess.completeChallenge({ ...cardDeps(), cms: lateCms }, ticket, true);
    await pendingRead;
    expect(await completeChallenge(cardDeps(), ticket, true)).toEqual({
      accepted: true,
      state: 'paid',
    });
    firstDone();
    expect(await late).toEqual({ accepted: false, state: 'paid' });

    expect(await storedReservation(r.id)).toMatchObject({ status: 'paid', payment_type: 'card' });
    expect((await storedPayments(r.id)).map((p) => p.status)).toEqual(['captured']);
  });

  it('does not let a late answer to an abandoned challenge undo or repeat a payment made another way', async () => {
    const r = await bookedReservation(car, 'prepaid');
    const deps = cardDeps();
    const tickets: ChallengeTicket[] = [];
    for (let i = 0; i < 2; i++) {
      const started = await payByCard(deps, r.id, card(SANDBOX_CARDS.challenge), RETURN_URL, 'es');
      if (!started.ok || started.state !== 'challenge') throw new Error(JSON.stringify(started));
      tickets.push(
        bank.readTicket(
          new URL(started.challengeUrl, 'https://site.example').searchParams.get('token') ?? '',
        )!,
      );
    }
    // The renter leaves the bank's windows open and pays with another card.
    expect(await payByCard(deps, r.id, card(SANDBOX_CARDS.approve), RETURN_URL, 'es')).toEqual({
      ok: true,
      state: 'paid',
    });

    expect(await completeChallenge(deps, tickets[0], false)).toMatchObject({ state: 'declined' });
    expect(await storedReservation(r.id)).toMatchObject({ status: 'paid', payment_type: 'card' });
    expect(await completeChallenge(deps, tickets[1], true)).toMatchObject({ state: 'declined' });
    expect(await storedReservation(r.id)).toMatchObject({ status: 'paid', payment_type: 'card' });
    const payments = await storedPayments(r.id);
    expect(payments.filter((p) => p.status === 'captured').map((p) => p.card_last4)).toEqual([
      SANDBOX_CARDS.approve.slice(-4),
    ]);
    expect(payments.filter((p) => p.status === 'pending')).toEqual([]);
  });

  it('refuses a forged, re-signed or expired challenge token', async () => {
    const r = await bookedReservation(car, 'prepaid');
    const started = await payByCard(
      cardDeps(),
      r.id,
      card(SANDBOX_CARDS.challenge),
      RETURN_URL,
      'es',
    );
    if (!started.ok || started.state !== 'challenge') throw new Error(JSON.stringify(started));
    const token =
      new URL(started.challengeUrl, 'https://site.example').searchParams.get('token') ?? '';
    const [body, mac] = token.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const cheaper = Buffer.from(JSON.stringify({ ...claims, amount: 1 })).toString('base64url');

    expect(bank.readTicket(token)).not.toBeNull();
    expect(bank.readTicket(`${cheaper}.${mac}`)).toBeNull();
    expect(bank.readTicket(body)).toBeNull();
    // Another character in the MAC's body (the last one carries padding bits too).
    const altered = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    expect(bank.readTicket(`${body}.${altered}`)).toBeNull();
    const other = createSandboxBank({ secret: 'another-secret' });
    const [, otherMac] = (
      (await other.authorize({
        requestId: `card_${randomUUID()}`,
        reference: 'x',
        amount: 1,
        currency: 'USD',
        card: card(SANDBOX_CARDS.challenge),
        returnUrl: RETURN_URL,
        locale: 'es',
      })) as { challengeUrl: string }
    ).challengeUrl.split('.');
    expect(bank.readTicket(`${body}.${otherMac}`)).toBeNull();
    expect(
      createSandboxBank({ secret: SECRET, now: () => Date.now() + 16 * 60 * 1000 }).readTicket(
        token,
      ),
    ).toBeNull();
    expect(await storedReservation(r.id)).toMatchObject({ status: 'pending_payment' });
  });

  it('refuses card input that does not pass the form, and stores nothing', async () => {
    const r = await bookedReservation(car, 'prepaid');
    expect(
      await payByCard(cardDeps(), r.id, card('4242 4242 4242 4241'), RETURN_URL, 'es'),
    ).toEqual({ ok: false, failure: 'invalid', fields: { number: 'cardNumber' } });
    expect(
      await payByCard(
        cardDeps(),
        r.id,
        card(SANDBOX_CARDS.approve, { expiry: '10/26', cvv: '12' }),
        RETURN_URL,
        'es',
      ),
    ).toEqual({ ok: false, failure: 'invalid', fields: { expiry: 'cardExpired', cvv: 'cvv' } });
    expect(await storedPayments(r.id)).toHaveLength(0);
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'unpaid',
      payment_type: 'unpaid',
    });
  });

  it('does not take a card for a pay-later reservation, nor for an unknown one', async () => {
    const r = await bookedReservation(car, 'postpaid');
    expect(
      await payByCard(cardDeps(), r.id, card(SANDBOX_CARDS.approve), RETURN_URL, 'es'),
    ).toEqual({ ok: false, failure: 'notPayable' });
    expect(
      await payByCard(
        cardDeps(),
        '00000000-0000-4000-8000-000000000000',
        card(SANDBOX_CARDS.approve),
        RETURN_URL,
        'es',
      ),
    ).toEqual({ ok: false, failure: 'notFound' });
    expect(await storedPayments(r.id)).toHaveLength(0);
    expect(await storedReservation(r.id)).toMatchObject({ status: 'unpaid' });
  });
});

describe('pay later', () => {
  it('confirms a postpaid reservation for the counter, once', async () => {
    const r = await bookedReservation(car, 'postpaid');
    expect(await confirmPayLater(cardDeps(), r.id)).toEqual({ ok: true, state: 'confirmed' });
    expect(await confirmPayLater(cardDeps(), r.id)).toEqual({ ok: true, state: 'confirmed' });
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'confirmed',
      payment_type: 'counter',
    });
    expect(await storedPayments(r.id)).toHaveLength(0);
  });

  it('does not confirm a prepaid reservation without a payment', async () => {
    const r = await bookedReservation(car, 'prepaid');
    expect(await confirmPayLater(cardDeps(), r.id)).toEqual({ ok: false, failure: 'notPayable' });
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'unpaid',
      payment_type: 'unpaid',
    });
  });
});

describe('PayPal against the contract server', () => {
  const CLIENT_ID = 'it-client-id';
  const CLIENT_SECRET = 'it-client-secret-3b9d';
  const urls = {
    returnUrl: 'https://site.example/es/reserva/paypal',
    cancelUrl: 'https://site.example/es/reserva/checkout',
  };
  const paypal = paypalContractServer(CLIENT_ID, CLIENT_SECRET);

  async function paypalToken(): Promise<string> {
    const res = await fetch(`${paypal.sandbox.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    return ((await res.json()) as { access_token: string }).access_token;
  }

  async function startOrder(
    reservationId: string,
  ): Promise<{ approveUrl: string; orderId: string }> {
    const started = await startPaypal(paypal.deps, reservationId, urls, 'es');
    if (!started.ok || started.state !== 'redirect') throw new Error(JSON.stringify(started));
    const orderId = new URL(started.url).searchParams.get('token') ?? '';
    expect(orderId).not.toBe('');
    return { approveUrl: started.url, orderId };
  }

  it('captures an approved order for the stored total, once', async () => {
    const r = await bookedReservation(car, 'prepaid');
    const { approveUrl, orderId } = await startOrder(r.id);
    expect(approveUrl.startsWith(`${paypal.sandbox.url}/`)).toBe(true);
    expect(await storedReservation(r.id)).toMatchObject({ status: 'pending_payment' });
    const [pending] = await storedPayments(r.id);
    expect(pending).toMatchObject({
      provider: 'paypal',
      provider_reference: orderId,
      status: 'pending',
      card_brand: null,
      card_last4: null,
    });

    // Starting again (a reload) reuses the order: one payment row.
    expect((await startOrder(r.id)).orderId).toBe(orderId);
    expect(await storedPayments(r.id)).toHaveLength(1);

    const { returnedTo } = await approveAsBuyer(approveUrl);
    expect(`${returnedTo.origin}${returnedTo.pathname}`).toBe(urls.returnUrl);
    expect(returnedTo.searchParams.get('token')).toBe(orderId);

    expect(await capturePaypal(paypal.deps, r.id, orderId)).toEqual({ ok: true, state: 'paid' });
    const reservation = await storedReservation(r.id);
    expect(reservation).toMatchObject({ status: 'paid', payment_type: 'paypal' });
    const payments = await storedPayments(r.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      provider: 'paypal',
      provider_reference: orderId,
      status: 'captured',
      brand: BRAND,
    });
    expect(Number(payments[0].amount)).toBe(reservation.totals.total);

    // The buyer reloads the return page: nothing more happens.
    expect(await capturePaypal(paypal.deps, r.id, orderId)).toEqual({ ok: true, state: 'paid' });
    expect(await storedPayments(r.id)).toHaveLength(1);
    expect(await startPaypal(paypal.deps, r.id, urls, 'es')).toEqual({ ok: true, state: 'paid' });
  });

  it('does not capture an order the buyer has not approved', async () => {
    const r = await bookedReservation(car, 'prepaid');
    const { orderId } = await startOrder(r.id);
    expect(await capturePaypal(paypal.deps, r.id, orderId)).toEqual({
      ok: false,
      failure: 'notApproved',
    });
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'pending_payment',
      payment_type: 'unpaid',
    });
    expect((await storedPayments(r.id)).map((p) => p.status)).toEqual(['pending']);
  });

  it('does not capture an approved order when the reservation was paid by card meanwhile', async () => {
    const both = paymentDeps({ card: bank, paypal: paypal.deps.paypal });
    const r = await bookedReservation(car, 'prepaid');
    const { approveUrl, orderId } = await startOrder(r.id);
    await approveAsBuyer(approveUrl);
    expect(await payByCard(both, r.id, card(SANDBOX_CARDS.approve), RETURN_URL, 'es')).toEqual({
      ok: true,
      state: 'paid',
    });

    expect(await capturePaypal(both, r.id, orderId)).toEqual({ ok: true, state: 'paid' });
    expect(await storedReservation(r.id)).toMatchObject({ status: 'paid', payment_type: 'card' });
    const payments = await storedPayments(r.id);
    expect(payments.filter((p) => p.status === 'captured').map((p) => p.provider)).toEqual([
      'sandbox',
    ]);
    expect(payments.find((p) => p.provider === 'paypal')).toMatchObject({ status: 'declined' });
    // Nothing was taken at PayPal: the order is still only approved.
    const order = await fetch(`${paypal.sandbox.url}/v2/checkout/orders/${orderId}`, {
      headers: { authorization: `Bearer ${await paypalToken()}` },
    }).then((res) => res.json() as Promise<{ status: string }>);
    expect(order.status).toBe('APPROVED');
  });

  it('does not capture an order for another reservation', async () => {
    const r = await bookedReservation(car, 'prepaid');
    const other = await bookedReservation(car, 'prepaid');
    const { approveUrl, orderId } = await startOrder(r.id);
    await approveAsBuyer(approveUrl);
    expect(await capturePaypal(paypal.deps, other.id, orderId)).toEqual({
      ok: false,
      failure: 'notFound',
    });
    expect(await storedReservation(other.id)).toMatchObject({ status: 'unpaid' });
    expect(await storedReservation(r.id)).toMatchObject({ status: 'pending_payment' });
  });
});
