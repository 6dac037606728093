import { randomUUID } from 'node:crypto';
import { cardSummary } from '@rental/domain/forms/card';
import { chargeProblem, isLiveDeposit } from '@rental/domain/reservation/deposit';
import type { CmsClient } from '../../cms/client.ts';
import type { StoredReservation } from '../../cms/types.ts';
import type { CardDetails, CardGateway } from '../../gateways/types.ts';
import { withBookingLock } from '../booking-lock.ts';
import { findReservation } from '../../records/booking.ts';
import {
  depositsOf,
  insertDeposit,
  updateDeposit,
  type DepositRecord,
} from '../../records/deposits.ts';
import { queueDepositNotice } from './notice.ts';

/**
 * The security deposit through the ledger (docs/payments.md "The security deposit"): each
 * hold, release and charge is written on its `payments` row before the bank is asked, with the
 * row's reference as the bank's key, inside the booking's lock; the sweep finishes what a crash
 * left (sweep.ts).
 */
export interface DepositDeps {
  cms: CmsClient;
  brand: string;
  /** The bank that holds deposits; null where none is configured (live mode): the counter takes it. */
  bank: CardGateway | null;
  now: () => Date;
  log?: (line: string) => void;
}

export type HoldOutcome =
  | { ok: true; state: 'held'; amount: number; expiresAt: string | null }
  | {
      ok: false;
      failure: 'declined' | 'notHoldable' | 'noDeposit' | 'unavailable';
      reason?: string;
    };

/** The amount stored with the booking when it was made (its class's and coverages' terms). */
export const bookedDeposit = (r: StoredReservation): number => r.extras?.terms?.deposit ?? 0;

/** A booking that may have its deposit held: kept for the renter (paid or confirmed for the counter). */
const holdable = (r: StoredReservation | null): r is StoredReservation =>
  r !== null && (r.status === 'paid' || r.status === 'confirmed');

/** Holds the booking's deposit on the renter's card once; asked again while held, it answers the hold. */
export function holdDeposit(
  deps: DepositDeps,
  reservationId: string,
  card: CardDetails,
): Promise<HoldOutcome> {
  return withBookingLock(deps.cms, reservationId, async () => {
    const r = await findReservation(deps.cms, reservationId);
    if (!holdable(r) || r.brand !== deps.brand) return { ok: false, failure: 'notHoldable' };
    const amount = bookedDeposit(r);
    if (amount <= 0) return { ok: false, failure: 'noDeposit' };
    if (!deps.bank) return { ok: false, failure: 'unavailable' };
    const live = (await depositsOf(deps.cms, r.id)).find((row) => isLiveDeposit(row.status));
    const settled = live && (await settleEarlierHold(deps, deps.bank, live));
    if (settled) return settled;
    const summary = cardSummary(card.number);
    const row: DepositRecord = {
      id: randomUUID(),
      reservation: r.id,
      brand: deps.brand,
      provider: deps.bank.provider,
      provider_reference: `hold_${randomUUID()}`,
      amount,
      currency: 'USD',
      status: 'holding',
      card_brand: summary.brand,
      card_last4: summary.last4,
    };
    await insertDeposit(deps.cms, row);
    const result = await deps.bank.hold({
      requestId: row.provider_reference,
      reference: r.code,
      amount,
      currency: 'USD',
      card,
    });
    if (result.outcome === 'declined') {
      await updateDeposit(deps.cms, row.id, {
        status: 'hold_declined',
        ledger_note: result.reason,
      });
      return { ok: false, failure: 'declined', reason: result.reason };
    }
    await updateDeposit(deps.cms, row.id, { status: 'held', hold_expires_at: result.expiresAt });
    return { ok: true, state: 'held', amount, expiresAt: result.expiresAt };
  });
}

/**
 * A hold asked for before (a second click, a second tab, an answer lost with its process): what
 * the bank has decides. Held → that hold; never received or refused → recorded so, and null
 * (a new hold may be asked for).
 */
