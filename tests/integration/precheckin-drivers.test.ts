import { beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../../apps/web/src/lib/gateways/sandbox-bank.ts';
import { changeMyBooking } from '../../apps/web/src/lib/my-booking/change.ts';
import { payChangeByCard } from '../../apps/web/src/lib/my-booking/change-payment.ts';
import {
  bookingSessionOf,
  driversChangeOf,
} from '../../apps/web/src/lib/my-booking/precheckin-drivers.ts';
import { submitPrecheckin, type SubmitResult } from '../../apps/web/src/lib/precheckin/service.ts';
import { seedCars, storedPayments, storedReservation } from './booking-support.ts';
import { BOOKED, changeDeps } from './change-support.ts';
import {
  additionalDriver,
  card,
  confirmedPayLater,
  driversForm,
  paidPrepaid,
  precheckinDeps,
  RETURN_URL,
  sessionFor,
  storedPrecheckins,
} from './precheckin-support.ts';

/**
 * (A change's pickup must lie ahead of the CMS's own clock: the trips are those of the change tests.)
 * The pre-check-in's drivers as a change of the booking (lib/my-booking/precheckin-drivers.ts):
 * a driver more than booked, or one young enough for a surcharge, is quoted, then confirmed or
 * paid through the booking page's change; only then are the drivers taken.
 */
let car: string;
beforeAll(async () => {
  car = (await seedCars()).allowed.id;
});

/** The drivers step as the site wires it: the pre-check-in's services with the booking's change. */
const deps = () => ({ ...precheckinDeps(), driversChange: driversChangeOf(changeDeps()) });

/** 23 on the pickup day (10 December 2026): the 23–24 band, US$15.00 a day. */
const young = additionalDriver({ birthday: '2003-12-10' });

function offerOf(result: SubmitResult) {
  if (!result.ok || result.next !== 'driversChange')
    throw new Error(`no change offered: ${JSON.stringify(result)}`);
  return result.change;
}

describe('the pre-check-in’s drivers against the booking', () => {
  it('a driver the pay-later booking lacks is a change: quoted with the fee and their band, nothing stored until it is made', async () => {
    const r = await confirmedPayLater(car, BOOKED);
    const session = await sessionFor(r);
    const form = driversForm({ additional_drivers: [young] });
    const offer = offerOf(await submitPrecheckin(deps(), session, form, 'es'));
    const drivers = offer.bill.lines.filter((l) => l.kind !== 'car' && l.code === '1');
    expect(drivers.map((l) => [l.kind, l.amount])).toEqual([
      ['additionalDriver', 1500],
      ['youngDriver', 4500],
    ]);
    expect(offer.settlement).toEqual({ kind: 'atCounter' });
    expect(offer.difference).toBe(offer.bill.totals.total - r.total);
    expect(offer.difference).toBeGreaterThanOrEqual(6000);
    expect(await storedPrecheckins(r.id)).toEqual([]);

    const changed = await changeMyBooking(
      changeDeps(),
      bookingSessionOf(changeDeps(), session),
      offer.request,
    );
    expect(changed).toMatchObject({ ok: true, kind: 'changed' });
    const stored = await storedReservation(r.id);
    expect(stored).toMatchObject({
      change_count: 1,
      totals: { total: offer.bill.totals.total },
      extras: { additionalDrivers: 1, additionalDriverBirthdays: ['2003-12-10'] },
    });
    // The booking now carries them: the drivers are taken, and the balance is the new total.
    expect(await submitPrecheckin(deps(), session, form, 'es')).toMatchObject({
      ok: true,
      next: 'checkout',
      summary: { totals: { total: offer.bill.totals.total } },
    });
    expect(await storedPrecheckins(r.id)).toHaveLength(1);
  });

  it('a paid booking pays the difference by card first; an older driver within what was booked is no change', async () => {
    const r = await paidPrepaid(car, { ...BOOKED, additionalDrivers: 1 });
    const session = await sessionFor(r);
    const older = driversForm({ additional_drivers: [additionalDriver()] });
    expect(await submitPrecheckin(deps(), session, older, 'es')).toMatchObject({
      ok: true,
      next: 'thanks',
    });

    const form = driversForm({ additional_drivers: [young] });
    const offer = offerOf(await submitPrecheckin(deps(), session, form, 'es'));
    expect(offer.settlement).toEqual({ kind: 'payDifference', amount: offer.difference });
    const d = changeDeps();
    const refused = await changeMyBooking(d, bookingSessionOf(d, session), offer.request);
    expect(refused).toMatchObject({ ok: false, problem: 'payFirst' });

    const paid = await payChangeByCard(
      d,
      bookingSessionOf(d, session),
      { change: offer.request, card: card(SANDBOX_CARDS.approve) },
      RETURN_URL,
      'es',
    );
    expect(paid).toMatchObject({ ok: true, state: 'paid' });
    const payments = (await storedPayments(r.id)).filter((p) => p.status === 'captured');
    expect(payments.map((p) => p.amount).sort((a, b) => a - b)).toEqual(
      [offer.difference, r.total].sort((a, b) => a - b),
    );
    expect(await storedReservation(r.id)).toMatchObject({
      totals: { total: offer.bill.totals.total },
      extras: { additionalDriverBirthdays: ['2003-12-10'] },
    });
    expect(await submitPrecheckin(deps(), session, form, 'es')).toMatchObject({ ok: true });
  });

  it('a session that is not the pre-check-in’s opens no booking page', async () => {
    const d = changeDeps();
    expect(bookingSessionOf(d, 'not-a-session')).toBe('');
    const r = await confirmedPayLater(car, BOOKED);
    const offer = offerOf(
      await submitPrecheckin(
        deps(),
        await sessionFor(r),
        driversForm({ additional_drivers: [young] }),
        'es',
      ),
    );
    expect(await changeMyBooking(d, '', offer.request)).toMatchObject({ ok: false });
    expect(await storedReservation(r.id)).toMatchObject({ change_count: 0 });
  });
});
