import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createCmsClient } from '../../apps/web/src/lib/cms/client.ts';
import { withBookingLock } from '../../apps/web/src/lib/booking/booking-lock.ts';
import { cancelReservation } from '../../apps/web/src/lib/booking/cancelling.ts';
import { sweepLedger } from '../../apps/web/src/lib/booking/ledger-sweep.ts';
import { payByCard } from '../../apps/web/src/lib/booking/paying/index.ts';
import { changeMyBooking } from '../../apps/web/src/lib/my-booking/change.ts';
import { payChangeByCard } from '../../apps/web/src/lib/my-booking/change-payment.ts';
import { findMyBooking } from '../../apps/web/src/lib/my-booking/service.ts';
import { SANDBOX_CARDS } from '../../apps/web/src/lib/gateways/sandbox-bank.ts';
import { ledgerAlertData, queueLedgerAlerts } from '../../apps/web/src/lib/outbox/ledger-alerts.ts';
import {
  BRAND,
  bookedReservation,
  paymentDeps,
  siteClient,
  seedCars,
  storedPayments,
  storedReservation,
} from './booking-support.ts';
import { BOOKED, changeDeps } from './change-support.ts';
import { admin, asAnotherProcess } from './helpers.ts';
import { checkLedger, dyingAfterBank, dyingBeforeBank, lockLeftBy } from './ledger-support.ts';
import { bank, bookFor, cancelDeps, card, cardPaymentDeps } from './precheckin-support.ts';

/**
 * The money ledger against the real Directus (docs/payments.md "The ledger"): the booking lock
 * held in the database for every process, money rows written before the gateway is asked, and
 * the worker's sweep finishing what a process left when it died in the middle.
 */
let car: string;
beforeAll(async () => {
  car = (await seedCars()).allowed.id;
});

const RETURN = 'https://site.example/es/reserva/checkout';
const sweep = (graceMs = 0) =>
  sweepLedger(cardPaymentDeps(), { now: new Date(Date.now() + 1000), graceMs });

const lockAs = async (token: string, body: Record<string, unknown>) => {
  const cms = inject('cms');
  return fetch(`${cms.url}/availability/locks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
};
const held = async (res: Response) => ((await res.json()) as { data: { held: boolean } }).data.held;

describe('the booking lock', () => {
  it('is one lock for the site, the worker and Studio, held in the database', async () => {
    const cms = inject('cms');
    const r = await bookedReservation(car, 'prepaid');
    const take = (token: string, owner: string) =>
      lockAs(token, { reservation: r.id, owner, ttlMs: 5000 });
    expect(await held(await take(cms.siteToken, 'site-process-a'))).toBe(true);
    // The worker and another site process wait; the holder renews.
    expect(await held(await take(cms.workerToken, 'worker-process'))).toBe(false);
    expect(await held(await take(cms.siteToken, 'site-process-b'))).toBe(false);
    expect(await held(await take(cms.siteToken, 'site-process-a'))).toBe(true);
    // Staff's edit in Studio waits while it is held.
    const edit = async () =>
      (await admin()).patch(`/items/reservations/${r.id}`, { preferences: { note: 'staff' } });
    await expect(edit()).rejects.toMatchObject({ status: 409 });
    await lockAs(cms.siteToken, { reservation: r.id, owner: 'site-process-a', release: true });
    expect(await held(await take(cms.workerToken, 'worker-process'))).toBe(true);
    await lockAs(cms.workerToken, { reservation: r.id, owner: 'worker-process', release: true });
    await expect(edit()).resolves.toBeDefined();
  });

  it('is lost by a holder that died, once its lease ends', async () => {
    const r = await bookedReservation(car, 'prepaid');
    expect(await lockLeftBy(r.id, 1000)).toBe(true);
    expect(await lockLeftBy(r.id, 1000)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await lockLeftBy(r.id, 1000)).toBe(true);
  });

  it('is not for anonymous callers', async () => {
    const r = await bookedReservation(car, 'prepaid');
    const cms = inject('cms');
    const res = await fetch(`${cms.url}/availability/locks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reservation: r.id, owner: 'anonymous-x', ttlMs: 5000 }),
    });
    expect(res.status).toBe(403);
  });

  it('runs two processes’ work on one booking one after the other', async () => {
    const r = await bookedReservation(car, 'prepaid');
    const other = await asAnotherProcess(
      () => import('../../apps/web/src/lib/booking/booking-lock.ts'),
    );
    const cms = inject('cms');
    const client = () => createCmsClient({ url: cms.url, staticToken: cms.siteToken });
    const spans: [number, number][] = [];
    const work = async () => {
      const start = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 300));
      spans.push([start, Date.now()]);
    };
    await Promise.all([
      withBookingLock(client(), r.id, work),
      other.withBookingLock(client(), r.id, work),
      withBookingLock(client(), r.id, work),
    ]);
    spans.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < spans.length; i++)
      expect(spans[i][0]).toBeGreaterThanOrEqual(spans[i - 1][1]);
  });
});

