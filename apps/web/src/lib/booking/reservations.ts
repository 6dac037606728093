import { businessEvent } from '../ops/events.ts';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { BrandKey } from '@rental/domain/brands';
import {
  checkCoupon,
  claimCouponUse,
  couponRenterUsePrefix,
  couponUsePrefix,
  couponUseNumbers,
  type AppliedCoupon,
  type CouponProblem,
  type CouponRecord,
} from '@rental/domain/reservation/coupon';
import { storedRenter } from '@rental/domain/forms/renter';
import { reservationCode } from '@rental/domain/reservation/code';
import { quoteBooking, type QuoteProblem } from '@rental/domain/reservation/quote';
import {
  canonicalRequest,
  parseReservationRequest,
  type RequestFieldErrors,
  type ReservationRequest,
} from '@rental/domain/reservation/request';
import {
  couponUsesTaken,
  fetchCoupon,
  findReservationByKey,
  insertReservation,
} from '../records/booking.ts';
import type { CmsClient } from '../cms/client.ts';
import { CmsError } from '../cms/errors.ts';
import type { StoredReservation } from '../cms/types.ts';
import { tripStock, type CarAlternative } from './availability.ts';
import { toBookingCatalog, type BookingData } from './catalog.ts';
import { holdKeysText } from '@rental/domain/reservation/holds';
import { releaseHold } from '../records/holds.ts';
import { holderKeys, holdLimitCheck, type Holder } from './holds.ts';
import { serial } from './serial.ts';
import { bookedAddOns, takenExtra } from './booked-add-ons.ts';
import type { Locale } from '@rental/domain/locale';

/**
 * Creating a reservation: everything is validated again and the price recomputed from CMS
 * data (the browser's price is never read), then stored once per idempotency key.
 */
export interface BookingDeps {
  cms: CmsClient;
  brand: BrandKey;
  now: () => Date;
  /** Fresh CMS data to decide with. */
  loadData: (locale: Locale) => Promise<BookingData>;
  log?: (line: string) => void;
}

export type CreateReservationResult =
  | {
      ok: true;
      reservation: Pick<
        StoredReservation,
        'id' | 'code' | 'status' | 'reservation_type' | 'totals'
      >;
    }
  | { ok: false; kind: 'invalid'; errors: RequestFieldErrors }
  | { ok: false; kind: 'rules'; problems: QuoteProblem[] }
  | { ok: false; kind: 'coupon'; problem: CouponProblem }
  | { ok: false; kind: 'processing' }
  /** No unit of the car's class is free for these dates any more: other cars to offer. */
  | { ok: false; kind: 'soldOut'; alternatives: CarAlternative[] }
  /** No unit of an extra the renter chose is free at the pickup branch for these dates. */
  | { ok: false; kind: 'extraSoldOut'; extra: string }
  /** Too many reservations from this address (lib/rate-limit). */
  | { ok: false; kind: 'limited' }
  /** This visitor or renter already holds as many unpaid bookings as allowed (holds.ts). */
  | { ok: false; kind: 'holding' };

type CouponCheck =
  | { ok: true; coupon: AppliedCoupon; record: CouponRecord }
  | { ok: false; problem: CouponProblem | 'processing' };

/** A coupon typed at /reserva: valid now for this brand, and not used up (the renter's own limit is judged on booking, with the e-mail). */
export async function applyCouponCode(
  deps: BookingDeps,
  code: string,
): Promise<
  { ok: true; coupon: AppliedCoupon } | { ok: false; problem: CouponProblem | 'processing' }
> {
  const checked = await couponFor(deps, code);
  return checked.ok ? { ok: true, coupon: checked.coupon } : checked;
}

