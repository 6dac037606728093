import { randomUUID } from 'node:crypto';
import { confirmPayLater, payByCard } from '../../apps/web/src/lib/booking/paying/index.ts';
import type { CancelDeps } from '../../apps/web/src/lib/booking/cancelling.ts';
import { createReservation } from '../../apps/web/src/lib/booking/reservations.ts';
import { createSandboxBank, SANDBOX_CARDS } from '../../apps/web/src/lib/gateways/sandbox-bank.ts';
import {
  lookupReservation,
  type PrecheckinDeps,
} from '../../apps/web/src/lib/precheckin/service.ts';
import {
  BRAND,
  bookingDeps,
  NOW,
  paymentDeps,
  renter,
  reservationRequest,
  siteClient,
} from './booking-support.ts';
import { DEFAULT_CANCELLATION_POLICY } from '@rental/domain/reservation/cancellation';
import type { ReservationRequestInput } from '@rental/domain/reservation/request';
import { admin } from './helpers.ts';

/**
 * The pre-check-in services wired as the site wires them (lib/precheckin/deps.ts), but against
 * the suite's Directus with the site's token, a fixed clock, the firefly brand and a fixed
 * signing key; the brand's switch is whatever the test says (on by default).
 */
export const PRECHECKIN_SECRET = 'test-secret-precheckin-5d0a';
const BANK_SECRET = 'test-secret-precheckin-bank-91f2';
export const bank = createSandboxBank({ secret: BANK_SECRET });
export const RETURN_URL = 'https://site.example/es/precheckin/checkout';

export function precheckinDeps(
  options: { now?: Date; enabled?: boolean; brand?: string } = {},
): PrecheckinDeps & { lines: string[] } {
  const lines: string[] = [];
  const cms = siteClient(lines);
  const now = options.now ?? NOW;
  return {
    cms,
    brand: options.brand ?? BRAND,
    now: () => now,
    secret: PRECHECKIN_SECRET,
    enabled: async () => options.enabled ?? true,
    branches: async () =>
      (
        await cms.list<{ id: string; isAirport: boolean | null }>('branches', {
          fields: ['id', 'isAirport'],
          limit: -1,
        })
      ).map((b) => ({ id: String(b.id), isAirport: b.isAirport === true })),
    log: (l) => lines.push(l),
    lines,
  };
}

/** Payment services with the sandbox bank (and PayPal when given). */
export const cardPaymentDeps = () => paymentDeps({ card: bank, paypal: null });

/** Cancelling (and staff's actions) as the site's token, under the default policy, refunding through the bank. */
export function cancelDeps(over: Partial<CancelDeps> = {}): CancelDeps {
  return {
    cms: siteClient(),
    brand: BRAND,
    now: () => NOW,
    policy: async () => DEFAULT_CANCELLATION_POLICY,
    refunds: { card: bank, paypal: null },
    ...over,
  };
}

export const card = (number: string) => ({
  holder: 'Ana Pérez',
  number,
  expiry: '12/30',
  cvv: '7391',
});

export interface Booked {
  id: string;
  code: string;
  total: number;
  client: ReturnType<typeof renter>;
}

/**
 * A reservation made through the real booking service: 'unpaid' as created, 'confirmed' a
 * pay-later one confirmed for the counter, 'paid' a prepaid one paid with the approving card.
 */
export async function bookFor(
  car: string,
  state: 'unpaid-postpaid' | 'unpaid-prepaid' | 'confirmed' | 'paid',
  overrides: Partial<ReservationRequestInput> = {},
): Promise<Booked> {
  const type = state === 'paid' || state === 'unpaid-prepaid' ? 'prepaid' : 'postpaid';
  const request = reservationRequest(car, { reservationType: type, ...overrides });
  const created = await createReservation(bookingDeps(), request);
  if (!created.ok) throw new Error(`reservation not created: ${JSON.stringify(created)}`);
  const { id, code, totals } = created.reservation;
  if (state === 'confirmed') {
    const confirmed = await confirmPayLater(cardPaymentDeps(), id);
    if (!confirmed.ok || confirmed.state !== 'confirmed')
      throw new Error(`not confirmed: ${JSON.stringify(confirmed)}`);
  }
  if (state === 'paid') {
    const paid = await payByCard(
      cardPaymentDeps(),
      id,
      card(SANDBOX_CARDS.approve),
      'https://site.example/es/reserva/checkout',
      'es',
    );
    if (!paid.ok || paid.state !== 'paid') throw new Error(`not paid: ${JSON.stringify(paid)}`);
  }
  return { id, code, total: totals.total, client: request.client };
}

/** A pre-check-in session for the booking, opened with its code and the renter's last name. */
export async function sessionFor(r: Booked): Promise<string> {
  const found = await lookupReservation(precheckinDeps(), {
    code: r.code,
    identity: r.client.last_name,
  });
  if (!found.ok) throw new Error(`look-up failed: ${JSON.stringify(found)}`);
  return found.session;
}

export const confirmedPayLater = (car: string, overrides: Partial<ReservationRequestInput> = {}) =>
  bookFor(car, 'confirmed', overrides);
export const paidPrepaid = (car: string, overrides: Partial<ReservationRequestInput> = {}) =>
  bookFor(car, 'paid', overrides);

const query = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();

export interface StoredPrecheckin {
  id: string;
  reservation: string;
  status: string;
  driver: Record<string, unknown> | null;
  additional_drivers: Record<string, unknown>[] | null;
  language: string | null;
  submitted_at: string | null;
  documents_deleted_at?: string | null;
}

/** A reservation's pre-check-in records, read as staff (the site cannot read them). */
export async function storedPrecheckins(reservationId: string): Promise<StoredPrecheckin[]> {
  return (await admin()).get(
    `/items/precheckins?${query({ filter: { reservation: { _eq: reservationId } }, fields: '*', limit: '-1' })}`,
  );
}

/** A unique document number, so a test can look for it in everything it got back. */
const documentNumber = () => `P${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;

/** A valid pre-check-in form for the suite's dates (pickup 26, return 29 November 2026). */
export function driversForm(
  overrides: {
    driver?: Record<string, unknown>;
    additional_drivers?: Record<string, unknown>[];
    terms?: unknown;
  } = {},
) {
  return {
    driver: {
      name: 'Ana',
      last_name: 'Pérez',
      birthday: '1990-05-10',
      license: 'D1234567',
      license_country: 'US',
      license_expiry: '2029-05-10',
      document_type: 'passport',
      document_number: documentNumber(),
      nationality: 'US',
      entry_date: '2026-11-20',
      address: 'Hotel Central, Casco Viejo, Panamá',
      phone: '+1 305 555 0142',
      flight_number: 'CM 123',
      ...overrides.driver,
    },
    additional_drivers: overrides.additional_drivers ?? [],
    terms: overrides.terms ?? true,
  };
}

/** An additional driver with a Panamanian licence (no entry date needed). */
export function additionalDriver(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Luis',
    last_name: 'Gómez',
    birthday: '1985-02-14',
    license: 'PA-8-765-432',
    license_country: 'PA',
    license_expiry: '2030-01-31',
    document_type: 'id',
    document_number: documentNumber(),
    nationality: 'PA',
    entry_date: '',
    ...overrides,
  };
}
