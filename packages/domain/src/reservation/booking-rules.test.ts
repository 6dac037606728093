import { describe, expect, it } from 'vitest';
import {
  checkCoupon,
  claimCouponUse,
  couponRenterUsePrefix,
  couponUsePrefix,
  couponUseNumbers,
  type CouponRecord,
} from './coupon.ts';
import { RESERVATION_CODE, reservationCode } from './code.ts';
import {
  coverageProblem,
  quoteBooking,
  resolveCoverages,
  withMandatoryCoverages,
  type BookingCatalog,
  type BookingSelection,
} from './quote.ts';
import { canonicalRequest, parseReservationRequest } from './request.ts';

const now = new Date('2026-11-21T15:00:00Z'); // 10:00 in Panama
const allDay = {
  mon: [['00:00', '24:00']],
  tue: [['00:00', '24:00']],
  wed: [['00:00', '24:00']],
  thu: [['00:00', '24:00']],
  fri: [['00:00', '24:00']],
  sat: [['00:00', '24:00']],
  sun: [['00:00', '24:00']],
} as BookingCatalog['branches'][number]['hours'];
const office = { ...allDay, sun: [] } as BookingCatalog['branches'][number]['hours'];

const catalog: BookingCatalog = {
  brandMinDays: 1,
  limits: { maxRentalDays: 60, bookingHorizonDays: 365 },
  allowedClasses: ['ECAR', 'SFAR'],
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
    {
      id: 'suv',
      class: 'SFAR',
      status: 'low_availability',
      price: 9000,
      discount: 0,
      prepaid_price: null,
      minimum_days: 3,
    },
    {
      id: 'gone',
      class: 'ECAR',
      status: 'unavailable',
      price: 3000,
      discount: 0,
      prepaid_price: null,
      minimum_days: 1,
    },
    {
      id: 'lux',
      class: 'LCAR',
      status: 'available',
      price: 20000,
      discount: 0,
      prepaid_price: null,
      minimum_days: 1,
    },
  ],
  branches: [
    { code: 'PTY', hours: allDay, isAirport: true, concessionFeePercent: 12, dropoffFee: 0 },
    { code: 'CTR', hours: office, isAirport: false, concessionFeePercent: null, dropoffFee: 0 },
    { code: 'DAV', hours: allDay, isAirport: false, concessionFeePercent: null, dropoffFee: 7500 },
  ],
  coverages: [
    { code: 'basic', kind: 'coverage', dailyPrice: 1200, mandatory: true, includes: [] },
    { code: 'cdw', kind: 'coverage', dailyPrice: 1800, mandatory: false, includes: [] },
    { code: 'era', kind: 'roadside', dailyPrice: 500, mandatory: false, includes: [] },
  ],
};

const selection: BookingSelection = {
  car: 'eco',
  pickupBranch: 'CTR',
  returnBranch: 'CTR',
  pickupAt: new Date('2026-11-23T15:00:00Z'),
  returnAt: new Date('2026-11-26T15:00:00Z'),
  reservationType: 'postpaid',
  coverages: ['basic'],
  roadside: false,
  coupon: null,
};

