import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import {
  startPaypalSandbox,
  type RunningPaypalSandbox,
} from '../../services/paypal-sandbox/src/server.ts';
import { createPaypalGateway } from '../../apps/web/src/lib/gateways/paypal.ts';
import type { AppliedCoupon } from '@rental/domain/reservation/coupon';
import { reservationCode } from '@rental/domain/reservation/code';
import { quoteBooking, type Quote } from '@rental/domain/reservation/quote';
import type { ReservationRequestInput } from '@rental/domain/reservation/request';
import { loadBookingData, toBookingCatalog } from '../../apps/web/src/lib/booking/catalog.ts';
import type { PaymentDeps } from '../../apps/web/src/lib/booking/paying/index.ts';
import {
  createReservation,
  type BookingDeps,
} from '../../apps/web/src/lib/booking/reservations.ts';
import { createCmsClient } from '../../apps/web/src/lib/cms/client.ts';
import type { StoredPayment, StoredReservation } from '../../apps/web/src/lib/cms/types.ts';
import { admin, suiteCms } from './helpers.ts';
import type { ReservationType } from '@rental/domain/vocabulary';

/**
 * The booking services wired as the site wires them (lib/booking/deps.ts), but against the
 * suite's Directus with the site's token, a fixed clock and the firefly brand.
 */
export const BRAND = 'firefly' as const;
/** Monday 23 November 2026, 09:00 in Panama (UTC−5 all year). */
export const NOW = new Date('2026-11-23T14:00:00Z');
/** Thursday 26 November 10:00 → Sunday 29 November 10:00 in Panama: three rental days. */
export const PICKUP_AT = '2026-11-26T15:00:00.000Z';
export const RETURN_AT = '2026-11-29T15:00:00.000Z';

export function siteClient(
  lines: string[] = [],
  options: { url?: string; timeoutMs?: number } = {},
) {
  const cms = suiteCms();
  return createCmsClient({
    url: options.url ?? cms.url,
    staticToken: cms.siteToken,
    timeoutMs: options.timeoutMs,
    log: (l) => lines.push(l),
  });
}

/** A client with the outbox worker's own token, as apps/web/worker.ts runs. */
export function workerClient() {
  const cms = suiteCms();
  return createCmsClient({ url: cms.url, staticToken: cms.workerToken });
}

export function bookingDeps(
  options: { url?: string; timeoutMs?: number } = {},
): BookingDeps & { lines: string[] } {
  const lines: string[] = [];
  const cms = siteClient(lines, options);
  return {
    cms,
    brand: BRAND,
    now: () => NOW,
    loadData: (locale) => loadBookingData(cms, BRAND, locale),
    log: (l) => lines.push(l),
    lines,
  };
}

export function paymentDeps(
  gateways: Pick<PaymentDeps, 'card' | 'paypal'>,
): PaymentDeps & { lines: string[] } {
  const lines: string[] = [];
  return {
    cms: siteClient(lines),
    brand: BRAND,
    now: () => NOW,
    ...gateways,
    log: (l) => lines.push(l),
    lines,
  };
}

/** A renter unique to the test (the e-mail finds what a test stored). */
export function renter(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ana',
    last_name: 'Pérez',
    email: `it-${randomUUID().slice(0, 12)}@example.com`,
    phone_number: '+507 6123-4567',
    license: 'PA-8-123-456',
    birthday: '1990-05-10',
    terms: true,
    ...overrides,
  };
}

export type RequestInput = ReservationRequestInput & { client: ReturnType<typeof renter> };

/** The id of the suite brand's site settings, for a test that changes one of them (and puts it back). */
export async function siteConfigId(): Promise<string> {
  const [site] = await (
    await admin()
  ).get<{ id: string }[]>(`/items/sites_config?filter[brand][_eq]=${BRAND}&fields=id`);
  return site.id;
}

export function reservationRequest(
  car: string,
  overrides: Partial<ReservationRequestInput> = {},
): RequestInput {
  return {
    nonce: randomUUID(),
    locale: 'es',
    car,
    pickupBranch: 'PTY',
    returnBranch: 'PTY',
    pickupAt: PICKUP_AT,
    returnAt: RETURN_AT,
    reservationType: 'postpaid',
    coverages: ['basic-liability'],
    roadside: false,
    coupon: null,
    client: renter(),
    ...overrides,
  } as RequestInput;
}

/** What the shared price function makes of the request with the CMS data of now. */
export async function expectedQuote(
  request: ReservationRequestInput,
  coupon: AppliedCoupon | null = null,
): Promise<Quote> {
  const data = await loadBookingData(siteClient(), BRAND, request.locale);
  const selection = {
    ...request,
    pickupAt: new Date(request.pickupAt),
    returnAt: new Date(request.returnAt),
    coupon,
  };
  return quoteBooking(selection, toBookingCatalog(data), NOW);
}

const query = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();