async function couponFor(deps: BookingDeps, code: string): Promise<CouponCheck> {
  try {
    const record = await fetchCoupon(deps.cms, code);
    const checked = checkCoupon(record, deps.brand, deps.now());
    if (!checked.ok || !record)
      return checked.ok ? { ok: false, problem: 'couponUnknown' } : checked;
    if (record.maxUses !== null) {
      const taken = couponUseNumbers(
        await couponUsesTaken(deps.cms, 'coupon_use', couponUsePrefix(record.code)),
        couponUsePrefix(record.code),
      );
      const claim = claimCouponUse(
        { maxUses: record.maxUses, maxUsesPerRenter: null },
        { total: taken, renter: [] },
      );
      if (!claim.ok) return claim;
    }
    return { ...checked, record };
  } catch (error) {
    deps.log?.(
      `[booking] coupon lookup failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { ok: false, problem: 'processing' };
  }
}

const summary = (r: StoredReservation) => ({
  id: r.id,
  code: r.code,
  status: r.status,
  reservation_type: r.reservation_type,
  totals: r.totals,
});

/**
 * Stores a renter's reservation. `holder` (the visitor's address and the hold limits) bounds
 * what one visitor holds unpaid; without it (a trusted address) nothing is bounded.
 */
export async function createReservation(
  deps: BookingDeps,
  input: unknown,
  holder?: Holder,
): Promise<CreateReservationResult> {
  const parsed = parseReservationRequest(input);
  if (!parsed.success) return { ok: false, kind: 'invalid', errors: parsed.errors };
  const request = parsed.data;
  const key = createHash('sha256')
    .update(`${deps.brand}\n${request.nonce}\n${canonicalRequest(request)}`)
    .digest('hex');

  return serial(`reservation:${key}`, async (): Promise<CreateReservationResult> => {
    const outcome = await storeReservation(deps, request, key, holder);
    if (outcome.ok || outcome.kind === 'processing') return outcome;
    // A repeat of a submission already stored returns the stored reservation, not this attempt's
    // refusal (its coupon use or unit is the stored one's). Asked only on refusal: a repeat that
    // reaches the insert meets the key's uniqueness there (insertWithFreshCode).
    const existing = await findReservationByKey(deps.cms, key).catch(() => null);
    // One released for passing the hold limits stays refused.
    return existing && existing.status !== 'abandoned'
      ? { ok: true, reservation: summary(existing) }
      : outcome;
  });
}

/** Prices the request again from CMS data and stores it under `key`, or says why not. */
async function storeReservation(
  deps: BookingDeps,
  request: ReservationRequest,
  key: string,
  holder: Holder | undefined,
): Promise<CreateReservationResult> {
  try {
    let coupon: Extract<CouponCheck, { ok: true }> | null = null;
    if (request.coupon) {
      const checked = await couponFor(deps, request.coupon);
      if (!checked.ok)
        return checked.problem === 'processing'
          ? { ok: false, kind: 'processing' }
          : { ok: false, kind: 'coupon', problem: checked.problem };
      coupon = checked;
    }
    const data = await deps.loadData(request.locale);
    const now = deps.now();
    const selection = {
      ...request,
      pickupAt: new Date(request.pickupAt),
      returnAt: new Date(request.returnAt),
      coupon: coupon?.coupon ?? null,
      driverBirthday: request.client.birthday,
    };
    const quote = quoteBooking(selection, toBookingCatalog(data), now);
    if (!quote.ok) return { ok: false, kind: 'rules', problems: quote.problems };
    const soldOut = () => soldOutResult(deps, data, selection);

    const car = data.cars.find((c) => c.id === request.car)!;
    const pickupBranch = data.branches.find((b) => b.code === request.pickupBranch)!;
    const returnBranch = data.branches.find((b) => b.code === request.returnBranch)!;
    // A company invoice's fields are kept as its `invoice`, and only when it was asked.
    const { terms: _terms, ...client } = storedRenter(request.client);
    const addOns = bookedAddOns(request, data, car.class);
    const window = data.site.paymentWindowMinutes;
    const hold = holder
      ? holderKeys(holder, { email: String(client.email), phone: String(client.phone_number) })
      : null;
    const overLimit = (storedId?: string) =>
      hold && holder
        ? holdLimitCheck(deps.cms, hold, holder.limits, window, deps.now(), storedId)
        : null;
    if (await overLimit()) return { ok: false, kind: 'holding' };
    const record: StoredReservation = {
      id: randomUUID(),
      code: reservationCode(deps.brand, randomBytes(6)),
      brand: deps.brand,
      status: 'unpaid',
      payment_type: 'unpaid',
      reservation_type: request.reservationType,
      car: car.id,
      pickup_branch: pickupBranch.id,
      return_branch: returnBranch.id,
      pickup_date: selection.pickupAt.toISOString(),
      return_date: selection.returnAt.toISOString(),
      total_reservations_days: quote.days,
      // The consent that can be shown: when, and which privacy text (Law 81).
      client: {
        ...client,
        terms_accepted_at: now.toISOString(),
        privacy_version: data.privacy.version,
      },
      extras: {
        carModel: car.model,
        carClass: car.class,
        pickupBranchCode: pickupBranch.code,
        returnBranchCode: returnBranch.code,
        coverages: request.coverages,
        roadside: request.roadside,
        coupon: coupon?.coupon.code ?? null,
        ...addOns.extras,
        lines: quote.price.lines,
      },
      extra_units: addOns.extra_units,
      totals: { ...quote.price.totals },
      language: request.locale,
      idempotency_key: key,
      ...(hold ? { hold_keys: holdKeysText(hold) } : {}),
    };
    try {
      const created: CreateReservationResult = coupon
        ? // One use at a time per coupon in this process; across processes the unique use fields decide.
          await serial(`coupon:${couponUsePrefix(coupon.record.code)}`, () =>
            insertRetrying(deps, record, 4, (row) =>
              withCouponUse(deps, row, coupon.record, renterKey(String(client.email))),
            ),
          )
        : await insertRetrying(deps, record, 2);
      // Stored at the same moment as another of this visitor's from another process: the later one goes.
      if (created.ok && (await overLimit(created.reservation.id))) {
        await releaseHold(deps.cms, created.reservation.id);
        return { ok: false, kind: 'holding' };
      }
      if (created.ok)
        businessEvent('reservation.created', {
          reservation: created.reservation.id,
          code: created.reservation.code,
          type: created.reservation.reservation_type,
          total: created.reservation.totals.total,
          coupon: Boolean(coupon),
        });
      return created;
    } catch (error) {
      // The CMS refused it in the transaction that would store it: the last unit was taken.
      if (error instanceof CmsError && error.statusCode === 409) {
        const extra = takenExtra(error, request.extras);
        return extra ? { ok: false, kind: 'extraSoldOut', extra } : await soldOut();
      }
      throw error;
    }
  } catch (error) {
    deps.log?.(
      `[booking] reservation failed: ${error instanceof CmsError ? `${error.statusCode} ${error.statusMessage}` : error instanceof Error ? error.message : String(error)}`,
    );
    return { ok: false, kind: 'processing' };
  }
}

/** What the renter gets when the last unit went to someone else: the cars still free for the trip. */
async function soldOutResult(
  deps: BookingDeps,
  data: BookingData,
  selection: { car: string; pickupBranch: string; pickupAt: Date; returnAt: Date },
): Promise<CreateReservationResult> {
  const stock = await tripStock(deps.cms, data, selection).catch(() => null);
  return { ok: false, kind: 'soldOut', alternatives: stock && !stock.ok ? stock.alternatives : [] };
}

/** Who a renter is for a coupon's per-renter limit: their e-mail, trimmed and lower-cased, hashed (no second copy of it). */
const renterKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24);

/**
 * A coupon booking claims the lowest free use numbers; a number another process claimed first
 * is refused by the unique fields, and the insert goes round again to read the uses anew.
 */
async function withCouponUse(
  deps: BookingDeps,
  record: StoredReservation,
  coupon: CouponRecord,
  renter: string,
): Promise<StoredReservation | CreateReservationResult> {
  const total = couponUsePrefix(coupon.code);
  const own = couponRenterUsePrefix(coupon.code, renter);
  const [totalTaken, ownTaken] = await Promise.all([
    couponUsesTaken(deps.cms, 'coupon_use', total),
    couponUsesTaken(deps.cms, 'coupon_renter_use', own),
  ]);
  const claim = claimCouponUse(coupon, {
    total: couponUseNumbers(totalTaken, total),
    renter: couponUseNumbers(ownTaken, own),
  });
  if (!claim.ok) return { ok: false, kind: 'coupon', problem: claim.problem };
  return {
    ...record,
    coupon_use: `${total}${claim.total}`,
    coupon_renter_use: `${own}${claim.renter}`,
  };
}

/**
 * Stores `record`, going round again with a fresh code (or the key after an abandoned one) when
 * a unique field refuses it, at most `retries` times; a repeat of the same submission gets the stored one.
 */
async function insertRetrying(
  deps: BookingDeps,
  record: StoredReservation,
  retries: number,
  prepare: (record: StoredReservation) => Promise<StoredReservation | CreateReservationResult> = (
    r,
  ) => Promise.resolve(r),
): Promise<CreateReservationResult> {
  for (let attempt = 0; ; attempt++) {
    const row = await prepare(record);
    if ('ok' in row) return row;
    try {
      return { ok: true, reservation: summary(await insertReservation(deps.cms, row)) };
    } catch (error) {
      const stored = await storedUnderKey(deps, record.idempotency_key);
      if (stored && 'repeat' in stored) return { ok: true, reservation: summary(stored.repeat) };
      if (attempt >= retries || !(error instanceof CmsError) || error.statusCode !== 400)
        throw error;
      record = {
        ...record,
        code: reservationCode(deps.brand, randomBytes(6)),
        idempotency_key: stored?.after ?? record.idempotency_key,
      };
    }
  }
}

/**
 * What is stored under a submission's key: the same submission (`repeat`: return it), or one
 * abandoned since, after which the new booking takes the key `after` it.
 */
async function storedUnderKey(
  deps: BookingDeps,
  key: string,
): Promise<{ repeat: StoredReservation } | { after: string } | null> {
  const existing = await findReservationByKey(deps.cms, key).catch(() => null);
  if (!existing) return null;
  if (existing.status !== 'abandoned') return { repeat: existing };
  return { after: createHash('sha256').update(`${key}\n${existing.id}`).digest('hex') };
}