describe('quoteBooking: price and rules from the catalogue', () => {
  it.each([
    [
      'a plain 3-day rental',
      {},
      { carTotal: 12000, subtotal: 15600, airportTax: 0, tax: 1092, total: 16692 },
    ],
    [
      'prepaid (10 % off the car)',
      { reservationType: 'prepaid' as const },
      { carTotal: 10800, subtotal: 14400, tax: 1008, total: 15408 },
    ],
    [
      'an airport pickup (12 % concession fee)',
      { pickupBranch: 'PTY', returnBranch: 'PTY' },
      { carTotal: 12000, subtotal: 15600, airportTax: 1872, tax: 1223, total: 18695 },
    ],
    [
      'one-way to a branch with a drop-off fee',
      { returnBranch: 'DAV' },
      { dropoff: 7500, subtotal: 23100, tax: 1617, total: 24717 },
    ],
    [
      'a 10 % coupon',
      { coupon: { code: 'X', percent: 10, amount: null } },
      { carTotal: 12000, subtotal: 14400, tax: 1008, total: 15408 },
    ],
    ['roadside assistance', { roadside: true }, { era: 1500, subtotal: 17100 }],
  ])('%s', (_name, change, expected) => {
    const quote = quoteBooking({ ...selection, ...change }, catalog, now);
    expect(quote.ok && quote.price.totals).toMatchObject(expected);
  });

  it('refuses a car the brand does not allow, an unavailable car and an unknown car', () => {
    for (const car of ['lux', 'gone', 'nope']) {
      const quote = quoteBooking({ ...selection, car }, catalog, now);
      expect(quote.ok ? [] : quote.problems).toContainEqual({ key: 'carUnavailable' });
    }
  });

  it("refuses what the brand's limits refuse: the catalogue's, not the defaults", () => {
    const tight = { ...catalog, limits: { maxRentalDays: 2, bookingHorizonDays: 30 } };
    expect(quoteBooking(selection, tight, now)).toMatchObject({
      ok: false,
      problems: [{ key: 'maximumDays', params: { days: 2 } }],
    });
    const late = {
      ...selection,
      pickupAt: new Date('2027-01-05T15:00:00Z'),
      returnAt: new Date('2027-01-06T15:00:00Z'),
    };
    expect(quoteBooking(late, tight, now)).toMatchObject({
      ok: false,
      problems: [{ key: 'beyondHorizon', params: { days: 30 } }],
    });
    expect(quoteBooking(late, catalog, now).ok).toBe(true);
  });

  it("applies the car's minimum days", () => {
    const quote = quoteBooking(
      { ...selection, car: 'suv', returnAt: new Date('2026-11-25T15:00:00Z') },
      catalog,
      now,
    );
    expect(quote.ok ? [] : quote.problems).toContainEqual({
      key: 'minimumDays',
      params: { days: 3 },
    });
  });

  it('cuts same-day pickups at 2 hours on the Panama clock', () => {
    const soon = quoteBooking(
      {
        ...selection,
        pickupBranch: 'PTY',
        returnBranch: 'PTY',
        pickupAt: new Date('2026-11-21T16:30:00Z'),
        returnAt: new Date('2026-11-23T16:30:00Z'),
      },
      catalog,
      now,
    );
    expect(soon.ok ? [] : soon.problems).toContainEqual({ key: 'sameDayNotice' });
    const later = quoteBooking(
      {
        ...selection,
        pickupBranch: 'PTY',
        returnBranch: 'PTY',
        pickupAt: new Date('2026-11-21T17:00:00Z'),
        returnAt: new Date('2026-11-23T17:00:00Z'),
      },
      catalog,
      now,
    );
    expect(later.ok).toBe(true);
  });

  it('refuses a pickup when the branch is closed and an unknown branch', () => {
    const sunday = quoteBooking(
      { ...selection, pickupAt: new Date('2026-11-22T15:00:00Z') },
      catalog,
      now,
    );
    expect(sunday.ok ? [] : sunday.problems).toContainEqual({
      key: 'branchClosed',
      params: { which: 'pickup' },
    });
    const nowhere = quoteBooking({ ...selection, returnBranch: 'XXX' }, catalog, now);
    expect(nowhere.ok ? [] : nowhere.problems).toContainEqual({
      key: 'unknownBranch',
      params: { which: 'return' },
    });
  });

  it('needs a coverage, including the mandatory one', () => {
    expect(coverageProblem([], catalog.coverages)).toBe(true);
    expect(coverageProblem(['cdw'], catalog.coverages)).toBe(true);
    expect(coverageProblem(['era'], catalog.coverages)).toBe(true);
    expect(coverageProblem(['basic', 'cdw'], catalog.coverages)).toBe(false);
    const quote = quoteBooking({ ...selection, coverages: [] }, catalog, now);
    expect(quote.ok ? [] : quote.problems).toContainEqual({ key: 'coverage' });
  });
});

