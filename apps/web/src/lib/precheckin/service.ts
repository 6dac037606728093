import { createHash } from 'node:crypto';
import { precheckinContext } from '@rental/domain/precheckin/context';
import { issuesByPath, precheckinSchema } from '@rental/domain/precheckin/driver';
import {
  needsBalancePayment,
  precheckinEligibility,
  type Eligibility,
} from '@rental/domain/precheckin/lookup';
import { findReservation, updateReservation } from '../records/booking.ts';
import type { CmsClient } from '../cms/client.ts';
import { markPrecheckin, savePrecheckin } from '../records/precheckin.ts';
import type { StoredReservation } from '../cms/types.ts';
import { withBookingLock } from '../booking/booking-lock.ts';
import { depositStanding, type DepositStanding } from '@rental/domain/reservation/deposit';
import { depositsOf } from '../records/deposits.ts';
import { bookedDeposit } from '../booking/deposit/holds.ts';
import { openSession, readLookup, reservationByLookup } from './find-reservation.ts';
import { readToken, type TokenPurpose } from './token.ts';
import type { Locale } from '@rental/domain/locale';
import type { ChangeRequest, ChangeSettlement } from '@rental/domain/reservation/change';
import type { BillLine, Totals } from '@rental/domain/reservation/price';
import type { PrecheckinProgress, ReservationType } from '@rental/domain/vocabulary';

/**
 * Online pre-check-in (SPEC §2/§4): the browser holds only a signed two-hour session; every step
 * reloads the reservation and re-applies the rules.
 */
export interface PrecheckinDeps {
  cms: CmsClient;
  brand: string;
  now: () => Date;
  secret: string;
  /** The brand's switch, as staff set it now. */
  enabled: () => Promise<boolean>;
  branches: () => Promise<{ id: string; isAirport: boolean }[]>;
  /**
   * The change of the booking the drivers ask for (more than booked, or a young driver whose
   * surcharge the price lacks), quoted in the booking's lock; null: none. Wired by the
   * booking's page (lib/my-booking/precheckin-drivers.ts), which makes and charges changes.
   */
  driversChange?: (
    r: StoredReservation,
    birthdays: string[],
  ) => Promise<DriversChangeOffer | 'refused' | null>;
  log?: (line: string) => void;
}

/** A change of the booking the pre-check-in's drivers need, as the renter is shown it before paying. */
export interface DriversChangeOffer {
  /** The change to confirm (or pay for): the booked trip with the drivers and their birthdays. */
  request: ChangeRequest;
  /** The booking's new bill, with the drivers' lines. */
  bill: { lines: BillLine[]; totals: Totals };
  /** The new total less the booked one. */
  difference: number;
  settlement: ChangeSettlement;
}

export const SESSION_MS = 2 * 60 * 60_000;

/** What the pre-check-in pages show of a reservation: never licence number, e-mail or payment data, since a look-up needs only a code and a name. */
export interface PrecheckinSummary {
  code: string;
  reservationType: ReservationType;
  status: StoredReservation['status'];
  paymentType: StoredReservation['payment_type'];
  precheckinStatus: PrecheckinProgress;
  car: string;
  carModel: string;
  pickupBranch: string;
  returnBranch: string;
  pickupDate: string;
  returnDate: string;
  days: number;
  totals: StoredReservation['totals'];
  /** The name the booking is under (shown on the summary). */
  renter: { name: string; last_name: string };
  balanceDue: boolean;
  airportPickup: boolean;
  /** Extras booked (code → units): priced and held in the branch's stock. */
  extras: Record<string, number>;
  /** Additional drivers booked; null for a booking made before they were booked. */
  additionalDrivers: number | null;
  /** The security deposit: to be held (at the counter), held on a card, or settled. */
  deposit: DepositStanding;
}

export type PrecheckinProblem =
  | Exclude<Eligibility, 'ok'>
  | 'notFound'
  | 'limited'
  | 'disabled'
  | 'expired'
  | 'invalid'
  | 'processing';
