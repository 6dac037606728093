import type { MailKind } from './mail-kinds.ts';

/**
 * The pickup branch's e-mail about a booking whose money the ledger's sweep cannot settle (a
 * refund the bank keeps refusing, a payment it does not know): not a message due to a booking's
 * state, so it has a kind and a key of its own, one per stuck money row, whoever sweeps twice.
 */
export const LEDGER_ALERT_KIND = 'staff_ledger_alert' satisfies MailKind;
export type LedgerAlertKind = typeof LEDGER_ALERT_KIND;

export const isLedgerAlert = (kind: string): kind is LedgerAlertKind => kind === LEDGER_ALERT_KIND;

/** One alert per money row (its key: the payment's reference or the refund's key). */
export const ledgerAlertKey = (rowKey: string) => `${LEDGER_ALERT_KIND}:${rowKey}`;

/** A row still unsettled this long after it was written is worth a person's look. */
export const LEDGER_ALERT_AFTER_MS = 15 * 60_000;
