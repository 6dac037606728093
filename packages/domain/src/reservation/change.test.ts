import { describe, expect, it } from 'vitest';
import {
  bookedCoupon,
  changeRefusal,
  changeRequestSchema,
  changeSettlement,
  quoteChange,
  type ChangeableBooking,
} from './change.ts';
import type { CouponRecord } from './coupon.ts';
import { quoteBooking, type BookingCatalog } from './quote.ts';

const now = new Date('2026-11-21T15:00:00Z'); // 10:00 in Panama
const allDay = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['00:00', '24:00']]]),
) as BookingCatalog['branches'][number]['hours'];
const office = { ...allDay, sun: [] } as BookingCatalog['branches'][number]['hours'];

const catalog: BookingCatalog = {
  brandMinDays: 1,
  limits: { maxRentalDays: 60, bookingHorizonDays: 365 },
  allowedClasses: [],
  disableReservationsUntil: null,
  cars: [
    {
      id: 'eco',
      class: 'ECAR',
      status: 'available',
      price: 4000,
      discount: 10,
      prepaid_price: null,
      minimum_days: 2,
    },
  ],
  branches: [
    { code: 'PTY', hours: allDay, isAirport: true, concessionFeePercent: 12, dropoffFee: 0 },
    { code: 'CEN', hours: office, isAirport: false, concessionFeePercent: null, dropoffFee: 2500 },
  ],
  coverages: [
    { code: 'CDW', kind: 'coverage', dailyPrice: 1500, mandatory: true, includes: [] },
    { code: 'ERA', kind: 'roadside', dailyPrice: 500, mandatory: false, includes: [] },
  ],
};

const pickupAt = new Date('2026-12-01T15:00:00Z'); // Tuesday 10:00 in Panama
const returnAt = new Date('2026-12-04T15:00:00Z');

/** A booking as it was quoted: its stored total is the booking's own price. */
function booked(over: Partial<ChangeableBooking> = {}): ChangeableBooking {
  const base = {
    status: 'confirmed' as const,
    reservationType: 'postpaid' as const,
    car: 'eco',
    pickupBranch: 'PTY',
    returnBranch: 'PTY',
    pickupAt,
    returnAt,
    coverages: ['CDW'],
    roadside: true,
    coupon: { code: 'DIEZ', percent: 10, amount: null },
    paid: 0,
    changeCount: 0,
    ...over,
  };
  // Priced on the fixture's own dates, whatever a test moves.
  const quote = quoteBooking({ ...base, pickupAt, returnAt }, catalog, now);
  if (!quote.ok) throw new Error('fixture does not quote');
  return { total: quote.price.totals.total, ...base, ...over };
}

const later = {
  pickupBranch: 'PTY',
  returnBranch: 'PTY',
  pickupAt: new Date('2026-12-02T15:00:00Z'),
  returnAt: new Date('2026-12-06T15:00:00Z'),
};

describe('which bookings may be changed', () => {
  it('a held booking whose pickup is more than 2 hours ahead', () => {
    expect(changeRefusal(booked(), now)).toBeNull();
    expect(changeRefusal(booked({ status: 'paid' }), now)).toBeNull();
  });

  it('not an unfinished or cancelled one', () => {
    for (const status of ['unpaid', 'pending_payment', 'cancelled'] as const)
      expect(changeRefusal(booked({ status }), now)).toBe('notHeld');
  });

  it('not within 2 hours of pickup, nor after it', () => {
    const soon = new Date(now.getTime() + 2 * 3_600_000 - 1);
    expect(changeRefusal(booked({ pickupAt: soon }), now)).toBe('tooLate');
    expect(changeRefusal(booked({ pickupAt: new Date(now.getTime() - 1) }), now)).toBe('tooLate');
    expect(changeRefusal(booked({ pickupAt: new Date(now.getTime() + 7_200_000) }), now)).toBe(
      null,
    );
  });
});

