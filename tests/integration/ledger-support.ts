import { ledgerProblems, type LedgerProblem } from '@rental/domain/reservation/ledger';
import {
  asLedgerPayment,
  asLedgerRefund,
  bookingLedger,
} from '../../apps/web/src/lib/records/ledger.ts';
import { bankStore } from '../../apps/web/src/lib/gateways/sandbox-bank-store.ts';
import type { CardGateway } from '../../apps/web/src/lib/gateways/types.ts';
import { siteClient, storedReservation } from './booking-support.ts';
import { suiteCms } from './helpers.ts';

/**
 * The ledger's checks for the integration suite: a booking's invariants read from the CMS, the
 * simulated bank's books beside them (what a bank statement would show), and gateways that die
 * in the middle as a site process would.
 */
export interface LedgerCheck {
  reservation: string;
  problems: (LedgerProblem | { kind: string; detail: string })[];
}

/** Every invariant of one booking: its rows agree with each other and with the bank's books. */
export async function checkLedger(reservationId: string): Promise<LedgerCheck> {
  const stored = await storedReservation(reservationId);
  const ledger = await bookingLedger(siteClient(), reservationId);
  const problems: LedgerCheck['problems'] = ledgerProblems(
    { status: stored.status, total: stored.totals.total },
    ledger.payments.map(asLedgerPayment),
    ledger.refunds.map(asLedgerRefund),
  );
  const books = bankStore();
  for (const p of ledger.payments.filter((row) => row.provider !== 'paypal')) {
    const bank = books.read(p.provider_reference);
    const took = bank?.status === 'approved';
    if (p.status === 'pending')
      problems.push({ kind: 'pendingLeft', detail: p.provider_reference });
    else if (took !== (p.status === 'captured'))
      problems.push({
        kind: 'bankDisagrees',
        detail: `${p.provider_reference}: ledger ${p.status}, bank ${bank?.status ?? 'unknown'}`,
      });
    const bankRefunds = Object.entries(bank?.refunds ?? {});
    for (const [key, given] of bankRefunds) {
      const row = ledger.refunds.find((r) => r.idempotency_key === key);
      if (!row || row.status !== 'completed' || row.amount !== given.amount)
        problems.push({ kind: 'refundWithoutRow', detail: `${key}: ${given.amount}` });
    }
    for (const row of ledger.refunds.filter((r) => r.payment === p.id && r.amount > 0))
      if (row.status === 'completed' && !bank?.refunds[row.idempotency_key])
        problems.push({ kind: 'refundNotPaid', detail: row.idempotency_key });
  }
  for (const r of ledger.refunds.filter((row) => row.status === 'pending'))
    problems.push({ kind: 'pendingLeft', detail: r.idempotency_key });
  return { reservation: reservationId, problems };
}

/** A bank whose caller dies right after the bank took the payment: the answer never comes back. */
export const dyingAfterBank = (bank: CardGateway): CardGateway => ({
  ...bank,
  provider: bank.provider,
  async authorize(request) {
    await bank.authorize(request);
    throw new Error('the site process died after the bank answered');
  },
});

/** A bank whose caller dies before the request leaves: the bank never hears of it. */
export const dyingBeforeBank = (bank: CardGateway): CardGateway => ({
  ...bank,
  provider: bank.provider,
  async authorize() {
    throw new Error('the site process died before the bank was asked');
  },
});

/** Takes a booking's lock as another process that then dies: it holds until its lease ends. */
export async function lockLeftBy(reservation: string, ttlMs: number) {
  const cms = suiteCms();
  const res = await fetch(`${cms.url}/availability/locks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${cms.siteToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ reservation, owner: `dead-process.${Date.now()}`, ttlMs }),
  });
  return ((await res.json()) as { data: { held: boolean } }).data.held;
}
