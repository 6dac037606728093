import { toLocale } from '@rental/domain/locale';
import {
  bookedCoupon,
  changeRefusal,
  changeRequestSchema,
  quoteChange,
  tripOf,
  type ChangeRefusal,
  type ChangeRequest,
  type ChangeSettlement,
} from '@rental/domain/reservation/change';
import type { BillLine, Totals } from '@rental/domain/reservation/price';
import type { QuoteProblem } from '@rental/domain/reservation/quote';
import { withBookingLock } from '../booking/booking-lock.ts';
import { toBookingCatalog, type BookingData } from '../booking/catalog.ts';
import { changeRefundKey, changeRefundPrefix } from '@rental/domain/reservation/refunds';
import { reservationStock } from '../records/availability.ts';
import { fetchCoupon } from '../records/booking.ts';
import { CmsError, cmsErrorCode } from '../cms/errors.ts';
import { extraUnitsOf, extraUnitsText } from '@rental/domain/reservation/inventory';
import { heldOnlineBy } from '../records/refunds.ts';
import { storeTripChange, type TripPatch } from '../records/reservation-change.ts';
import { refundRowsFor, settleRefunds } from '../booking/refunding.ts';
import type { StoredReservation } from '../cms/types.ts';
import type { Limiter } from '../rate-limit/limiter.ts';
import { bookingOf, readMyBooking, type MyBooking, type MyBookingDeps } from './service.ts';

/**
 * Changing a booking's trip from its page, priced by the domain's quoteChange() with CMS data
 * read now (never a browser's price): a first call quotes, a second with the total shown makes
 * the change. The e-mails come from the outbox sweep (`change_count`, docs/mail.md).
 */
export type ChangeDeps = MyBookingDeps & {
  /** Fresh CMS data to judge and price with (lib/booking/catalog.ts). */
  loadData: (locale: ReturnType<typeof toLocale>) => Promise<BookingData>;
  /** Quotes and changes asked, per booking (RATE_LIMITS.bookingChangeQuote). */
  quotes: Limiter;
  /** Changes made, per booking (RATE_LIMITS.bookingChange). */
  changes: Limiter;
};

/** The re-quote the renter sees before confirming. */
export interface ChangePreview {
  trip: MyBooking['trip'];
  bill: { lines: BillLine[]; totals: Totals };
  previousTotal: number;
  difference: number;
  settlement: ChangeSettlement;
  confirmable: boolean;
  /** The change is made after the free cancellation window closed: the late fee holds from then on. */
  lateCommitted: boolean;
}

export type ChangeProblem =
  | ChangeRefusal
  | 'invalid'
  | 'notFound'
  | 'expired'
  | 'limited'
  | 'processing'
  /** Paid online and the total rises: the difference is paid first (change-payment.ts). */
  | 'payFirst'
  /** The price moved between the quote and the confirmation: look at the new one. */
  | 'priceMoved'
  /** The coupon booked with is gone from the CMS: the branch can re-price. */
  | 'couponGone'
  /** No unit of the car's class is free at the pickup branch for the new dates. */
  | 'soldOut'
  /** No unit of an extra asked for is free at the pickup branch for the new dates. */
  | 'extraSoldOut';

export type ChangeResult =
  | { ok: true; kind: 'quote'; preview: ChangePreview }
  | { ok: true; kind: 'changed'; booking: MyBooking }
  | { ok: false; problem: 'rules'; problems: QuoteProblem[] }
  | { ok: false; problem: ChangeProblem; fields?: Record<string, string>; preview?: ChangePreview };

const fail = (problem: ChangeProblem): ChangeResult => ({ ok: false, problem });

function parse(input: unknown): ChangeRequest | ChangeResult {
  const parsed = changeRequestSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
  return { ok: false, problem: 'invalid', fields };
}