type Failure = { ok: false; problem: PrecheckinProblem; fields?: Record<string, string> };
/** The driver form's start, as the verify step shows it: the licence number is typed again, never sent back. */
export type DriverPrefill = {
  name: string;
  last_name: string;
  phone_number: string;
  birthday: string;
};
export type LookupResult =
  { ok: true; session: string; summary: PrecheckinSummary; prefill: DriverPrefill } | Failure;
export type SummaryResult = { ok: true; summary: PrecheckinSummary } | Failure;
export type SubmitResult =
  | { ok: true; next: 'checkout' | 'thanks'; summary: PrecheckinSummary }
  /** Nothing saved yet: the drivers change the booking, which is confirmed or paid first. */
  | { ok: true; next: 'driversChange'; change: DriversChangeOffer }
  | Failure;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const fail = (problem: PrecheckinProblem, fields?: Record<string, string>): Failure => ({
  ok: false,
  problem,
  ...(fields ? { fields } : {}),
});

async function summarize(deps: PrecheckinDeps, r: StoredReservation): Promise<PrecheckinSummary> {
  const [branches, holds] = await Promise.all([deps.branches(), depositsOf(deps.cms, r.id)]);
  return {
    code: r.code,
    reservationType: r.reservation_type,
    status: r.status,
    paymentType: r.payment_type,
    precheckinStatus: r.precheckin_status ?? 'none',
    car: r.car,
    carModel: r.extras?.carModel ?? '',
    pickupBranch: r.pickup_branch,
    returnBranch: r.return_branch,
    pickupDate: r.pickup_date,
    returnDate: r.return_date,
    days: r.total_reservations_days,
    totals: r.totals,
    renter: { name: str(r.client?.name), last_name: str(r.client?.last_name) },
    balanceDue: needsBalancePayment(r),
    airportPickup: branches.some((b) => b.id === r.pickup_branch && b.isAirport),
    extras: r.extras?.extraUnits ?? {},
    additionalDrivers: r.extras?.additionalDrivers ?? null,
    deposit: depositStanding(bookedDeposit(r), holds),
  };
}

/** The record id of a reservation's pre-check-in: derived, because the site cannot read pre-check-ins to find it. */
export function precheckinId(reservationId: string): string {
  const h = createHash('sha256').update(`precheckin:${reservationId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The reservation a signed token names, if it is still this brand's and may be checked in. */
async function reservationOf(
  deps: PrecheckinDeps,
  value: unknown,
  purpose: TokenPurpose = 'session',
): Promise<StoredReservation | Failure> {
  const token = readToken(deps.secret, value, purpose, deps.brand, deps.now());
  if (!token.ok) return fail(token.reason);
  const r = await findReservation(deps.cms, token.token.reservation);
  if (!r || r.brand !== deps.brand) return fail('notFound');
  return r;
}

export async function lookupReservation(
  deps: PrecheckinDeps,
  input: unknown,
): Promise<LookupResult> {
  const read = readLookup(input);
  if (!read.ok) return read;
  try {
    if (!(await deps.enabled())) return fail('disabled');
    // One response for an unknown code and a wrong name: the form cannot be used to test codes.
    const r = await reservationByLookup(deps.cms, deps.brand, read.lookup);
    if (!r) return fail('notFound');
    const eligibility = precheckinEligibility(r, deps.now());
    if (eligibility !== 'ok') return fail(eligibility);
    const session = openSession(deps, 'session', r.id, SESSION_MS);
    const prefill = {
      name: str(r.client?.name),
      last_name: str(r.client?.last_name),
      phone_number: str(r.client?.phone_number),
      birthday: str(r.client?.birthday),
    };
    return { ok: true, session, summary: await summarize(deps, r), prefill };
  } catch (error) {
    deps.log?.(
      `[precheckin] lookup failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return fail('processing');
  }
}

