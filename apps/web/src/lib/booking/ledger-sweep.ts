import { pendingCardAction } from '@rental/domain/reservation/ledger';
import { findPaymentByReference, findReservation } from '../records/booking.ts';
import {
  bookingsWithMoneySince,
  noteLedgerRow,
  pendingBefore,
  type LedgerPaymentRow,
} from '../records/ledger.ts';
import { findRefundByKey } from '../records/refunds.ts';
import type { StoredRefund } from '../cms/types.ts';
import { withBookingLock } from './booking-lock.ts';
import { finishChallenge, settlePayment } from './paying/card-ledger.ts';
import { makeCapturedChanges, refundDepsOf } from './paying/apply-result.ts';
import type { PaymentDeps } from './paying/shared.ts';
import { settleRefunds } from './refunding.ts';
import { returnSurplus } from './returns.ts';
import { sweepDeposits } from './deposit/sweep.ts';

/**
 * The ledger's sweep (docs/payments.md "The sweep"), run by the brand's worker: it finishes
 * what a crash or a lost response left, each booking inside its lock — pending card payments
 * and refunds are asked of their gateway again, captured changes not yet made are made and
 * surplus given back. What it cannot settle is reported (`unsettled`) for the ledger report.
 */
export interface SweepOptions {
  now: Date;
  graceMs: number;
  /** A challenge the renter never answered is let go after this long (the bank's window). */
  challengeMs?: number;
  limit?: number;
}

export interface SweepReport {
  settled: number;
  returned: number;
  /** Rows it could not settle: the reason, and when the row was written (ISO). */
  unsettled: { reservation: string; row: string; reason: string; since: string }[];
}

const CHALLENGE_MS = 20 * 60_000;
const LOOK_BACK_MS = 48 * 3_600_000;
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function sweepLedger(deps: PaymentDeps, options: SweepOptions): Promise<SweepReport> {
  const report: SweepReport = { settled: 0, returned: 0, unsettled: [] };
  const before = new Date(options.now.getTime() - options.graceMs);
  const pending = await pendingBefore(deps.cms, deps.brand, before, options.limit ?? 100);
  const touched = new Set<string>();
  for (const payment of pending.payments) {
    touched.add(payment.reservation);
    await attempt(
      report,
      {
        reservation: payment.reservation,
        row: payment.provider_reference,
        since: payment.createdAt,
      },
      () =>
        withBookingLock(deps.cms, payment.reservation, () => settleCard(deps, payment, options)),
      (reason) => noteLedgerRow(deps.cms, 'payments', payment.id, reason),
    );
  }
  for (const refund of pending.refunds) {
    touched.add(refund.reservation);
    await attempt(
      report,
      { reservation: refund.reservation, row: refund.idempotency_key, since: refund.createdAt },
      () => withBookingLock(deps.cms, refund.reservation, () => settleRefund(deps, refund)),
      (reason) => noteLedgerRow(deps.cms, 'refunds', refund.id, reason),
    );
  }
  const holds = await sweepDeposits(
    { cms: deps.cms, brand: deps.brand, bank: deps.card, now: () => options.now, log: deps.log },
    options,
  );
  report.settled += holds.settled;
  report.unsettled.push(...holds.unsettled);
  const since = new Date(options.now.getTime() - LOOK_BACK_MS);
  for (const id of await bookingsWithMoneySince(deps.cms, deps.brand, since)) touched.add(id);
  for (const id of touched)
    await attempt(report, { reservation: id, row: `surplus:${id}`, since: '' }, async () => {
      const returned = await withBookingLock(deps.cms, id, () => balance(deps, id));
      report.returned += returned;
      return returned > 0;
    });
  return report;
}

/** Runs one settlement; what throws or stays open is reported and noted on the row, never stopping the sweep. */
async function attempt(
  report: SweepReport,
  at: { reservation: string; row: string; since: string },
  work: () => Promise<boolean | string>,
  note?: (reason: string) => Promise<void>,
) {
  let reason: string | null = null;
  try {
    const outcome = await work();
    if (outcome === true) report.settled++;
    else if (typeof outcome === 'string') reason = outcome;
  } catch (error) {
    reason = reasonOf(error);
  }
  if (reason === null) return;
  report.unsettled.push({ ...at, reason });
  await note?.(reason).catch(() => undefined);
}

/** One pending card payment, read again under the lock and settled from the bank's books. */
async function settleCard(
  deps: PaymentDeps,
  row: LedgerPaymentRow,
  options: SweepOptions,
): Promise<boolean | string> {
  const payment = await findPaymentByReference(deps.cms, row.provider_reference);
  if (payment?.status !== 'pending') return false;
  if (!deps.card) return `no ${payment.provider} gateway to ask`;
  const found = await deps.card.lookup(payment.provider_reference);
  const age = options.now.getTime() - Date.parse(row.createdAt);
  const action = pendingCardAction(found.status, age, options.challengeMs ?? CHALLENGE_MS);
  if (action === 'wait') return false;
  if (action === 'finish') {
    await finishChallenge(deps, deps.card, payment);
    return true;
  }
  if (action === 'captured' && 'amount' in found && found.amount !== payment.amount)
    return `the bank took ${found.amount} cents, the ledger says ${payment.amount}`;
  await settlePayment(deps, payment, action === 'captured');
  return true;
}

/** One pending refund, asked of its gateway again with its own key. */
async function settleRefund(deps: PaymentDeps, row: StoredRefund): Promise<boolean | string> {
  const refund = await findRefundByKey(deps.cms, row.idempotency_key);
  if (refund?.status !== 'pending') return false;
  const logged: string[] = [];
  const [settled] = await settleRefunds(
    { ...refundDepsOf(deps), log: (line) => logged.push(line) },
    [refund],
  );
  return settled.status === 'completed' ? true : (logged[0] ?? 'the gateway did not complete it');
}

/** A booking's captured changes made, then what it holds beyond what it should given back. */
async function balance(deps: PaymentDeps, reservationId: string): Promise<number> {
  const reservation = await findReservation(deps.cms, reservationId);
  if (!reservation) return 0;
  await makeCapturedChanges(deps, reservation);
  const rows = await returnSurplus(refundDepsOf(deps), reservationId);
  return rows.length;
}