describe('a card payment goes through the ledger', () => {
  it('is recorded before the bank is asked: a process that died after the bank took it leaves a pending row, which the sweep captures', async () => {
    const r = await bookedReservation(car, 'prepaid');
    const deps = paymentDeps({ card: dyingAfterBank(bank), paypal: null });
    const result = await payByCard(deps, r.id, card(SANDBOX_CARDS.approve), RETURN, 'es');
    expect(result).toEqual({ ok: false, failure: 'processing' });
    const [row] = await storedPayments(r.id);
    expect(row).toMatchObject({ status: 'pending', amount: r.total, card_last4: '4242' });
    expect(await storedReservation(r.id)).toMatchObject({ status: 'pending_payment' });
    // Younger than the grace period: the sweep leaves it to the renter's own flow.
    expect((await sweep(60_000)).settled).toBe(0);
    const report = await sweep();
    expect(report.unsettled).toEqual([]);
    expect(await storedPayments(r.id)).toMatchObject([{ status: 'captured' }]);
    expect(await storedReservation(r.id)).toMatchObject({ status: 'paid', payment_type: 'card' });
    expect((await checkLedger(r.id)).problems).toEqual([]);
  });

  it('a payment the bank never received is declined, and the booking waits for payment again', async () => {
    const r = await bookedReservation(car, 'prepaid');
    const deps = paymentDeps({ card: dyingBeforeBank(bank), paypal: null });
    expect(await payByCard(deps, r.id, card(SANDBOX_CARDS.approve), RETURN, 'es')).toEqual({
      ok: false,
      failure: 'processing',
    });
    await sweep();
    expect(await storedPayments(r.id)).toMatchObject([{ status: 'declined' }]);
    expect(await storedReservation(r.id)).toMatchObject({ status: 'unpaid' });
    // The renter pays again, once.
    const paid = await payByCard(
      cardPaymentDeps(),
      r.id,
      card(SANDBOX_CARDS.approve),
      RETURN,
      'es',
    );
    expect(paid).toEqual({ ok: true, state: 'paid' });
    expect((await checkLedger(r.id)).problems).toEqual([]);
  });

  it('the sweep waits for a lock a dead process left, then settles', async () => {
    const r = await bookedReservation(car, 'prepaid');
    const deps = paymentDeps({ card: dyingAfterBank(bank), paypal: null });
    await payByCard(deps, r.id, card(SANDBOX_CARDS.approve), RETURN, 'es');
    expect(await lockLeftBy(r.id, 1500)).toBe(true);
    const started = Date.now();
    await sweep();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(await storedReservation(r.id)).toMatchObject({ status: 'paid' });
  });
});

describe('money a booking can no longer take goes back', () => {
  it('a dearer change captured by the bank while its process died, and the booking cancelled meanwhile: the difference is returned', async () => {
    const r = await bookFor(car, 'paid', BOOKED);
    const d = changeDeps(paymentDeps({ card: dyingAfterBank(bank), paypal: null }));
    const found = await findMyBooking(d, { code: r.code, identity: 'Pérez' });
    if (!found.ok) throw new Error('not found');
    const change = {
      pickupBranch: 'PTY',
      returnBranch: 'PTY',
      pickupAt: BOOKED.pickupAt,
      returnAt: '2026-12-15T15:00:00.000Z',
      confirm: false,
      expectedTotal: null,
    };
    const q = await changeMyBooking(d, found.session, change);
    if (!q.ok || q.kind !== 'quote') throw new Error(JSON.stringify(q));
    const paid = await payChangeByCard(
      d,
      found.session,
      {
        change: { ...change, confirm: true, expectedTotal: q.preview.bill.totals.total },
        card: card(SANDBOX_CARDS.approve),
      },
      RETURN,
      'es',
    );
    expect(paid).toEqual({ ok: false, failure: 'processing' });
    const cancelled = await cancelReservation(cancelDeps(), r.id, r.total);
    expect(cancelled.ok).toBe(true);
    await sweep();
    const payments = await storedPayments(r.id);
    expect(payments.map((p) => p.status).sort()).toEqual(['captured', 'captured']);
    expect(await storedReservation(r.id)).toMatchObject({ status: 'cancelled', change_count: 0 });
    expect((await checkLedger(r.id)).problems).toEqual([]);
  });
});