async function quoteFor(deps: ChangeDeps, r: StoredReservation, request: ChangeRequest) {
  const data = await deps.loadData(toLocale(r.language));
  const code = (id: string) => data.branches.find((b) => b.id === id)?.code ?? '';
  const couponCode = r.extras?.coupon ?? null;
  const coupon = couponCode ? bookedCoupon(await fetchCoupon(deps.cms, couponCode)) : null;
  if (couponCode && !coupon) return { gone: true as const };
  const booking = {
    status: r.status,
    reservationType: r.reservation_type,
    car: r.car,
    pickupBranch: r.extras?.pickupBranchCode ?? code(r.pickup_branch),
    returnBranch: r.extras?.returnBranchCode ?? code(r.return_branch),
    pickupAt: new Date(r.pickup_date),
    returnAt: new Date(r.return_date),
    coverages: r.extras?.coverages ?? [],
    roadside: r.extras?.roadside ?? false,
    coupon,
    driverBirthday: typeof r.client?.birthday === 'string' ? r.client.birthday : null,
    extras: r.extras?.extraUnits ?? {},
    additionalDrivers: r.extras?.additionalDrivers ?? 0,
    additionalDriverBirthdays: r.extras?.additionalDriverBirthdays ?? [],
    total: r.totals.total,
    paid: await heldOnlineBy(deps.cms, r.id),
    changeCount: Number(r.change_count) || 0,
    lateCommitted: r.extras?.lateCommitted === true,
  };
  const quote = quoteChange(
    booking,
    tripOf(request),
    toBookingCatalog(data),
    deps.now(),
    await deps.policy(),
  );
  const id = (c: string) => data.branches.find((b) => b.code === c)?.id ?? '';
  return { quote, branchId: id };
}

function previewOf(
  r: StoredReservation,
  request: ChangeRequest,
  quote: Extract<ReturnType<typeof quoteChange>, { ok: true }>,
  branchId: (code: string) => string,
): ChangePreview {
  return {
    trip: {
      car: r.car,
      carModel: r.extras?.carModel ?? '',
      pickupBranch: branchId(request.pickupBranch),
      returnBranch: branchId(request.returnBranch),
      pickupDate: new Date(request.pickupAt).toISOString(),
      returnDate: new Date(request.returnAt).toISOString(),
      days: quote.days,
      ...addOnsViewOf(request, r),
    },
    bill: { lines: quote.price.lines, totals: quote.price.totals },
    previousTotal: quote.previousTotal,
    difference: quote.difference,
    settlement: quote.settlement,
    confirmable: quote.confirmable,
    lateCommitted: quote.lateCommitted,
  };
}