describe('coverages that include others (full protection includes basic liability)', () => {
  const covers: BookingCatalog['coverages'] = [
    { code: 'basic', kind: 'coverage', dailyPrice: 1200, mandatory: true, includes: [] },
    { code: 'cdw', kind: 'coverage', dailyPrice: 1800, mandatory: false, includes: [] },
    {
      code: 'full',
      kind: 'coverage',
      dailyPrice: 3200,
      mandatory: false,
      includes: ['basic', 'cdw'],
    },
    { code: 'era', kind: 'roadside', dailyPrice: 500, mandatory: false, includes: [] },
  ];
  const withFull = { ...catalog, coverages: covers };

  it('a mandatory coverage is satisfied by one that includes it', () => {
    expect(coverageProblem(['full'], covers)).toBe(false);
    expect(coverageProblem(['cdw'], covers)).toBe(true);
  });

  it("adds every mandatory coverage to the renter's choice, once", () => {
    expect(withMandatoryCoverages([], covers)).toEqual(['basic']);
    expect(withMandatoryCoverages(['full'], covers)).toEqual(['full', 'basic']);
    expect(withMandatoryCoverages(['basic', 'cdw'], covers)).toEqual(['basic', 'cdw']);
  });

  it('does not charge a coverage another chosen coverage includes', () => {
    expect(resolveCoverages(['basic', 'full', 'cdw'], covers)).toEqual({
      selected: ['basic', 'cdw', 'full'],
      includedBy: { basic: 'full', cdw: 'full' },
      charged: ['full'],
    });
    const quote = quoteBooking({ ...selection, coverages: ['basic', 'full'] }, withFull, now);
    if (!quote.ok) throw new Error(JSON.stringify(quote.problems));
    expect(quote.price.lines.filter((l) => l.kind === 'coverage')).toEqual([
      { kind: 'coverage', code: 'full', unit: 3200, quantity: 3, amount: 9600 },
    ]);
    const alone = quoteBooking({ ...selection, coverages: ['full'] }, withFull, now);
    expect(alone.ok && alone.price.totals).toEqual(quote.price.totals);
  });

  it('charges each coverage when none includes another, and only the dearer of two that name each other', () => {
    expect(resolveCoverages(['basic', 'cdw'], covers).charged).toEqual(['basic', 'cdw']);
    const mutual: BookingCatalog['coverages'] = [
      { code: 'a', kind: 'coverage', dailyPrice: 1000, mandatory: false, includes: ['b'] },
      { code: 'b', kind: 'coverage', dailyPrice: 2000, mandatory: false, includes: ['a'] },
    ];
    expect(resolveCoverages(['a', 'b'], mutual)).toMatchObject({
      includedBy: { a: 'b' },
      charged: ['b'],
    });
  });
});

describe('coupons', () => {
  const record: CouponRecord = {
    code: 'bienvenida10',
    discountPercent: 10,
    discountAmount: null,
    brands: [],
    validFrom: '2026-01-01T00:00:00Z',
    validUntil: '2026-12-31T23:59:59Z',
    active: true,
    maxUses: null,
    maxUsesPerRenter: null,
  };
  it('applies a valid coupon, normalised', () => {
    expect(checkCoupon(record, 'firefly', now)).toEqual({
      ok: true,
      coupon: { code: 'BIENVENIDA10', percent: 10, amount: null },
    });
    expect(
      checkCoupon({ ...record, discountPercent: null, discountAmount: 2000 }, 'firefly', now),
    ).toEqual({ ok: true, coupon: { code: 'BIENVENIDA10', percent: null, amount: 2000 } });
  });
  it.each([
    ['unknown', null, 'couponUnknown'],
    ['inactive', { ...record, active: false }, 'couponUnknown'],
    ['for another brand', { ...record, brands: ['volcan'] }, 'couponUnknown'],
    ['expired', { ...record, validUntil: '2026-11-01T00:00:00Z' }, 'couponExpired'],
    ['not valid yet', { ...record, validFrom: '2026-12-01T00:00:00Z' }, 'couponNotYetValid'],
  ])('refuses a coupon that is %s', (_why, rec, problem) => {
    expect(checkCoupon(rec as CouponRecord | null, 'firefly', now)).toEqual({ ok: false, problem });
  });
});

