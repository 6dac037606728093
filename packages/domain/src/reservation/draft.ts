// zod's mini build: the draft is read while /reserva starts, and the classic build's 110 KB
// (its schemas' methods) cost that page a long task on a phone (docs/performance.md).
import * as z from 'zod/mini';
import { BRAND_KEYS, DEFAULT_BRAND, type BrandKey } from '../brands.ts';
import { RESERVATION_TYPES, type ReservationType } from '../vocabulary.ts';
import { leavesCheckout } from './checkout-exit.ts';
import { pickupNoticeProblem } from './rules.ts';
import { defaultReturn, nextBookableSlot } from './slots.ts';

/**
 * The reservation draft (SPEC §3–§4): the visitor's booking as it is being made, kept in the
 * browser. Stored versioned; a stored draft that is corrupt, of another version or of
 * another brand is replaced by a fresh one, never crashed on.
 */
export const DRAFT_VERSION = 2;
export const DRAFT_STORAGE_KEY = 'reservation-draft';

const totals = z.object({
  subtotal: z.int(),
  airportTax: z.int(),
  tax: z.int(),
  dropoff: z._default(z.int(), 0),
  era: z.int(),
  total: z.int(),
  carTotal: z.int(),
});

const clientSchema = z.object({
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  license: z.string(),
  birthday: z.nullable(z.string()),
  phone_number: z.string(),
  /** A company invoice asked, and its fields as typed; absent in older drafts. */
  company_invoice: z.optional(z.boolean()),
  company_name: z.optional(z.string()),
  company_ruc: z.optional(z.string()),
  company_dv: z.optional(z.string()),
});

const draftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  brand: z.enum(BRAND_KEYS),
  client: clientSchema,
  total_reservations_days: z.int().check(z.minimum(1)),
  delivery: z.object({ price: z.int().check(z.minimum(0)), description: z.string() }),
  payment_type: z.string(),
  totals,
  pickup_date: z.iso.datetime(),
  return_date: z.iso.datetime(),
  status: z.string(),
  reservation_id: z.string(),
  reservation_type: z.enum(RESERVATION_TYPES),
  car: z.nullable(z.string()),
  pickup_branch: z.nullable(z.string()),
  return_branch: z.nullable(z.string()),
  coverages: z.array(z.string()),
  roadside: z.boolean(),
  /** Extras chosen (code → units) and drivers beside the main one; absent in older drafts. */
  extras: z.optional(z.record(z.string(), z.int())),
  additional_drivers: z.optional(z.int()),
  coupon: z.nullable(z.string()),
  /** With the request's content, the idempotency key of the reservation being created. */
  nonce: z.string(),
  /** The short code of the created reservation, shown on the thanks page. */
  reservation_code: z.string(),
});

export type ReservationDraft = z.infer<typeof draftSchema>;
export type DraftTotals = z.infer<typeof totals>;

const emptyClient = (): ReservationDraft['client'] => ({
  name: '',
  last_name: '',
  email: '',
  license: '',
  birthday: null,
  phone_number: '',
});

/** A new draft with SPEC §3's defaults: both dates now, unpaid, postpaid, one day. */
export function createDraft(
  brand: BrandKey = DEFAULT_BRAND,
  now: Date = new Date(),
): ReservationDraft {
  const at = now.toISOString();
  return {
    version: DRAFT_VERSION,
    brand,
    client: emptyClient(),
    total_reservations_days: 1,
    delivery: { price: 0, description: '' },
    payment_type: 'unpaid',
    totals: { subtotal: 0, airportTax: 0, tax: 0, dropoff: 0, era: 0, total: 0, carTotal: 0 },
    pickup_date: at,
    return_date: at,
    status: 'unpaid',
    reservation_id: '',
    reservation_type: 'postpaid',
    car: null,
    pickup_branch: null,
    return_branch: null,
    coverages: [],
    roadside: false,
    coupon: null,
    nonce: newNonce(),
    reservation_code: '',
  };
}

/** A fresh order nonce: a new reservation is created for it. */
export const newNonce = (): string => globalThis.crypto.randomUUID();

/** The stored draft if it is sound and this brand's, else a fresh one. */
export function loadDraft(
  raw: string | null,
  brand: BrandKey,
  now: Date = new Date(),
): ReservationDraft {
  if (!raw) return createDraft(brand, now);
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    if (parsed.success && parsed.data.brand === brand) return parsed.data;
  } catch {
    /* not JSON: start again */
  }
  return createDraft(brand, now);
}