export async function settleEarlierHold(
  deps: DepositDeps,
  bank: CardGateway,
  row: DepositRecord,
): Promise<HoldOutcome | null> {
  const held = (expiresAt: string | null): HoldOutcome => ({
    ok: true,
    state: 'held',
    amount: row.amount,
    expiresAt,
  });
  if (row.status !== 'holding') return held(row.hold_expires_at ?? null);
  const found = await bank.lookupHold(row.provider_reference);
  if (found.status === 'held') {
    await updateDeposit(deps.cms, row.id, { status: 'held', hold_expires_at: found.expiresAt });
    return held(found.expiresAt);
  }
  await updateDeposit(deps.cms, row.id, {
    status: 'hold_declined',
    ledger_note: found.status === 'declined' ? found.reason : 'the bank never received it',
  });
  return null;
}

export type StaffDepositOutcome = 'done' | 'notAllowed' | 'invalid';

/** The booking's hold staff may act on: held at the bank (or already being released or charged). */
async function heldRow(deps: DepositDeps, reservationId: string) {
  const rows = await depositsOf(deps.cms, reservationId);
  return [...rows].reverse().find((row) => ['held', 'releasing', 'charging'].includes(row.status));
}

/** Staff let the whole hold go (after the return): the renter is told by e-mail. */
export function releaseDeposit(
  deps: DepositDeps,
  reservationId: string,
): Promise<StaffDepositOutcome> {
  return withBookingLock(deps.cms, reservationId, async () => {
    const row = await heldRow(deps, reservationId);
    if (!row || row.status === 'charging' || !deps.bank) return 'notAllowed';
    if (row.status === 'held') await updateDeposit(deps.cms, row.id, { status: 'releasing' });
    await finishRelease(deps, deps.bank, row);
    return 'done';
  });
}

/** Staff charge part of the hold for damage or fuel, with the reason the renter is e-mailed. */
export function chargeDeposit(
  deps: DepositDeps,
  reservationId: string,
  amount: number,
  reason: string,
): Promise<StaffDepositOutcome> {
  return withBookingLock(deps.cms, reservationId, async () => {
    const row = await heldRow(deps, reservationId);
    if (!row || row.status === 'releasing' || !deps.bank) return 'notAllowed';
    if (row.status === 'held') {
      if (chargeProblem(row.amount, amount, reason)) return 'invalid';
      const charge = { charged_amount: amount, charge_reason: reason.trim().slice(0, 1000) };
      await updateDeposit(deps.cms, row.id, { status: 'charging', ...charge });
      Object.assign(row, charge, { status: 'charging' });
    }
    await finishCharge(deps, deps.bank, row);
    return 'done';
  });
}

/** A release begun (by staff or left by a crash): asked of the bank, then recorded and told. */
export async function finishRelease(deps: DepositDeps, bank: CardGateway, row: DepositRecord) {
  const outcome = await bank.releaseHold(row.provider_reference);
  await updateDeposit(deps.cms, row.id, { status: outcome, ledger_note: null });
  if (outcome === 'released') await queueDepositNotice(deps, row.reservation, row.id);
}

/** A charge begun: asked of the bank with the hold's own charge key, then recorded and told. */
export async function finishCharge(deps: DepositDeps, bank: CardGateway, row: DepositRecord) {
  const result = await bank.chargeHold({
    holdReference: row.provider_reference,
    amount: Number(row.charged_amount),
    requestId: `deposit-charge:${row.provider_reference}`,
  });
  const status = result.outcome === 'charged' ? 'charged' : 'expired';
  await updateDeposit(deps.cms, row.id, {
    status,
    ledger_note: status === 'expired' ? 'the bank had let the hold go: nothing was charged' : null,
  });
  if (status === 'charged') await queueDepositNotice(deps, row.reservation, row.id);
}
