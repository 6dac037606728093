import { describe, expect, it } from 'vitest';
import { quoteChange } from './change.ts';
import { extraUnitsOf, extraUnitsText } from './inventory.ts';
import { quoteBooking, type BookingCatalog, type BookingSelection } from './quote.ts';
import { parseReservationRequest } from './request.ts';
import { precheckinDriversChange } from './precheckin-drivers.ts';

const now = new Date('2026-11-21T15:00:00Z');
const allDay = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['00:00', '24:00']]]),
) as BookingCatalog['branches'][number]['hours'];

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
      minimum_days: 1,
    },
  ],
  branches: [
    { code: 'PTY', hours: allDay, isAirport: true, concessionFeePercent: 12, dropoffFee: 0 },
    { code: 'CEN', hours: allDay, isAirport: false, concessionFeePercent: null, dropoffFee: 2500 },
  ],
  coverages: [
    { code: 'cdw', kind: 'coverage', dailyPrice: 1500, mandatory: true, includes: [] },
    {
      code: 'child-seat',
      kind: 'extra',
      dailyPrice: 800,
      mandatory: false,
      includes: [],
      capPerRental: 8000,
      maxQuantity: 2,
    },
    { code: 'gps', kind: 'extra', dailyPrice: 1000, mandatory: false, includes: [] },
  ],
  rates: {
    seasons: [
      {
        name: 'Navidad',
        from: '2026-12-20',
        to: '2027-01-05',
        percent: 20,
        classPrices: {},
      },
    ],
    tiers: [{ minDays: 7, percent: 5 }],
  },
  youngDriverBands: [
    { minAge: 21, maxAge: 22, dailySurcharge: 2000, capPerRental: 20000 },
    { minAge: 23, maxAge: 24, dailySurcharge: 1500, capPerRental: 15000 },
  ],
  additionalDriver: { dailyFee: 500, capPerRental: 5000 },
};

const selection = (days: number, over: Partial<BookingSelection> = {}): BookingSelection => ({
  car: 'eco',
  pickupBranch: 'PTY',
  returnBranch: 'PTY',
  pickupAt: new Date('2026-12-01T15:00:00Z'),
  returnAt: new Date(Date.parse('2026-12-01T15:00:00Z') + days * 86_400_000),
  reservationType: 'postpaid',
  coverages: ['cdw'],
  roadside: false,
  coupon: null,
  ...over,
});

const quoted = (s: BookingSelection) => {
  const quote = quoteBooking(s, catalog, now);
  if (!quote.ok) throw new Error(`does not quote: ${JSON.stringify(quote.problems)}`);
  return quote.price;
};
const linesOf = (s: BookingSelection, kind: string) =>
  quoted(s).lines.filter((l) => l.kind === kind);

describe('extras in a quote', () => {
  it('charges each extra per day and unit, up to its cap per unit', () => {
    expect(linesOf(selection(3, { extras: { 'child-seat': 2 } }), 'extra')).toEqual([
      { kind: 'extra', code: 'child-seat', unit: 800, quantity: 3, units: 2, amount: 4800 },
    ]);
    // Twelve days would be 96.00 a seat: capped at 80.00 each.
    const [capped] = linesOf(selection(12, { extras: { 'child-seat': 2 } }), 'extra');
    expect(capped).toMatchObject({ amount: 16000, capped: true, units: 2 });
    // No cap: every day is charged.
    expect(linesOf(selection(12, { extras: { gps: 1 } }), 'extra')[0].amount).toBe(12000);
  });

  it('refuses more units than one booking may take, or an extra that is not offered', () => {
    const choices: Record<string, number>[] = [{ 'child-seat': 3 }, { gps: 2 }, { cooler: 1 }];
    for (const extras of choices) {
      const quote = quoteBooking(selection(3, { extras }), catalog, now);
      expect(quote.ok).toBe(false);
      expect(!quote.ok && quote.problems).toContainEqual({ key: 'extras' });
    }
  });

  it('charges nothing for a quantity of 0', () => {
    expect(linesOf(selection(3, { extras: { gps: 0 } }), 'extra')).toEqual([]);
  });
});