describe('coupon uses', () => {
  const limits = { maxUses: 3, maxUsesPerRenter: 1 };
  it('takes the lowest free use numbers', () => {
    expect(claimCouponUse(limits, { total: [], renter: [] })).toEqual({
      ok: true,
      total: 1,
      renter: 1,
    });
    expect(claimCouponUse(limits, { total: [1, 3], renter: [] })).toEqual({
      ok: true,
      total: 2,
      renter: 1,
    });
    expect(
      claimCouponUse(
        { maxUses: null, maxUsesPerRenter: null },
        { total: [1, 2, 3, 4], renter: [1, 2] },
      ),
    ).toEqual({ ok: true, total: 5, renter: 3 });
  });
  it('refuses a coupon used up, and one the renter has used as often as allowed', () => {
    expect(claimCouponUse(limits, { total: [1, 2, 3], renter: [] })).toEqual({
      ok: false,
      problem: 'couponUsedUp',
    });
    expect(claimCouponUse(limits, { total: [1], renter: [1] })).toEqual({
      ok: false,
      problem: 'couponRenterLimit',
    });
    // A limit lowered below the uses already made counts the uses, not the numbers.
    expect(
      claimCouponUse({ maxUses: 2, maxUsesPerRenter: null }, { total: [5, 9], renter: [] }),
    ).toEqual({ ok: false, problem: 'couponUsedUp' });
  });
  it('gives two bookings racing from the same reading the same number, so the unique field admits one', () => {
    const seen = { total: [1, 2], renter: [] };
    expect(claimCouponUse(limits, seen)).toEqual(claimCouponUse(limits, seen));
  });
  it('reads use numbers of one coupon and one renter only', () => {
    const values = ['FINDE15#1', 'FINDE15#2', 'FINDE150#3', 'FINDE15|abc#1', 'FINDE15#x', null];
    expect(couponUseNumbers(values, couponUsePrefix('finde15'))).toEqual([1, 2]);
    expect(couponUseNumbers(values, couponRenterUsePrefix('FINDE15', 'abc'))).toEqual([1]);
  });
});

describe('reservation code', () => {
  it('is a brand letter and six unambiguous characters', () => {
    const code = reservationCode('tucan', new Uint8Array([0, 1, 2, 3, 30, 255]));
    expect(code).toMatch(RESERVATION_CODE);
    expect(code.startsWith('T-')).toBe(true);
    expect(code.slice(2)).not.toMatch(/[01IOL]/);
    expect(reservationCode('firefly', new Uint8Array(6).fill(255))).toMatch(RESERVATION_CODE);
  });
});

describe('reservation request', () => {
  const request = {
    nonce: 'abcdef12-3456',
    locale: 'es',
    car: 'eco',
    pickupBranch: 'PTY',
    returnBranch: 'PTY',
    pickupAt: '2026-12-01T15:00:00.000Z',
    returnAt: '2026-12-03T15:00:00.000Z',
    reservationType: 'prepaid',
    coverages: ['cdw', 'basic'],
    roadside: false,
    coupon: null,
    client: {
      name: 'Ana',
      last_name: 'Pérez',
      email: 'ana@example.com',
      phone_number: '+507 6123-4567',
      license: 'PA-123',
      birthday: '1990-05-01',
      terms: true,
    },
  };
  it('accepts a complete request and ignores any price sent with it', () => {
    const parsed = parseReservationRequest({ ...request, totals: { total: 1 } });
    expect(parsed.success && 'totals' in parsed.data).toBe(false);
    expect(parsed.success).toBe(true);
  });
  it('judges the age on the pickup date', () => {
    const parsed = parseReservationRequest({
      ...request,
      client: { ...request.client, birthday: '2005-12-02' },
    });
    expect(parsed).toEqual({ success: false, errors: { 'client.birthday': 'age' } });
    expect(
      parseReservationRequest({ ...request, client: { ...request.client, birthday: '2005-12-01' } })
        .success,
    ).toBe(true);
  });
  it('names the broken fields', () => {
    const parsed = parseReservationRequest({ ...request, pickupBranch: '', client: {} });
    expect(parsed).toMatchObject({ success: false, errors: { pickupBranch: 'required' } });
  });
  it('has one canonical form whatever the order of coverages, without nonce and locale', () => {
    const a = parseReservationRequest(request);
    const b = parseReservationRequest({
      ...request,
      coverages: ['basic', 'cdw'],
      locale: 'en',
      nonce: 'zzzzzzzz',
    });
    if (!a.success || !b.success) throw new Error('should parse');
    expect(canonicalRequest(a.data)).toBe(canonicalRequest(b.data));
    const c = parseReservationRequest({ ...request, reservationType: 'postpaid' });
    if (!c.success) throw new Error('should parse');
    expect(canonicalRequest(c.data)).not.toBe(canonicalRequest(a.data));
  });
});
