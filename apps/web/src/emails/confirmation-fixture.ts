import type { WeeklyHours } from '@rental/domain/hours';
import type { Locale } from '@rental/domain/locale';
import { DEFAULT_CANCELLATION_POLICY } from '@rental/domain/reservation/cancellation';
import { priceReservation } from '@rental/domain/reservation/price';
import type { ReservationConfirmationData } from './confirmation-data.ts';
import { reservationLinks } from './reservation-links.ts';

/**
 * A confirmed booking as the tests send it: a 5-day prepaid rental picked up at the airport at
 * 10:00 Panama time and returned in the city at 21:30 (02:30 UTC the next day).
 */
const airportHours: WeeklyHours = {
  mon: [['00:00', '24:00']],
  tue: [['00:00', '24:00']],
  wed: [['00:00', '24:00']],
  thu: [['00:00', '24:00']],
  fri: [['00:00', '24:00']],
  sat: [['00:00', '24:00']],
  sun: [['00:00', '24:00']],
};
const cityHours: WeeklyHours = {
  mon: [['07:00', '22:00']],
  tue: [['07:00', '22:00']],
  wed: [['07:00', '22:00']],
  thu: [['07:00', '22:00']],
  fri: [['07:00', '22:00']],
  sat: [['08:00', '18:00']],
  sun: [],
};

export function confirmationFixture(
  locale: Locale,
  reservationType: 'prepaid' | 'postpaid' = 'prepaid',
): ReservationConfirmationData {
  const price = priceReservation({
    car: { price: 4500, discount: 10, prepaid_price: null },
    reservationType,
    days: 5,
    coverages: [{ code: 'LDW', dailyPrice: 1500 }],
    roadside: null,
    delivery: 0,
    dropoff: 2500,
    coupon: null,
    airportFeePercent: 12,
  });
  const total = price.totals.total;
  return {
    locale,
    brand: {
      siteName: 'Firefly',
      logoUrl: 'https://www.firefly.example/assets/0b6f1c1e-8d0c-4f54-9a55-1f0d3c2b8a11',
      primaryColor: '#c2410c',
      accentColor: '#1d2b4f',
      phone: '+507 800-0000',
      email: 'reservas@firefly.example',
    },
    reservation: {
      code: 'F-7K3M9Q',
      renterName: 'Ana',
      reservationType,
      pickupAt: '2026-12-01T15:00:00.000Z',
      returnAt: '2026-12-06T02:30:00.000Z',
      days: 5,
    },
    renterContact: { fullName: 'Ana Pérez', email: 'ana@example.com', phone: '+507 6123-4567' },
    car: { model: 'Toyota Yaris', class: 'ECAR' },
    branches: {
      pickup: {
        name: 'Aeropuerto de Tocumen',
        address: 'Terminal 1, Av. Domingo Díaz, Tocumen',
        phone: '+507 238-4000',
        hours: airportHours,
      },
      return: {
        name: 'Albrook',
        address: 'Albrook Mall, Pasillo del Oso, Ciudad de Panamá',
        phone: null,
        hours: cityHours,
      },
    },
    bill: { lines: price.lines, totals: price.totals, coverageNames: { LDW: 'Protección total' } },
    terms: { fuelQuarterCharge: 2500, kmPerDay: null, extraKmPrice: 0, deposit: 50000 },
    cancellation: DEFAULT_CANCELLATION_POLICY,
    payment:
      reservationType === 'prepaid'
        ? { paid: total, dueAtCounter: 0 }
        : { paid: 0, dueAtCounter: total },
    links: reservationLinks('https://www.firefly.example', locale, 'F-7K3M9Q', true),
    calendar: { issuedAt: new Date('2026-11-20T14:30:00Z'), sequence: 0 },
  };
}