describe('what staff see', () => {
  const report = async (staleMinutes: number) =>
    (await admin()).get<{
      lines: {
        reservation: { id: string; code: string };
        problems: { kind: string }[];
        stale: { kind: string; key: string; note: string | null }[];
      }[];
    }>(`/availability/ledger?format=json&staleMinutes=${staleMinutes}`);

  it('a refund the bank keeps refusing: noted by the sweep with the reason, and listed in the ledger report', async () => {
    const refusing = {
      ...bank,
      provider: bank.provider,
      refund: async () => {
        throw new Error('the bank refused the refund: card account closed');
      },
    };
    const r = await bookFor(car, 'paid', BOOKED);
    const cancelled = await cancelReservation(
      cancelDeps({ refunds: { card: refusing, paypal: null } }),
      r.id,
      r.total,
    );
    expect(cancelled).toMatchObject({ ok: true, refunds: [{ status: 'pending' }] });
    const swept = await sweepLedger(paymentDeps({ card: refusing, paypal: null }), {
      now: new Date(Date.now() + 1000),
      graceMs: 0,
    });
    expect(swept.unsettled).toContainEqual(
      expect.objectContaining({
        reservation: r.id,
        reason: expect.stringContaining('card account closed'),
      }),
    );
    // Still stuck a quarter of an hour after it was written: the pickup branch is e-mailed, once.
    const later = new Date(Date.now() + 16 * 60_000);
    const stuck = swept.unsettled.filter((u) => u.reservation === r.id);
    expect(await queueLedgerAlerts(siteClient(), BRAND, stuck, new Date())).toBe(0);
    expect(await queueLedgerAlerts(siteClient(), BRAND, stuck, later)).toBe(1);
    expect(await queueLedgerAlerts(siteClient(), BRAND, stuck, later)).toBe(0);
    const filter = encodeURIComponent(JSON.stringify({ reservation: { _eq: r.id } }));
    expect(
      await (await admin()).get(`/items/email_outbox?filter=${filter}&fields=kind,recipient`),
    ).toContainEqual({ kind: 'staff_ledger_alert', recipient: 'sucursal.pty@rental.example' });
    const mail = await ledgerAlertData(siteClient(), BRAND, r.id, 'https://site.example');
    expect(mail?.rows).toEqual([
      expect.objectContaining({
        kind: 'refund',
        note: expect.stringContaining('card account closed'),
      }),
    ]);
    const line = (await report(0)).lines.find((l) => l.reservation.id === r.id);
    expect(line?.stale).toEqual([
      expect.objectContaining({
        kind: 'refund',
        note: expect.stringContaining('card account closed'),
      }),
    ]);
    // Once the bank takes it, the sweep finishes it and the report is clear of it.
    await sweep();
    expect((await report(0)).lines.find((l) => l.reservation.id === r.id)).toBeUndefined();
    expect((await checkLedger(r.id)).problems).toEqual([]);
  });

  it('lists a booking whose money does not add up, and only such bookings; not for the site’s token', async () => {
    const clean = await bookFor(car, 'paid', BOOKED);
    const broken = await bookedReservation(car, 'prepaid');
    // Money recorded by hand for a booking that still says unpaid: it holds what it should not.
    await (
      await admin()
    ).post('/items/payments', {
      reservation: broken.id,
      brand: 'firefly',
      provider: 'sandbox',
      provider_reference: `card_by_hand_${broken.id}`,
      amount: broken.total,
      status: 'captured',
    });
    const lines = (await report(30)).lines;
    expect(lines.find((l) => l.reservation.id === broken.id)?.problems).toEqual([
      { kind: 'heldDiffers', held: broken.total, owed: 0 },
    ]);
    expect(lines.find((l) => l.reservation.id === clean.id)).toBeUndefined();
    const cms = inject('cms');
    const asSite = await fetch(`${cms.url}/availability/ledger`, {
      headers: { authorization: `Bearer ${cms.siteToken}` },
    });
    expect(asSite.status).toBe(403);
  });
});