/** The reservation behind a session, fresh from the CMS (status or payment may have changed). */
export async function precheckinSummary(
  deps: PrecheckinDeps,
  session: unknown,
): Promise<SummaryResult> {
  try {
    const r = await reservationOf(deps, session);
    if ('ok' in r) return r;
    return { ok: true, summary: await summarize(deps, r) };
  } catch (error) {
    deps.log?.(
      `[precheckin] summary failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return fail('processing');
  }
}

/** The verified drivers. Submitting again updates the same record. A reservation with nothing to pay is completed at once. */
export async function submitPrecheckin(
  deps: PrecheckinDeps,
  session: unknown,
  input: unknown,
  language: Locale,
): Promise<SubmitResult> {
  try {
    const r = await reservationOf(deps, session);
    if ('ok' in r) return r;
    const eligibility = precheckinEligibility(r, deps.now());
    if (eligibility !== 'ok') return fail(eligibility);
    if (!(await deps.enabled())) return fail('disabled');
    const summary = await summarize(deps, r);
    const parsed = precheckinSchema(
      precheckinContext(summary, deps.now(), summary.airportPickup),
    ).safeParse(input);
    if (!parsed.success) return fail('invalid', issuesByPath(parsed.error));
    const { driver, additional_drivers } = parsed.data;
    return await withBookingLock(deps.cms, r.id, async (): Promise<SubmitResult> => {
      const fresh = (await findReservation(deps.cms, r.id)) ?? r;
      const change = await deps.driversChange?.(
        fresh,
        additional_drivers.map((d) => d.birthday),
      );
      if (change === 'refused') return fail('invalid', { additional_drivers: 'driversNotBooked' });
      if (change) return { ok: true, next: 'driversChange', change };
      // Updating the drivers after the payment choice was made keeps the pre-check-in complete.
      const status =
        fresh.precheckin_status === 'completed' || !needsBalancePayment(fresh)
          ? 'completed'
          : 'submitted';
      const record = {
        id: precheckinId(r.id),
        reservation: r.id,
        status,
        driver,
        additional_drivers,
        language,
        submitted_at: deps.now().toISOString(),
      } as const;
      await savePrecheckin(deps.cms, record, (fresh.precheckin_status ?? 'none') !== 'none');
      await updateReservation(deps.cms, r.id, { precheckin_status: status });
      // A balance still due is offered again (pay now, or keep the counter), even on a completed pre-check-in.
      return {
        ok: true as const,
        next: needsBalancePayment(fresh) ? ('checkout' as const) : ('thanks' as const),
        summary: { ...summary, precheckinStatus: status },
      };
    });
  } catch (error) {
    deps.log?.(
      `[precheckin] submission failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return fail('processing');
  }
}

/**
 * The end of the checkout step: the balance was paid (the reservation says so) or the renter
 * chose to pay at the counter. Either way the pre-check-in is complete.
 */
export async function completePrecheckin(
  deps: PrecheckinDeps,
  session: unknown,
  settled: 'paid' | 'counter',
): Promise<SummaryResult> {
  try {
    const r = await reservationOf(deps, session);
    if ('ok' in r) return r;
    if ((r.precheckin_status ?? 'none') === 'none') return fail('invalid');
    if (settled === 'paid' && r.status !== 'paid') return fail('invalid');
    // Paid is paid whatever else changed; leaving the balance for the counter is a choice made before the pickup, while the module is on.
    if (settled === 'counter') {
      const eligibility = precheckinEligibility(r, deps.now());
      if (eligibility !== 'ok') return fail(eligibility);
      if (!(await deps.enabled())) return fail('disabled');
    }
    return await withBookingLock(deps.cms, r.id, async () => {
      if (!(await markPrecheckin(deps.cms, precheckinId(r.id), 'completed'))) {
        // The record is gone (deleted in Studio): the renter verifies the drivers again.
        await updateReservation(deps.cms, r.id, { precheckin_status: 'none' });
        return fail('invalid');
      }
      await updateReservation(deps.cms, r.id, { precheckin_status: 'completed' });
      return {
        ok: true as const,
        summary: await summarize(deps, { ...r, precheckin_status: 'completed' }),
      };
    });
  } catch (error) {
    deps.log?.(
      `[precheckin] completion failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return fail('processing');
  }
}

/** The reservation id behind a session, for the balance payment (the payment services re-check everything). */
export async function sessionReservation(
  deps: PrecheckinDeps,
  session: unknown,
): Promise<string | null> {
  const token = readToken(deps.secret, session, 'session', deps.brand, deps.now());
  return token.ok ? token.token.reservation : null;
}

export { reservationOf, summarize, fail };