describe('quoteChange', () => {
  it('re-quotes a pay-later booking with the same car, coverages, roadside and coupon', () => {
    const b = booked();
    const quote = quoteChange(b, later, catalog, now);
    const expected = quoteBooking(
      { ...b, ...later, coupon: { code: 'DIEZ', percent: 10, amount: null } },
      catalog,
      now,
    );
    expect(quote.ok && expected.ok).toBe(true);
    if (!quote.ok || !expected.ok) return;
    expect(quote.price).toEqual(expected.price);
    expect(quote.days).toBe(4);
    expect(quote.price.lines.map((l) => l.kind)).toEqual([
      'car',
      'coupon',
      'coverage',
      'era',
      'airportTax',
      'tax',
    ]);
    expect(quote.previousTotal).toBe(b.total);
    expect(quote.difference).toBe(quote.price.totals.total - b.total);
    expect(quote.difference).toBeGreaterThan(0);
    expect(quote.settlement).toEqual({ kind: 'atCounter' });
    expect(quote.confirmable).toBe(true);
    expect(quote.changeCount).toBe(1);
  });

  it('counts changes on from the stored counter', () => {
    const quote = quoteChange(booked({ changeCount: 3 }), later, catalog, now);
    expect(quote.ok && quote.changeCount).toBe(4);
  });

  it('prices a new return branch with its drop-off fee', () => {
    const quote = quoteChange(
      booked(),
      { ...later, returnBranch: 'CEN', returnAt: new Date('2026-12-05T15:00:00Z') },
      catalog,
      now,
    );
    expect(quote.ok && quote.price.totals.dropoff).toBe(2500);
  });

  it('refuses a change that breaks a rule, with the rule', () => {
    const short = { ...later, returnAt: new Date('2026-12-03T15:00:00Z') };
    expect(quoteChange(booked(), short, catalog, now)).toEqual({
      ok: false,
      reason: 'rules',
      problems: [{ key: 'minimumDays', params: { days: 2 } }],
    });
    // CEN is closed on Sundays.
    const sunday = {
      ...later,
      pickupBranch: 'CEN',
      pickupAt: new Date('2026-12-06T15:00:00Z'),
      returnAt: new Date('2026-12-09T15:00:00Z'),
    };
    const closed = quoteChange(booked(), sunday, catalog, now);
    expect(closed.ok === false && closed.reason === 'rules' && closed.problems).toEqual([
      { key: 'branchClosed', params: { which: 'pickup' } },
    ]);
  });

  it('refuses a trip that is the booked one', () => {
    expect(
      quoteChange(
        booked(),
        { pickupBranch: 'PTY', returnBranch: 'PTY', pickupAt, returnAt },
        catalog,
        now,
      ),
    ).toEqual({
      ok: false,
      reason: 'unchanged',
    });
  });

  it('refuses a booking that may not be changed before pricing', () => {
    expect(quoteChange(booked({ status: 'cancelled' }), later, catalog, now)).toEqual({
      ok: false,
      reason: 'notHeld',
    });
  });

  it('a paid booking whose total stays the same: changed, nothing moves', () => {
    // Same length, another day: the same price.
    const shifted = {
      ...later,
      returnAt: new Date('2026-12-05T15:00:00Z'),
    };
    const b = booked({ status: 'paid', reservationType: 'prepaid' });
    const quote = quoteChange({ ...b, paid: b.total }, shifted, catalog, now);
    expect(quote.ok && quote.difference).toBe(0);
    expect(quote.ok && quote.settlement).toEqual({ kind: 'none' });
    expect(quote.ok && quote.confirmable).toBe(true);
  });

  it('a paid booking whose total moves: the difference paid or refunded online', () => {
    const b = booked({ status: 'paid', reservationType: 'prepaid' });
    const dearer = quoteChange({ ...b, paid: b.total }, later, catalog, now);
    expect(dearer.ok && dearer.settlement).toEqual({
      kind: 'payDifference',
      amount: dearer.ok ? dearer.difference : 0,
    });
    expect(dearer.ok && dearer.difference).toBeGreaterThan(0);
    expect(dearer.ok && dearer.confirmable).toBe(true);
    const shorter = { ...later, returnAt: new Date('2026-12-04T15:00:00Z') };
    const cheaper = quoteChange({ ...b, paid: b.total }, shorter, catalog, now);
    expect(cheaper.ok && cheaper.settlement).toEqual({
      kind: 'refundDifference',
      amount: cheaper.ok ? -cheaper.difference : 0,
      fee: 0,
    });
    expect(cheaper.ok && cheaper.difference).toBeLessThan(0);
    expect(cheaper.ok && cheaper.confirmable).toBe(true);
    expect(cheaper.ok && cheaper.lateCommitted).toBe(false);
  });

  it('inside the late cancellation window: a cheaper trip gives back the difference less the late fee, and commits the booking', () => {
    const b = booked({ status: 'paid', reservationType: 'prepaid' });
    const sixHoursBefore = new Date(pickupAt.getTime() - 6 * 3_600_000);
    const shorter = { ...later, pickupAt, returnAt: new Date('2026-12-03T15:00:00Z') };
    const cheaper = quoteChange({ ...b, paid: b.total }, shorter, catalog, sixHoursBefore);
    if (!cheaper.ok) throw new Error(cheaper.reason);
    const fee = Math.round((-cheaper.difference * 10) / 100);
    expect(cheaper.settlement).toEqual({
      kind: 'refundDifference',
      amount: -cheaper.difference - fee,
      fee,
    });
    expect(cheaper.lateCommitted).toBe(true);
    // A pay-later booking paid nothing online: nothing is kept, but the commitment stands.
    const payLater = quoteChange(booked(), shorter, catalog, sixHoursBefore);
    expect(payLater.ok && payLater.settlement).toEqual({ kind: 'atCounter' });
  });
});

