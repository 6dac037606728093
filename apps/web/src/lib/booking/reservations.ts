import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { BrandKey } from '@rental/domain/brands';
import { checkCoupon, type AppliedCoupon, type CouponProblem } from '@rental/domain/reservation/coupon';
import { reservationCode } from '@rental/domain/reservation/code';
import { quoteBooking, type QuoteProblem } from '@rental/domain/reservation/quote';
import { canonicalRequest, parseReservationRequest, type RequestFieldErrors } from '@rental/domain/reservation/request';
import { fetchCoupon, findReservationByKey, insertReservation } from '../cms/booking.ts';
import type { CmsClient } from '../cms/client.ts';
import { CmsError } from '../cms/errors.ts';
import type { StoredReservation } from '../cms/types.ts';
import { toBookingCatalog, type BookingData } from './catalog.ts';
import { serial } from './serial.ts';

/**
 * Creating a reservation: everything is validated again and the price recomputed from CMS
 * data (the browser's price is never read), then stored once per idempotency key.
 */
export interface BookingDeps {
  cms: CmsClient;
  brand: BrandKey;
  now: () => Date;
  /** Fresh CMS data to decide with. */
  loadData: (locale: 'es' | 'en') => Promise<BookingData>;
  log?: (line: string) => void;
}

export type CreateReservationResult =
  | { ok: true; reservation: Pick<StoredReservation, 'id' | 'code' | 'status' | 'reservation_type' | 'totals'> }
  | { ok: false; kind: 'invalid'; errors: RequestFieldErrors }
  | { ok: false; kind: 'rules'; problems: QuoteProblem[] }
  | { ok: false; kind: 'coupon'; problem: CouponProblem }
  | { ok: false; kind: 'processing' }
  /** Too many reservations from this address (lib/rate-limit). */
  | { ok: false; kind: 'limited' };

export async function applyCouponCode(deps: BookingDeps, code: string): Promise<{ ok: true; coupon: AppliedCoupon } | { ok: false; problem: CouponProblem | 'processing' }> {
  try {
    return checkCoupon(await fetchCoupon(deps.cms, code), deps.brand, deps.now());
  } catch (error) {
    deps.log?.(`[booking] coupon lookup failed: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, problem: 'processing' };
  }
}

const summary = (r: StoredReservation) => ({ id: r.id, code: r.code, status: r.status, reservation_type: r.reservation_type, totals: r.totals });

export async function createReservation(deps: BookingDeps, input: unknown): Promise<CreateReservationResult> {
  const parsed = parseReservationRequest(input);
  if (!parsed.success) return { ok: false, kind: 'invalid', errors: parsed.errors };
  const request = parsed.data;
  const key = createHash('sha256').update(`${deps.brand}\n${request.nonce}\n${canonicalRequest(request)}`).digest('hex');

  return serial(`reservation:${key}`, async (): Promise<CreateReservationResult> => {
    try {
      const existing = await findReservationByKey(deps.cms, key);
      if (existing) return { ok: true, reservation: summary(existing) };

      let coupon: AppliedCoupon | null = null;
      if (request.coupon) {
        const checked = await applyCouponCode(deps, request.coupon);
        if (!checked.ok) return checked.problem === 'processing' ? { ok: false, kind: 'processing' } : { ok: false, kind: 'coupon', problem: checked.problem };
        coupon = checked.coupon;
      }
      const data = await deps.loadData(request.locale);
      const now = deps.now();
      const selection = { ...request, pickup: new Date(request.pickup), dropoff: new Date(request.dropoff), coupon };
      const quote = quoteBooking(selection, toBookingCatalog(data), now);
      if (!quote.ok) return { ok: false, kind: 'rules', problems: quote.problems };

      const car = data.cars.find((c) => c.id === request.car)!;
      const pickup = data.branches.find((b) => b.code === request.pickupBranch)!;
      const dropoff = data.branches.find((b) => b.code === request.returnBranch)!;
      const { terms: _terms, ...client } = request.client;
      const record: StoredReservation = {
        id: randomUUID(),
        code: reservationCode(deps.brand, randomBytes(6)),
        brand: deps.brand,
        status: 'unpaid',
        payment_type: 'unpaid',
        reservation_type: request.reservationType,
        car: car.id,
        pickup_branch: pickup.id,
        return_branch: dropoff.id,
        pickup_date: selection.pickup.toISOString(),
        return_date: selection.dropoff.toISOString(),
        total_reservations_days: quote.days,
        client: { ...client, terms_accepted_at: now.toISOString() },
        extras: { carModel: car.model, carClass: car.class, pickupBranchCode: pickup.code, returnBranchCode: dropoff.code, coverages: request.coverages, roadside: request.roadside, coupon: coupon?.code ?? null, lines: quote.price.lines },
        totals: { ...quote.price.totals },
        language: request.locale,
        idempotency_key: key,
      };
      return { ok: true, reservation: summary(await insertWithFreshCode(deps, record)) };
    } catch (error) {
      deps.log?.(`[booking] reservation failed: ${error instanceof CmsError ? `${error.statusCode} ${error.statusMessage}` : error instanceof Error ? error.message : String(error)}`);
      return { ok: false, kind: 'processing' };
    }
  });
}

/** The code is unique in the CMS: on the rare collision draw another (a retry with the same key finds the first). */
async function insertWithFreshCode(deps: BookingDeps, record: StoredReservation): Promise<StoredReservation> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertReservation(deps.cms, record);
    } catch (error) {
      const existing = await findReservationByKey(deps.cms, record.idempotency_key).catch(() => null);
      if (existing) return existing;
      if (attempt >= 2 || !(error instanceof CmsError) || error.statusCode !== 400) throw error;
      record = { ...record, code: reservationCode(deps.brand, randomBytes(6)) };
    }
  }
}
