import { describe, expect, it } from 'vitest';
import {
  carFields,
  toCallToAction,
  toCar,
  toInfoPage,
  toPromotion,
  toRedirectMap,
  toSiteConfig,
} from './mappers.ts';

describe('toSiteConfig', () => {
  it('applies the SPEC §3 defaults to an empty record', () => {
    const site = toSiteConfig({}, 'firefly');
    expect(site).toMatchObject({
      brand: 'firefly',
      reservationBackgroundColor: '#ffffff',
      reservartionMinDays: 1,
      allowedCars: [],
      paymentGateway: 'metrobank',
      disableReservationsUntil: null,
      precheckinEnabled: true,
    });
  });

  it('reads the booking limits, with 60 days and 365 ahead for a record from before the fields', () => {
    expect(toSiteConfig({}, 'firefly').bookingLimits).toEqual({
      maxRentalDays: 60,
      bookingHorizonDays: 365,
    });
    expect(
      toSiteConfig({ max_rental_days: null, booking_horizon_days: 0 }, 'firefly').bookingLimits,
    ).toEqual({ maxRentalDays: 60, bookingHorizonDays: 365 });
    expect(
      toSiteConfig({ max_rental_days: 30, booking_horizon_days: '180' }, 'firefly').bookingLimits,
    ).toEqual({ maxRentalDays: 30, bookingHorizonDays: 180 });
  });

  it('reads the reminder hours and the cancellation policy, with defaults for what is missing or out of range', () => {
    const empty = toSiteConfig({}, 'firefly');
    expect(empty.reminders).toEqual({ precheckinInvitationHours: 72, pickupReminderHours: 24 });
    expect(empty.cancellation).toEqual({
      freeUntilHours: 24,
      lateFeePercent: 10,
      noShowFeePercent: 100,
    });
    const set = toSiteConfig(
      {
        precheckin_invitation_hours: 48,
        pickup_reminder_hours: 500,
        cancellation_free_hours: 0,
        cancellation_late_fee_percent: 25,
        cancellation_no_show_fee_percent: 101,
      },
      'firefly',
    );
    expect(set.reminders).toEqual({ precheckinInvitationHours: 48, pickupReminderHours: 24 });
    expect(set.cancellation).toEqual({
      freeUntilHours: 0,
      lateFeePercent: 25,
      noShowFeePercent: 100,
    });
  });

  it('reads reservation_min_days into reservartionMinDays and the first translation', () => {
    const site = toSiteConfig(
      {
        siteName: 'Tucán',
        reservation_min_days: 3,
        allowedCars: ['CCAR', ''],
        logo: 'f1',
        translations: [{ heroTitle: 'Hola', menu: [{ label: 'Flota', href: '/flota' }] }],
      },
      'tucan',
    );
    expect(site.reservartionMinDays).toBe(3);
    expect(site.allowedCars).toEqual(['CCAR']);
    expect(site.logo).toBe('f1');
    expect(site.content.heroTitle).toBe('Hola');
    expect(site.content.menu).toEqual([{ label: 'Flota', href: '/flota' }]);
  });
});

describe('toCar', () => {
  it("takes the brand's price field and the defaults", () => {
    const car = toCar(
      { id: 'x', model: 'Yaris', status: 'available', price_firefly: 100, price_tucan: 200 },
      'tucan',
    );
    expect(car).toMatchObject({
      price: 200,
      brand: 'firefly',
      minimum_days: 1,
      discount: 0,
      promo: false,
    });
  });
  it("reads the picture's id and kind, expanded or not", () => {
    expect(toCar({ id: 'x', image: { id: 'f1', type: 'image/jpeg' } }, 'firefly')).toMatchObject({
      image: 'f1',
      imageType: 'image/jpeg',
    });
    expect(toCar({ id: 'x', image: 'f1' }, 'firefly')).toMatchObject({
      image: 'f1',
      imageType: null,
    });
  });
  it('treats an unknown status as unavailable, never bookable by accident', () => {
    expect(toCar({ id: 'x', status: 'weird' }, 'firefly').status).toBe('unavailable');
  });
  it('asks for every SPEC §3 field and the brand price', () => {
    expect(carFields('marea')).toEqual(
      expect.arrayContaining([
        'discount',
        'rentworks_prepaid_discount_id',
        'minimum_days',
        'prepaid_price',
        'price_marea',
        'doors',
        'luggage',
        'transmission',
        'gas',
        'passengers',
      ]),
    );
  });
});

describe('toInfoPage', () => {
  it('reads the translation and optional image', () => {
    expect(
      toInfoPage({
        id: 1,
        slug: 'a',
        translations: [{ title: 'T', content: 'C', pageImage: { id: 'img', type: 'image/png' } }],
      }),
    ).toMatchObject({
      title: 'T',
      content: 'C',
      pageImage: 'img',
      pageImageType: 'image/png',
      showCorporateForm: false,
    });
  });
});

describe("promotions' and calls to action's pictures", () => {
  it('keep the kind of file, so that a photo is served resized', () => {
    expect(toPromotion({ id: 1, image: { id: 'p', type: 'image/jpeg' } })).toMatchObject({
      image: 'p',
      imageType: 'image/jpeg',
    });
    expect(
      toCallToAction({ id: 1, translations: [{ image: { id: 'c', type: 'image/svg+xml' } }] }),
    ).toMatchObject({ image: 'c', imageType: 'image/svg+xml' });
    expect(toPromotion({ id: 1, image: 'p' })).toMatchObject({ image: 'p', imageType: null });
  });
});

describe('toRedirectMap', () => {
  it('keys by path without trailing slash, skips malformed rows and defaults the status', () => {
    const map = toRedirectMap([
      { from: '/ofertas/', to: '/promos', statusCode: '301' },
      { from: 'no-slash', to: '/x' },
      { from: '/blog', to: 'https://blog.example.com', statusCode: '418' },
      { from: '/vacio', to: '' },
    ]);
    expect([...map.entries()]).toEqual([
      ['/ofertas', { to: '/promos', status: 301 }],
      ['/blog', { to: 'https://blog.example.com', status: 302 }],
    ]);
  });
});
