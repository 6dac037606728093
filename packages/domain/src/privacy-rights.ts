import { z } from 'zod';
import { utcToPanamaLocal } from './panama-time.ts';

/**
 * A renter's rights under Law 81 of 2019 (docs/privacy.md "The renter's rights"): access and
 * portability are a download; rectification, cancellation (deletion) and objection are requests
 * staff answer within the legal deadline. Asked from /mi-reserva once the renter proves the
 * booking's e-mail with a one-time code.
 */
export const PRIVACY_REQUEST_KINDS = ['rectification', 'cancellation', 'objection'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/**
 * Business days a request is answered in (Executive Decree 285 of 2021 gives ten working days
 * for the answer); weekends do not count. Holidays are not known here: staff see the date.
 */
export const LEGAL_DEADLINE_BUSINESS_DAYS = 10;

/** The day, Panama time ("2026-12-14"), ten business days after `from`. */
export function legalDeadline(from: Date, days = LEGAL_DEADLINE_BUSINESS_DAYS): string {
  const day = new Date(`${utcToPanamaLocal(from).slice(0, 10)}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/** The one-time code sent to the booking's e-mail: six digits, valid this long. */
export const CODE_DIGITS = 6;
export const CODE_MS = 15 * 60_000;

export const privacyCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'code' }),
});

/** A request as the renter sends it: what they want, and (but for a deletion) what exactly. */
export const privacyRequestSchema = z
  .object({
    kind: z.enum(PRIVACY_REQUEST_KINDS, { message: 'kind' }),
    details: z.string().trim().max(2000, { message: 'tooLong' }).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.kind !== 'cancellation' && !value.details)
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'details' });
  });
export type PrivacyRequest = z.output<typeof privacyRequestSchema>;

/** A request as the booking keeps it (`reservations.privacy_requests`). */
export interface StoredPrivacyRequest {
  kind: PrivacyRequestKind;
  details: string;
  /** When it was made (UTC ISO) and the Panama day it must be answered by. */
  at: string;
  due: string;
  /** open: staff have to answer; done: answered (a deletion of closed bookings is done at once). */
  status: 'open' | 'done';
  /** What was done, for the record. */
  outcome?: string;
}
