import { depositSweepAction } from '@rental/domain/reservation/deposit';
import { withBookingLock } from '../booking-lock.ts';
import {
  depositsOf,
  depositsToSweep,
  updateDeposit,
  type DepositRecord,
} from '../../records/deposits.ts';
import { finishCharge, finishRelease, settleEarlierHold, type DepositDeps } from './holds.ts';
import type { CardGateway } from '../../gateways/types.ts';

/** What the deposit part of the sweep did: holds settled, and rows it could not (with why). */
export interface DepositSweep {
  settled: number;
  unsettled: { reservation: string; row: string; reason: string; since: string }[];
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Finishes the holds a crash or a lost answer left (the ledger's sweep calls it): a hold the
 * bank was asked for is looked up, a release or charge is asked again with its own key, a hold
 * past its bank's days is marked expired. Each inside the booking's lock, read again there.
 */
export async function sweepDeposits(
  deps: DepositDeps,
  options: { now: Date; graceMs: number; limit?: number },
): Promise<DepositSweep> {
  const report: DepositSweep = { settled: 0, unsettled: [] };
  const before = new Date(options.now.getTime() - options.graceMs);
  const rows = await depositsToSweep(
    deps.cms,
    deps.brand,
    before,
    options.now,
    options.limit ?? 100,
  );
  for (const found of rows) {
    try {
      const done = await withBookingLock(deps.cms, found.reservation, async () => {
        const row = (await depositsOf(deps.cms, found.reservation)).find((r) => r.id === found.id);
        return row ? settleHold(deps, row, options.now) : false;
      });
      if (done) report.settled++;
    } catch (error) {
      const reason = reasonOf(error);
      report.unsettled.push({
        reservation: found.reservation,
        row: found.provider_reference,
        reason,
        since: found.date_created ?? '',
      });
      await updateDeposit(deps.cms, found.id, { ledger_note: reason.slice(0, 2000) }).catch(
        () => undefined,
      );
    }
  }
  return report;
}

async function settleHold(deps: DepositDeps, row: DepositRecord, now: Date): Promise<boolean> {
  const action = depositSweepAction(row, now);
  if (!action) return false;
  if (!deps.bank) throw new Error(`no ${row.provider} gateway to ask`);
  if (action === 'release') await finishRelease(deps, deps.bank, row);
  else if (action === 'charge') await finishCharge(deps, deps.bank, row);
  else if (action === 'lookup') await settleEarlierHold(deps, deps.bank, row);
  else return expireHold(deps, deps.bank, row);
  return true;
}

/** A hold past its days, as the bank has it now: lapsed (or gone) is recorded expired. */
async function expireHold(deps: DepositDeps, bank: CardGateway, row: DepositRecord) {
  const found = await bank.lookupHold(row.provider_reference);
  if (found.status !== 'expired' && found.status !== 'unknown') return false;
  await updateDeposit(deps.cms, row.id, {
    status: 'expired',
    ledger_note: 'the bank let the hold go after its days',
  });
  return true;
}