export const saveDraft = (draft: ReservationDraft): string => JSON.stringify(draft);

// The operations SPEC §4 names; each returns a new draft.
export const setDates = (
  d: ReservationDraft,
  pickupAt: Date,
  returnAt: Date,
): ReservationDraft => ({
  ...d,
  pickup_date: pickupAt.toISOString(),
  return_date: returnAt.toISOString(),
});
export const resetDates = (d: ReservationDraft, now: Date = new Date()): ReservationDraft =>
  setDates(d, now, now);
export const setReservationType = (
  d: ReservationDraft,
  type: ReservationType,
): ReservationDraft => ({ ...d, reservation_type: type });
export const setDays = (d: ReservationDraft, days: number): ReservationDraft => ({
  ...d,
  total_reservations_days: Math.max(1, Math.floor(days)),
});
export const setClient = (
  d: ReservationDraft,
  client: Partial<ReservationDraft['client']>,
): ReservationDraft => ({ ...d, client: { ...d.client, ...client } });
export const setPaymentType = (d: ReservationDraft, paymentType: string): ReservationDraft => ({
  ...d,
  payment_type: paymentType,
});
export const setTotals = (
  d: ReservationDraft,
  t: Omit<DraftTotals, 'dropoff'> & { dropoff?: number },
): ReservationDraft => ({ ...d, totals: { ...t, dropoff: t.dropoff ?? 0 } });
export const setReservationId = (d: ReservationDraft, id: string): ReservationDraft => ({
  ...d,
  reservation_id: id,
});
export const setStatus = (d: ReservationDraft, status: string): ReservationDraft => ({
  ...d,
  status,
});
export const resetDraft = (d: ReservationDraft, now: Date = new Date()): ReservationDraft =>
  createDraft(d.brand, now);

/**
 * SPEC §4: leaving a checkout page for any page that is not a thanks page clears
 * reservation_id, so a new order id is needed: the nonce is renewed with it.
 */
export function onNavigate(d: ReservationDraft, from: string, to: string): ReservationDraft {
  return leavesCheckout(from, to) && d.reservation_id
    ? { ...setReservationId(d, ''), reservation_code: '', status: 'unpaid', nonce: newNonce() }
    : d;
}

/**
 * The renter picked a car on the fleet (with the fleet's search, when there was one). Without
 * a search, dates the rules would refuse (SPEC §3's "now", or a past visit's) become the next
 * bookable half-hour slot (not before the brand's block, `notBefore`) and the shortest rental
 * allowed (`minimumDays`): the form opens valid, not in red.
 */
export function chooseCar(
  d: ReservationDraft,
  car: string,
  search: { pickup: string; dropoff: string; from: Date; to: Date } | null,
  now: Date = new Date(),
  rules: { minimumDays?: number; notBefore?: Date | null } = {},
): ReservationDraft {
  const next: ReservationDraft = {
    ...d,
    car,
    reservation_id: '',
    reservation_code: '',
    status: 'unpaid',
    nonce: newNonce(),
  };
  if (search)
    return {
      ...next,
      pickup_branch: search.pickup,
      return_branch: search.dropoff,
      pickup_date: search.from.toISOString(),
      return_date: search.to.toISOString(),
    };
  const pickup = new Date(d.pickup_date);
  if (!pickupNoticeProblem(pickup, now) && new Date(d.return_date) > pickup) return next;
  const slot = nextBookableSlot(now, { notBefore: rules.notBefore });
  return setDates(next, slot, defaultReturn(slot, rules.minimumDays ?? 1));
}

/**
 * The draft once its reservation is created: the renter's personal details (name, e-mail,
 * phone, birthday, licence) are forgotten, so the next person on a shared computer does not
 * find them; the server holds them with the reservation. What the checkout and thanks pages
 * show (car, places, dates, code, totals) is kept.
 */
export const withoutRenter = (d: ReservationDraft): ReservationDraft => ({
  ...d,
  client: emptyClient(),
});

/**
 * The renter's details put back (`raw`: the client as JSON, kept by the browser's tab after
 * withoutRenter) when the renter returns to the form before the booking is confirmed: what
 * was typed is not lost. A draft whose client is already filled is left as it is.
 */
export function restoreRenter(d: ReservationDraft, raw: string | null): ReservationDraft {
  if (!raw || Object.values(d.client).some((v) => v)) return d;
  try {
    const parsed = clientSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { ...d, client: parsed.data } : d;
  } catch {
    return d;
  }
}
