import { z } from 'zod';
import { canResendConfirmation } from '@rental/domain/reservation/my-booking';
import { cancellationQuote, cancelReservation, type CancelDeps } from '../booking/cancelling.ts';
import { confirmPayLater } from '../booking/paying/pay-later.ts';
import { withBookingLock } from '../booking/booking-lock.ts';
import { findReservation } from '../records/booking.ts';
import { businessEvent } from '../ops/events.ts';
import { queueConfirmationAgain } from '../outbox/resend.ts';
import { chargeDeposit, releaseDeposit, type DepositDeps } from '../booking/deposit/holds.ts';

/**
 * What staff do to a booking from Studio (docs/operations.md "Staff actions"), run by the
 * booking's brand site with the renter's own code, so the state machine, the guard and the
 * e-mails hold as ever.
 */
export const STAFF_ACTIONS = [
  'cancel',
  'resendConfirmation',
  'confirmPayLater',
  'releaseDeposit',
  'chargeDeposit',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/**
 * The Directus roles that run staff actions besides administrators (FLOW_RUNNER_ROLES in
 * services/cms/src/staff-access.ts; the integration suite keeps them equal).
 */
export const STAFF_RUNNER_ROLES = ['Agente', 'Gerente'] as const;

/** Who ran the flow, as the CMS's operation tells it from the run's own accountability. */
const runBy = z
  .object({
    user: z.uuid(),
    role: z.string().max(100).nullable(),
    admin: z.boolean(),
  })
  .strict();

export const staffActionRequest = z
  .object({
    action: z.enum(STAFF_ACTIONS),
    keys: z.array(z.uuid()).min(1).max(100),
    /** A deposit charge: US$ as staff typed it (e.g. "75" or "75.50"), and why. */
    amount: z.union([z.number(), z.string().max(20)]).nullish(),
    reason: z.string().max(1000).nullish(),
    by: runBy,
  })
  .strict();

type StaffRequest = z.infer<typeof staffActionRequest>;

/** The charge staff typed in US$, in cents; NaN when it is not an amount. */
export function chargedCents(amount: StaffRequest['amount']): number {
  const text = String(amount ?? '')
    .trim()
    .replace(/^US\$\s*|^\$/, '');
  return /^\d{1,6}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

/**
 * An administrator or a staff role. The CMS refuses anyone else before it calls; this holds
 * if a flow is ever built without that check (the secret only says the call is the CMS's).
 */
export const mayRunStaffActions = (by: z.infer<typeof runBy>): boolean =>
  by.admin || (STAFF_RUNNER_ROLES as readonly (string | null)[]).includes(by.role);

/** Each booking's outcome: `otherBrand` is left to that brand's site, which the flow calls too. */
export type StaffOutcome =
  'done' | 'otherBrand' | 'notFound' | 'notAllowed' | 'quoteChanged' | 'noEmail' | 'invalid';

/** `deposits`: where holds are released or charged (absent: those actions are not allowed). */
export type StaffActionDeps = CancelDeps & { deposits?: DepositDeps };

export async function runStaffAction(
  deps: StaffActionDeps,
  action: StaffAction,
  id: string,
  charge: Pick<StaffRequest, 'amount' | 'reason'> = {},
): Promise<StaffOutcome> {
  const r = await findReservation(deps.cms, id);
  if (!r) return 'notFound';
  if (r.brand !== deps.brand) return 'otherBrand';
  switch (action) {
    case 'cancel':
      // Quoted and cancelled inside the booking's lock: the refund the policy gives at that moment is the one staff confirm.
      return withBookingLock(deps.cms, r.id, async () => {
        const now = (await findReservation(deps.cms, r.id)) ?? r;
        const quote = await cancellationQuote(deps, now);
        if (now.status !== 'cancelled' && !quote.allowed) return 'notAllowed';
        const outcome = await cancelReservation(deps, r.id, quote.allowed ? quote.refund : 0);
        if (outcome.ok) return 'done';
        return outcome.problem === 'notCancellable' ? 'notAllowed' : outcome.problem;
      });
    case 'resendConfirmation': {
      if (!canResendConfirmation(r)) return 'notAllowed';
      const email = typeof r.client.email === 'string' ? r.client.email.trim() : '';
      if (!email) return 'noEmail';
      await queueConfirmationAgain(deps.cms, deps.brand, { id: r.id, email, language: r.language });
      return 'done';
    }
    case 'confirmPayLater': {
      if (r.reservation_type !== 'postpaid' || r.status !== 'unpaid') return 'notAllowed';
      const result = await confirmPayLater({ ...deps, card: null, paypal: null }, r.id);
      return result.ok ? 'done' : 'notAllowed';
    }
    case 'releaseDeposit':
      return deps.deposits ? releaseDeposit(deps.deposits, r.id) : 'notAllowed';
    case 'chargeDeposit':
      return deps.deposits
        ? chargeDeposit(deps.deposits, r.id, chargedCents(charge.amount), charge.reason ?? '')
        : 'notAllowed';
  }
}

/** Each booking of a staff request in turn: its outcome, or `failed` when the action threw (logged). */
export async function runStaffActions(
  deps: StaffActionDeps,
  { action, keys, by, amount, reason }: StaffRequest,
): Promise<Record<string, StaffOutcome | 'failed'>> {
  const results: Record<string, StaffOutcome | 'failed'> = {};
  for (const id of keys) {
    results[id] = await runStaffAction(deps, action, id, { amount, reason }).catch(
      (error: unknown) => {
        deps.log?.(
          `[staff] ${action} ${id} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        return 'failed' as const;
      },
    );
    if (results[id] === 'done')
      businessEvent('staff.action', { action, reservation: id, user: by.user });
  }
  return results;
}
