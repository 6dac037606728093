import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * The simulated bank's own books: one JSON file per payment, named by the merchant's reference
 * (our payment row's key), in a folder every process of the machine shares, as a real bank's
 * database outlives any one of the site's processes. That is what lets the ledger's sweep ask
 * "what happened to payment K" after a crash (docs/payments.md "The ledger").
 */
export type BankPaymentStatus =
  | 'approved'
  | 'declined'
  | 'challenge'
  | 'authenticated'
  // A deposit hold's (sandbox-bank-holds.ts)
  | 'held'
  | 'released'
  | 'charged'
  | 'expired';

export interface BankPayment {
  reference: string;
  amount: number;
  status: BankPaymentStatus;
  reason?: string;
  /** Refunds given, by the merchant's refund key: amount and the bank's refund id. */
  refunds: Record<string, { amount: number; id: string }>;
  /** A deposit hold: when the bank lets it go (ms since the epoch), and what was charged of it. */
  hold?: { expiresAt: number; charged?: { amount: number; id: string; requestId: string } };
}

const SAFE = /^[\w:.-]{1,200}$/;

export function bankStore(
  dir = process.env.SANDBOX_BANK_DIR || join(tmpdir(), 'rental-sandbox-bank'),
) {
  mkdirSync(dir, { recursive: true });
  const file = (reference: string) => {
    if (!SAFE.test(reference)) throw new Error(`not a payment reference: ${reference}`);
    return join(dir, `${reference.replace(/:/g, '~')}.json`);
  };
  const read = (reference: string): BankPayment | null => {
    try {
      return JSON.parse(readFileSync(file(reference), 'utf8')) as BankPayment;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  return {
    read,
    /** Records a new payment once: a second call for the same reference returns the first record. */
    open(payment: BankPayment): BankPayment {
      try {
        writeFileSync(file(payment.reference), JSON.stringify(payment), { flag: 'wx' });
        return payment;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        return read(payment.reference)!;
      }
    },
    /** Replaces a payment's record whole (written aside, then moved in place). */
    write(payment: BankPayment): void {
      const aside = `${file(payment.reference)}.${randomUUID()}`;
      writeFileSync(aside, JSON.stringify(payment));
      renameSync(aside, file(payment.reference));
    },
  };
}

export type BankStore = ReturnType<typeof bankStore>;