/** Quotes the new trip, or (confirm) makes the change the renter was shown. */
export async function changeMyBooking(
  deps: ChangeDeps,
  session: unknown,
  input: unknown,
): Promise<ChangeResult> {
  const request = parse(input);
  if ('ok' in request) return request;
  try {
    const r = await bookingOf(deps, session);
    if ('ok' in r)
      return fail(r.problem === 'expired' || r.problem === 'notFound' ? r.problem : 'invalid');
    const refusal = changeRefusal(
      { status: r.status, pickupAt: new Date(r.pickup_date) },
      deps.now(),
    );
    if (refusal) return fail(refusal);
    if (!(await deps.quotes.allow(r.id))) return fail('limited');
    return await withBookingLock(deps.cms, r.id, () => decide(deps, session, r.id, request));
  } catch (error) {
    // The CMS refused the new trip as it stored it: its last unit (or extra) went meanwhile.
    if (error instanceof CmsError && error.statusCode === 409)
      return fail(cmsErrorCode(error) === 'EXTRA_TAKEN' ? 'extraSoldOut' : 'soldOut');
    deps.log?.(
      `[my-booking] change failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return fail('processing');
  }
}

/** A booking and its change, re-quoted: what the page is shown and what would be stored. */
export interface QuotedChange {
  reservation: StoredReservation;
  quote: Extract<ReturnType<typeof quoteChange>, { ok: true }>;
  preview: ChangePreview;
  patch: TripPatch;
}

/** Reads the booking again and re-quotes the change; or the response to give. */
export async function quotedChange(
  deps: ChangeDeps,
  session: unknown,
  request: ChangeRequest,
): Promise<QuotedChange | ChangeResult> {
  const r = await bookingOf(deps, session);
  if ('ok' in r) return fail('notFound');
  const quoted = await quoteFor(deps, r, request);
  if ('gone' in quoted) return fail('couponGone');
  const { quote, branchId } = quoted;
  if (!quote.ok)
    return quote.reason === 'rules'
      ? { ok: false, problem: 'rules', problems: quote.problems }
      : fail(quote.reason);
  const preview = previewOf(r, request, quote, branchId);
  const { trip } = preview;
  const stock = await reservationStock(deps.cms, r, {
    pickup_branch: trip.pickupBranch,
    pickup_date: trip.pickupDate,
    return_date: trip.returnDate,
    extra_units: extraUnitsText(request.extras ?? r.extras?.extraUnits ?? {}),
  });
  if (stock !== 'free') return fail(stock === 'extra' ? 'extraSoldOut' : 'soldOut');
  // The branch the pickup leaves is told too (docs/mail.md); a change that keeps it tells one.
  const { movedFromBranch: _earlier, ...extras } = r.extras;
  const moved = preview.trip.pickupBranch !== r.pickup_branch;
  const patch: TripPatch = {
    pickup_date: preview.trip.pickupDate,
    return_date: preview.trip.returnDate,
    pickup_branch: preview.trip.pickupBranch,
    return_branch: preview.trip.returnBranch,
    total_reservations_days: quote.days,
    extras: {
      ...extras,
      ...addOnsOf(request, r),
      pickupBranchCode: request.pickupBranch,
      returnBranchCode: request.returnBranch,
      lines: quote.price.lines,
      ...(moved ? { movedFromBranch: r.pickup_branch } : {}),
      ...(quote.lateCommitted ? { lateCommitted: true } : {}),
      changedAt: deps.now().toISOString(),
    },
    totals: { ...quote.price.totals },
    change_count: quote.changeCount,
    ...(request.extras ? { extra_units: extraUnitsText(request.extras) } : {}),
  };
  return { reservation: r, quote, preview, patch };
}

/**
 * The extras and drivers the change keeps: the request's when it names them, else as booked. A
 * booking made before drivers were booked keeps no count (its pre-check-in keeps the form's limit).
 */
function addOnsOf(request: ChangeRequest, r: StoredReservation) {
  const drivers = request.additionalDrivers ?? r.extras?.additionalDrivers;
  const birthdays = request.additionalDriverBirthdays ?? r.extras?.additionalDriverBirthdays;
  return {
    extraUnits: request.extras
      ? extraUnitsOf(extraUnitsText(request.extras))
      : (r.extras?.extraUnits ?? {}),
    ...(drivers === undefined ? {} : { additionalDrivers: drivers }),
    ...(birthdays?.length ? { additionalDriverBirthdays: birthdays.slice(0, drivers ?? 0) } : {}),
  };
}

const addOnsViewOf = (request: ChangeRequest, r: StoredReservation) => {
  const { extraUnits, additionalDrivers } = addOnsOf(request, r);
  return { extras: extraUnits, additionalDrivers: additionalDrivers ?? 0 };
};

/** A cheaper change's refund: its rows are keyed by the change's number. */
const changeRefundEvent = (reservationId: string, change: number) => ({
  prefix: `${changeRefundPrefix(reservationId)}${change}:`,
  key: (payment: string) => changeRefundKey(reservationId, change, payment),
});

/**
 * In the booking's lock: quote, and when confirmed store the change. A cheaper change stores
 * its refund rows with the new trip in one transaction; a dearer one is paid first (change-payment.ts).
 */
async function decide(
  deps: ChangeDeps,
  session: unknown,
  id: string,
  request: ChangeRequest,
): Promise<ChangeResult> {
  const quoted = await quotedChange(deps, session, request);
  if ('ok' in quoted) return quoted;
  const { quote, preview, patch } = quoted;
  if (!request.confirm) return { ok: true, kind: 'quote', preview };
  if (request.expectedTotal !== quote.price.totals.total)
    return { ok: false, problem: 'priceMoved', preview };
  if (quote.settlement.kind === 'payDifference') return { ok: false, problem: 'payFirst', preview };
  if (!(await deps.changes.allow(id))) return fail('limited');
  try {
    const planned =
      quote.settlement.kind === 'refundDifference'
        ? await refundRowsFor(deps, id, changeRefundEvent(id, quote.changeCount), {
            amount: quote.settlement.amount,
            fee: quote.settlement.fee,
          })
        : { rows: [], recorded: false };
    await storeTripChange(deps.cms, id, patch, planned.recorded ? [] : planned.rows);
    await settleRefunds(deps, planned.rows);
  } catch (error) {
    // A change that was not stored is not counted.
    await deps.changes.refund(id);
    throw error;
  }
  const fresh = await readMyBooking(deps, session);
  return fresh.ok ? { ok: true, kind: 'changed', booking: fresh.booking } : fail('processing');
}