/** Cars of the seed the tests book: one of a class firefly rents, one of a class it does not. */
export async function seedCars(): Promise<{
  allowed: { id: string; price_firefly: number };
  disallowed: { id: string; class: string; price_firefly: number | null };
}> {
  const a = await admin();
  const [site] = await a.get<{ allowedCars: string[] }[]>(
    `/items/sites_config?${query({ filter: { brand: { _eq: BRAND } }, fields: 'allowedCars' })}`,
  );
  const [allowed] = await a.get<{ id: string; price_firefly: number }[]>(
    `/items/flota?${query({ filter: { _and: [{ model: { _eq: 'Toyota Yaris' } }, { class: { _in: site.allowedCars } }] }, fields: 'id,price_firefly' })}`,
  );
  const [disallowed] = await a.get<{ id: string; class: string; price_firefly: number | null }[]>(
    `/items/flota?${query({ filter: { _and: [{ class: { _nin: site.allowedCars } }, { status: { _eq: 'available' } }] }, fields: 'id,class,price_firefly', limit: '1' })}`,
  );
  if (!allowed || !disallowed) throw new Error('seed cars not found');
  return { allowed, disallowed };
}

export async function storedReservation(
  id: string,
): Promise<StoredReservation & Record<string, unknown>> {
  return (await admin()).get(`/items/reservations/${id}`);
}

/** Every reservation stored for a renter's e-mail (the client is JSON: filtered here). */
export async function reservationsOf(email: string): Promise<StoredReservation[]> {
  const rows = await (
    await admin()
  ).get<StoredReservation[]>(`/items/reservations?${query({ fields: '*', limit: '-1' })}`);
  return rows.filter((r) => r.client && (r.client as { email?: unknown }).email === email);
}

export async function storedPayments(
  reservationId: string,
): Promise<(StoredPayment & Record<string, unknown>)[]> {
  return (await admin()).get(
    `/items/payments?${query({ filter: { reservation: { _eq: reservationId } }, fields: '*', limit: '-1' })}`,
  );
}

/** A stored reservation to pay, made through the service. */
export async function bookedReservation(
  car: string,
  type: ReservationType,
): Promise<{ id: string; code: string; total: number }> {
  const created = await createReservation(
    bookingDeps(),
    reservationRequest(car, { reservationType: type }),
  );
  if (!created.ok) throw new Error(`reservation not created: ${JSON.stringify(created)}`);
  return {
    id: created.reservation.id,
    code: created.reservation.code,
    total: created.reservation.totals.total,
  };
}

/**
 * A whole reservation as the site's booking stores it (lib/booking/reservations.ts), for tests
 * that write one with the site's token themselves: the website guard refuses anything less.
 * The pickup and return branch is PTY; the bill is made up (the guard checks its shape only).
 */
export async function siteReservation(
  car: string,
  overrides: Record<string, unknown> = {},
): Promise<StoredReservation & Record<string, unknown>> {
  const [branch] = await (
    await admin()
  ).get<{ id: string }[]>(
    `/items/branches?${query({ filter: { code: { _eq: 'PTY' } }, fields: 'id' })}`,
  );
  const brand = (overrides.brand ?? BRAND) as StoredReservation['brand'];
  const { terms: _terms, ...client } = renter();
  return {
    id: randomUUID(),
    code: reservationCode(brand, randomBytes(6)),
    brand,
    status: 'unpaid',
    payment_type: 'unpaid',
    reservation_type: 'postpaid',
    car,
    pickup_branch: branch.id,
    return_branch: branch.id,
    pickup_date: PICKUP_AT,
    return_date: RETURN_AT,
    total_reservations_days: 3,
    client: {
      ...client,
      terms_accepted_at: NOW.toISOString(),
      privacy_version: 'privacidad@original',
    },
    extras: {
      carModel: 'Toyota Yaris',
      pickupBranchCode: 'PTY',
      returnBranchCode: 'PTY',
      coverages: ['basic-liability'],
      roadside: false,
      coupon: null,
      lines: [],
    },
    totals: {
      carTotal: 12000,
      era: 0,
      dropoff: 0,
      subtotal: 12000,
      airportTax: 0,
      tax: 840,
      total: 12840,
    },
    language: 'es',
    idempotency_key: `it-${randomUUID()}`,
    ...overrides,
  };
}

/** PayPal's local contract server for the enclosing describe block, and payment deps whose PayPal gateway talks to it. */
export function paypalContractServer(clientId: string, clientSecret: string) {
  const ctx = {} as { sandbox: RunningPaypalSandbox; deps: ReturnType<typeof paymentDeps> };
  beforeAll(async () => {
    ctx.sandbox = await startPaypalSandbox({ port: 0, clientId, clientSecret });
    ctx.deps = paymentDeps({
      card: null,
      paypal: createPaypalGateway({
        baseUrl: ctx.sandbox.url,
        clientId,
        clientSecret,
        log: () => {},
      }),
    });
  });
  afterAll(() => ctx.sandbox?.close());
  return ctx;
}
