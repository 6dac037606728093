import { z } from 'zod';
import { panamaDay } from '../panama-time.ts';
import { renterSchema } from '../forms/renter.ts';
import { LOCALES } from '../locale.ts';
import { RESERVATION_TYPES } from '../vocabulary.ts';
import { MAX_ADDITIONAL_DRIVERS } from './add-ons.ts';

/**
 * What the browser sends to create a reservation: the renter's choices, never a price. One
 * schema for the browser's messages and the server's decision. `nonce` comes from the
 * draft; with the request's content it makes the idempotency key, so a double click or a
 * resubmitted form creates one reservation while a changed booking creates a new one.
 */
const BRANCH = /^[A-Z0-9]{2,16}$/;

export const reservationRequestBase = z.object({
  nonce: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  locale: z.enum(LOCALES),
  car: z.string().min(1).max(64),
  pickupBranch: z.string().regex(BRANCH, { message: 'required' }),
  returnBranch: z.string().regex(BRANCH, { message: 'required' }),
  pickupAt: z.iso.datetime({ message: 'invalidDate' }),
  returnAt: z.iso.datetime({ message: 'invalidDate' }),
  reservationType: z.enum(RESERVATION_TYPES),
  coverages: z.array(z.string().min(1).max(64)).max(12),
  roadside: z.boolean(),
  coupon: z.string().trim().max(32).nullable(),
  /** Extras chosen: code → units (never a price). */
  extras: z
    .record(z.string().regex(/^[a-z0-9_-]{1,32}$/i), z.number().int().min(0).max(9))
    .default({}),
  additionalDrivers: z.number().int().min(0).max(MAX_ADDITIONAL_DRIVERS).default(0),
  client: z.record(z.string(), z.unknown()),
});

export type ReservationRequestInput = z.input<typeof reservationRequestBase>;

export type RequestFieldErrors = Record<string, string>;

/** Parses a request: shape first, then the renter form judged on the pickup's Panama date. */
export function parseReservationRequest(input: unknown) {
  const base = reservationRequestBase.safeParse(input);
  if (!base.success) return { success: false as const, errors: fieldErrors(base.error.issues) };
  const pickupDate = panamaDay(new Date(base.data.pickupAt));
  const client = renterSchema(pickupDate).safeParse(base.data.client);
  if (!client.success)
    return { success: false as const, errors: fieldErrors(client.error.issues, 'client.') };
  return { success: true as const, data: { ...base.data, client: client.data } };
}

export type ReservationRequest = Extract<
  ReturnType<typeof parseReservationRequest>,
  { success: true }
>['data'];

function fieldErrors(
  issues: { path: PropertyKey[]; message: string }[],
  prefix = '',
): RequestFieldErrors {
  const errors: RequestFieldErrors = {};
  for (const issue of issues)
    errors[`${prefix}${issue.path.map(String).join('.')}`] ??= issue.message;
  return errors;
}

/** The request's content in a fixed order, for the idempotency key. */
export function canonicalRequest(request: ReservationRequest): string {
  const { nonce: _nonce, locale: _locale, ...rest } = request;
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, sorted(v)]),
          )
        : value;
  return JSON.stringify(sorted({ ...rest, coverages: [...rest.coverages].sort() }));
}