describe('additional drivers in a quote', () => {
  it('charges each driver the daily fee up to the cap per rental', () => {
    const lines = linesOf(selection(3, { additionalDrivers: 2 }), 'additionalDriver');
    expect(lines.map((l) => [l.code, l.amount])).toEqual([
      ['1', 1500],
      ['2', 1500],
    ]);
    const [long] = linesOf(selection(14, { additionalDrivers: 1 }), 'additionalDriver');
    expect(long).toMatchObject({ amount: 5000, capped: true });
  });

  it('refuses more drivers than a booking may add', () => {
    const quote = quoteBooking(selection(3, { additionalDrivers: 5 }), catalog, now);
    expect(!quote.ok && quote.problems).toContainEqual({ key: 'extras' });
  });

  it('is free when the brand sets no fee', () => {
    const free = { ...catalog, additionalDriver: undefined };
    const quote = quoteBooking(selection(3, { additionalDrivers: 1 }), free, now);
    expect(quote.ok && quote.price.lines.some((l) => l.kind === 'additionalDriver')).toBe(false);
  });
});

describe('the combined bill', () => {
  it('adds every add-on to the airport fee base and ITBMS, beside seasons, tiers, coupon and one-way fee', () => {
    const plain = selection(8, {
      pickupAt: new Date('2026-12-18T15:00:00Z'),
      returnAt: new Date('2026-12-26T15:00:00Z'),
      returnBranch: 'CEN',
      coupon: { code: 'DIEZ', percent: 10, amount: null },
    });
    const full = {
      ...plain,
      driverBirthday: '2003-06-15', // 23 at pickup: 15.00 a day, capped at 150.00
      additionalDrivers: 1,
      extras: { 'child-seat': 2, gps: 1 },
    };
    const base = quoted(plain);
    const price = quoted(full);
    const addOns = price.lines.filter((l) =>
      ['youngDriver', 'additionalDriver', 'extra'].includes(l.kind),
    );
    // 8 days: young 120.00; driver 40.00; seats 2 × 64.00; GPS 80.00.
    expect(addOns.map((l) => l.amount)).toEqual([12000, 4000, 12800, 8000]);
    const added = 12000 + 4000 + 12800 + 8000;
    expect(base.lines.map((l) => l.kind)).toEqual(
      expect.arrayContaining(['car', 'lengthDiscount', 'coupon', 'dropoff', 'airportTax']),
    );
    // The coupon and the length discount stay on the car; the airport fee and ITBMS take the add-ons.
    const amount = (p: typeof price, kind: string) =>
      p.lines.find((l) => l.kind === kind)?.amount ?? 0;
    expect(amount(price, 'coupon')).toBe(amount(base, 'coupon'));
    expect(amount(price, 'lengthDiscount')).toBe(amount(base, 'lengthDiscount'));
    expect(amount(price, 'airportTax') - amount(base, 'airportTax')).toBe(Math.round(added * 0.12));
    expect(price.totals.total).toBeGreaterThan(base.totals.total + added);
    expect(price.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(price.totals.total);
  });
});

describe('the extras a reservation holds', () => {
  it('are written as |code=units| in code order and read back', () => {
    expect(extraUnitsText({ gps: 1, 'child-seat': 2, wifi: 0 })).toBe('|child-seat=2|gps=1|');
    expect(extraUnitsText({})).toBeNull();
    expect(extraUnitsOf('|child-seat=2|gps=1|')).toEqual({ 'child-seat': 2, gps: 1 });
    expect(extraUnitsOf(null)).toEqual({});
  });
});

describe('the reservation request', () => {
  const request = {
    nonce: 'abcdefgh-1234',
    locale: 'es',
    car: 'eco',
    pickupBranch: 'PTY',
    returnBranch: 'PTY',
    pickupAt: '2026-12-01T15:00:00.000Z',
    returnAt: '2026-12-04T15:00:00.000Z',
    reservationType: 'postpaid',
    coverages: ['cdw'],
    roadside: false,
    coupon: null,
    client: {
      name: 'Ana',
      last_name: 'Pérez',
      email: 'ana@example.com',
      license: 'PA123456',
      birthday: '1990-01-01',
      phone_number: '+507 6000-0000',
      terms: true,
    },
  };

  it('takes extras and additional drivers, none by default', () => {
    const plain = parseReservationRequest(request);
    expect(plain.success && [plain.data.extras, plain.data.additionalDrivers]).toEqual([{}, 0]);
    const chosen = parseReservationRequest({
      ...request,
      extras: { 'child-seat': 2 },
      additionalDrivers: 1,
    });
    expect(chosen.success && chosen.data.extras).toEqual({ 'child-seat': 2 });
  });

  it('refuses a fractional or negative quantity, a strange code and too many drivers', () => {
    for (const over of [
      { extras: { gps: 1.5 } },
      { extras: { gps: -1 } },
      { extras: { '|gps=9|': 1 } },
      { additionalDrivers: 9 },
    ])
      expect(parseReservationRequest({ ...request, ...over }).success).toBe(false);
  });
});

/**
 * A stored booking of `selection(3)` as a change sees it, priced as booked: paid online when
 * prepaid, nothing paid when pay-later.
 */
function bookedAs(over: Partial<BookingSelection> & { reservationType: 'prepaid' | 'postpaid' }) {
  const trip = selection(3);
  const price = quoted({ ...trip, ...over });
  const prepaid = over.reservationType === 'prepaid';
  return {
    status: prepaid ? ('paid' as const) : ('confirmed' as const),
    reservationType: over.reservationType,
    car: 'eco',
    pickupBranch: 'PTY',
    returnBranch: 'PTY',
    pickupAt: trip.pickupAt,
    returnAt: trip.returnAt,
    coverages: ['cdw'],
    roadside: false,
    coupon: null,
    extras: over.extras ?? {},
    additionalDrivers: over.additionalDrivers ?? 0,
    total: price.totals.total,
    paid: prepaid ? price.totals.total : 0,
    changeCount: 0,
  };
}
/** The booked trip of `bookedAs`, unchanged. */
const SAME_TRIP = {
  pickupBranch: 'PTY',
  returnBranch: 'PTY',
  pickupAt: selection(3).pickupAt,
  returnAt: selection(3).returnAt,
};

describe('a change of extras on the booking page', () => {
  const trip = selection(3);
  const booked = () => bookedAs({ reservationType: 'prepaid', extras: { gps: 1 } });
  const same = SAME_TRIP;

  it('is a change: adding two child seats costs their price, paid before the change', () => {
    const quote = quoteChange(
      booked(),
      { ...same, extras: { gps: 1, 'child-seat': 2 } },
      catalog,
      now,
    );
    expect(quote.ok).toBe(true);
    if (!quote.ok) return;
    expect(quote.price.lines.filter((l) => l.kind === 'extra').map((l) => l.code)).toEqual([
      'child-seat',
      'gps',
    ]);
    expect(quote.settlement).toMatchObject({ kind: 'payDifference' });
    expect(quote.difference).toBeGreaterThan(2 * 3 * 800);
  });

  it('removing the GPS refunds it; the same extras and trip is no change; absent extras stay as booked', () => {
    const fewer = quoteChange(booked(), { ...same, extras: {} }, catalog, now);
    expect(fewer.ok && fewer.settlement.kind).toBe('refundDifference');
    expect(quoteChange(booked(), { ...same, extras: { gps: 1, wifi: 0 } }, catalog, now)).toEqual({
      ok: false,
      reason: 'unchanged',
    });
    const later = {
      ...same,
      returnAt: new Date(trip.returnAt.getTime() + 86_400_000),
    };
    const kept = quoteChange(booked(), later, catalog, now);
    expect(kept.ok && kept.price.lines.some((l) => l.kind === 'extra' && l.code === 'gps')).toBe(
      true,
    );
  });

  it('adds a driver with the fee for the rental', () => {
    const quote = quoteChange(booked(), { ...same, additionalDrivers: 1 }, catalog, now);
    expect(quote.ok && quote.difference).toBeGreaterThanOrEqual(1500);
  });
});

describe("additional drivers' own age bands", () => {
  // Pickup 2026-12-01: a driver born 2003-12-01 is 23 that day (band 23–24), one born 2003-12-02 is 22.
  const drivers = (birthdays: string[]) =>
    linesOf(
      selection(3, { additionalDrivers: 2, additionalDriverBirthdays: birthdays }),
      'youngDriver',
    );

  it('charges each known additional driver their own band, numbered, beside the fee', () => {
    expect(drivers(['2003-12-01', '1990-05-05'])).toEqual([
      { kind: 'youngDriver', code: '1', unit: 1500, quantity: 3, amount: 4500 },
    ]);
    expect(drivers(['1990-05-05', '2003-12-02'])).toEqual([
      { kind: 'youngDriver', code: '2', unit: 2000, quantity: 3, amount: 6000 },
    ]);
    // At booking their ages are unknown: the fee alone.
    expect(drivers([])).toEqual([]);
    const lines = quoted(
      selection(3, { additionalDrivers: 1, additionalDriverBirthdays: ['2003-12-01'] }),
    ).lines.filter((l) => l.kind === 'additionalDriver' || l.kind === 'youngDriver');
    expect(lines.map((l) => `${l.kind}:${l.code}`)).toEqual([
      'additionalDriver:1',
      'youngDriver:1',
    ]);
  });

  it('caps each driver’s surcharge per rental', () => {
    const [line] = linesOf(
      selection(12, { additionalDrivers: 1, additionalDriverBirthdays: ['2004-06-01'] }),
      'youngDriver',
    );
    expect(line).toMatchObject({ code: '1', amount: 20000, capped: true });
  });
});

describe('the pre-check-in’s drivers against the booking', () => {
  const trip = selection(3);
  const booked = (additionalDrivers: number, additionalDriverBirthdays: string[] = []) => ({
    pickupAt: trip.pickupAt,
    returnAt: trip.returnAt,
    additionalDrivers,
    additionalDriverBirthdays,
  });

  it('an added driver, or a young one the price lacks, is a change with their birthdays', () => {
    expect(precheckinDriversChange(booked(0), ['1990-05-05'], catalog)).toEqual({
      additionalDrivers: 1,
      additionalDriverBirthdays: ['1990-05-05'],
    });
    expect(precheckinDriversChange(booked(1), ['2003-12-01'], catalog)).toEqual({
      additionalDrivers: 1,
      additionalDriverBirthdays: ['2003-12-01'],
    });
  });

  it('what the price already carries, or fewer and older drivers, change nothing', () => {
    expect(precheckinDriversChange(booked(1), ['1990-05-05'], catalog)).toBeNull();
    expect(precheckinDriversChange(booked(1, ['2003-12-01']), ['2003-12-01'], catalog)).toBeNull();
    expect(precheckinDriversChange(booked(2), ['1990-05-05'], catalog)).toBeNull();
    expect(precheckinDriversChange(booked(1, ['2003-12-02']), ['2003-12-01'], catalog)).toBeNull();
  });

  it('re-quotes as a change: the booking keeps the birthdays, and a later change of dates keeps their bands', () => {
    const booking = bookedAs({ reservationType: 'postpaid', additionalDrivers: 1 });
    const same = SAME_TRIP;
    const change = precheckinDriversChange(booking, ['2003-12-01'], catalog);
    const quote = quoteChange(booking, { ...same, ...change }, catalog, now);
    expect(quote.ok && quote.settlement.kind).toBe('atCounter');
    expect(quote.ok && quote.price.lines.find((l) => l.kind === 'youngDriver')).toMatchObject({
      code: '1',
      amount: 4500,
    });
    const withBirthdays = { ...booking, additionalDriverBirthdays: ['2003-12-01'] };
    expect(quoteChange(withBirthdays, { ...same, ...change }, catalog, now)).toEqual({
      ok: false,
      reason: 'unchanged',
    });
    const later = quoteChange(
      withBirthdays,
      { ...same, returnAt: new Date(trip.returnAt.getTime() + 86_400_000) },
      catalog,
      now,
    );
    expect(later.ok && later.price.lines.find((l) => l.kind === 'youngDriver')).toMatchObject({
      amount: 6000,
    });
  });
});