describe('changeSettlement', () => {
  it('pay later moves nothing online, whatever the difference', () => {
    expect(changeSettlement(0, 5000)).toEqual({ kind: 'atCounter' });
    expect(changeSettlement(0, -5000)).toEqual({ kind: 'atCounter' });
  });
  it('paid online: the difference either way', () => {
    expect(changeSettlement(100, 0)).toEqual({ kind: 'none' });
    expect(changeSettlement(100, 250)).toEqual({ kind: 'payDifference', amount: 250 });
    expect(changeSettlement(100, -250)).toEqual({ kind: 'refundDifference', amount: 250, fee: 0 });
    expect(changeSettlement(100, -250, 25)).toEqual({
      kind: 'refundDifference',
      amount: 225,
      fee: 25,
    });
  });
});

describe('bookedCoupon', () => {
  const record: CouponRecord = {
    code: 'diez',
    discountPercent: 10,
    discountAmount: null,
    brands: ['tucan'],
    validFrom: '2026-01-01T00:00:00Z',
    validUntil: '2026-01-31T00:00:00Z',
    active: false,
    maxUses: 1,
    maxUsesPerRenter: 1,
  };
  it('prices the coupon as booked, whatever its dates and switch now', () => {
    expect(bookedCoupon(record)).toEqual({ code: 'DIEZ', percent: 10, amount: null });
    expect(bookedCoupon({ ...record, discountPercent: null, discountAmount: 500 })).toEqual({
      code: 'DIEZ',
      percent: null,
      amount: 500,
    });
  });
  it('none without a record', () => {
    expect(bookedCoupon(null)).toBeNull();
  });
});

describe('changeRequestSchema', () => {
  const ok = {
    pickupBranch: 'PTY',
    returnBranch: 'CEN',
    pickupAt: '2026-12-02T15:00:00.000Z',
    returnAt: '2026-12-06T15:00:00.000Z',
    confirm: false,
    expectedTotal: null,
  };
  it('takes branch codes, instants and the total shown', () => {
    expect(changeRequestSchema.safeParse(ok).success).toBe(true);
    expect(
      changeRequestSchema.safeParse({ ...ok, confirm: true, expectedTotal: 12345 }).success,
    ).toBe(true);
  });
  it('refuses anything else with the field named', () => {
    const bad = changeRequestSchema.safeParse({ ...ok, pickupBranch: '', pickupAt: 'mañana' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['pickupBranch', 'required'],
      ['pickupAt', 'invalidDate'],
    ]);
    expect(changeRequestSchema.safeParse({ ...ok, expectedTotal: 1.5 }).success).toBe(false);
  });
});

describe('the young driver surcharge in a quote', () => {
  const bands = [
    { minAge: 21, maxAge: 22, dailySurcharge: 2000, capPerRental: 20000 },
    { minAge: 23, maxAge: 24, dailySurcharge: 1500, capPerRental: 15000 },
  ];
  const withBands: BookingCatalog = { ...catalog, youngDriverBands: bands };
  const selection = {
    car: 'eco',
    pickupBranch: 'PTY',
    returnBranch: 'PTY',
    pickupAt,
    returnAt,
    reservationType: 'postpaid' as const,
    coverages: ['CDW'],
    roadside: false,
    coupon: null,
  };
  const lineOf = (birthday: string | null, cat = withBands) => {
    const quote = quoteBooking({ ...selection, driverBirthday: birthday }, cat, now);
    if (!quote.ok) throw new Error('does not quote');
    return quote.price.lines.find((l) => l.kind === 'youngDriver') ?? null;
  };

  it("charges the band of the driver's age on the pickup day, for every rental day", () => {
    // 23 on 1 December 2026: three days at 15.00.
    expect(lineOf('2003-06-15')).toMatchObject({ unit: 1500, quantity: 3, amount: 4500 });
    expect(lineOf('2004-12-01')).toMatchObject({ unit: 2000, amount: 6000 });
  });

  it('charges nothing from 25, without a birthday, or when the brand has no bands', () => {
    expect(lineOf('2001-12-01')).toBeNull();
    expect(lineOf(null)).toBeNull();
    expect(lineOf('2003-06-15', catalog)).toBeNull();
  });

  it('prices a change of dates that crosses the 25th birthday anew', () => {
    // 24 on the booked pickup day, 25 on 2 December.
    const b = { ...booked(), driverBirthday: '2001-12-02' };
    const before = quoteBooking({ ...selection, driverBirthday: b.driverBirthday }, withBands, now);
    const after = quoteChange(
      { ...b, total: before.ok ? before.price.totals.total : 0 },
      later,
      withBands,
      now,
    );
    expect(before.ok && before.price.lines.some((l) => l.kind === 'youngDriver')).toBe(true);
    expect(after.ok && after.price.lines.some((l) => l.kind === 'youngDriver')).toBe(false);
  });
});
