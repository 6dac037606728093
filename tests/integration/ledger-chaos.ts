import { writeFileSync } from 'node:fs';
import { sweepLedger } from '../../apps/web/src/lib/booking/ledger-sweep.ts';
import type { CardGateway } from '../../apps/web/src/lib/gateways/types.ts';
import { SANDBOX_CARDS } from '../../apps/web/src/lib/gateways/sandbox-bank.ts';
import { paymentDeps } from './booking-support.ts';
import { BOOKED, changeDeps } from './change-support.ts';
import { asAnotherProcess } from './helpers.ts';
import { checkLedger, dyingAfterBank, lockLeftBy, type LedgerCheck } from './ledger-support.ts';
import { bank, bookFor, cancelDeps, card, cardPaymentDeps } from './precheckin-support.ts';
import { seededRandom } from '../support/seeded-random.ts';

/**
 * Chaos on the money of a few paid bookings (docs/payments.md "Proof"), run by
 * ledger-chaos.test.ts on SQLite and postgres.test.ts on PostgreSQL: rounds of operations at
 * the same moment on the same booking, as a renter with two tabs and staff in Studio would make
 * them, spread over two site processes (each its own copy of the modules, as two Node processes
 * are), some of them dying in the middle: pay a dearer change's difference, confirm a cheaper
 * change, cancel, staff cancel. After the sweep, every booking keeps every invariant: captured
 * less refunded is what it says it holds, no refund beyond its payment, the bank's books agree
 * with the ledger (no money taken or given back without its row), nothing left pending.
 *
 * CHAOS_SEED replays a run; CHAOS_REPORT=file writes what the operations answered.
 */
const { random, pick } = seededRandom(Number(process.env.CHAOS_SEED || 20261129));

type Site = {
  change: typeof import('../../apps/web/src/lib/my-booking/change.ts');
  changePayment: typeof import('../../apps/web/src/lib/my-booking/change-payment.ts');
  cancelling: typeof import('../../apps/web/src/lib/booking/cancelling.ts');
  staff: typeof import('../../apps/web/src/lib/staff/actions.ts');
  service: typeof import('../../apps/web/src/lib/my-booking/service.ts');
};
const loadSite = async (): Promise<Site> => ({
  change: await import('../../apps/web/src/lib/my-booking/change.ts'),
  changePayment: await import('../../apps/web/src/lib/my-booking/change-payment.ts'),
  cancelling: await import('../../apps/web/src/lib/booking/cancelling.ts'),
  staff: await import('../../apps/web/src/lib/staff/actions.ts'),
  service: await import('../../apps/web/src/lib/my-booking/service.ts'),
});

/** A refund gateway whose caller dies after the bank gave the money back. */
const dyingAfterRefund = (gateway: CardGateway): CardGateway => ({
  ...gateway,
  provider: gateway.provider,
  async refund(request) {
    await gateway.refund(request);
    throw new Error('the site process died after the bank refunded');
  },
});

const RETURN = 'https://site.example/es/mi-reserva';
const trip = (returnAt: string) => ({
  pickupBranch: 'PTY',
  returnBranch: 'PTY',
  pickupAt: BOOKED.pickupAt,
  returnAt,
  confirm: false,
  expectedTotal: null as number | null,
});
const RETURNS = [
  '2026-12-12T15:00:00.000Z',
  '2026-12-14T15:00:00.000Z',
  '2026-12-16T15:00:00.000Z',
];

interface Booking {
  id: string;
  code: string;
}

/** One operation on a booking, through one process, maybe dying in the middle. */
async function operate(site: Site, booking: Booking, kind: string, dies: boolean) {
  const bankOf = dies ? dyingAfterBank(bank) : bank;
  const refundOf = dies ? dyingAfterRefund(bank) : bank;
  const payments = paymentDeps({ card: bankOf, paypal: null });
  const d = { ...changeDeps(payments), refunds: { card: refundOf, paypal: null } };
  const found = await site.service.findMyBooking(d, { code: booking.code, identity: 'Pérez' });
  if (!found.ok) return 'gone';
  const asked = trip(pick(RETURNS));
  if (kind === 'change' || kind === 'pay') {
    const q = await site.change.changeMyBooking(d, found.session, asked);
    if (!q.ok || q.kind !== 'quote') return 'refused';
    const confirmed = { ...asked, confirm: true, expectedTotal: q.preview.bill.totals.total };
    if (q.preview.settlement.kind === 'payDifference')
      return (
        await site.changePayment.payChangeByCard(
          d,
          found.session,
          { change: confirmed, card: card(SANDBOX_CARDS.approve) },
          RETURN,
          'es',
        )
      ).ok;
    return (await site.change.changeMyBooking(d, found.session, confirmed)).ok;
  }
  const cancel = { ...cancelDeps(), refunds: { card: refundOf, paypal: null } };
  if (kind === 'staffCancel') return site.staff.runStaffAction(cancel, 'cancel', booking.id);
  const quote = await site.cancelling.cancellationQuote(
    cancel,
    (await site.service.bookingOf(d, found.session)) as never,
  );
  return quote.allowed
    ? (await site.cancelling.cancelReservation(cancel, booking.id, quote.refund)).ok
    : 'refused';
}

/** `rounds` rounds on 4 paid bookings of `car`; answers each booking's ledger check after the sweep. */
export async function runChaos(car: string, rounds: number): Promise<LedgerCheck[]> {
  const sites = [await loadSite(), await asAnotherProcess(loadSite)];
  const bookings: Booking[] = [];
  for (let i = 0; i < 4; i++) bookings.push(await bookFor(car, 'paid', BOOKED));
  const kinds = ['pay', 'pay', 'pay', 'change', 'change', 'change', 'cancel', 'staffCancel'];
  const outcomes: Record<string, number> = {};
  for (let round = 0; round < rounds; round++) {
    const booking = pick(bookings);
    const ops = Array.from({ length: 2 + Math.floor(random() * 2) }, (_, i) => ({
      site: sites[i % 2],
      kind: pick(kinds),
      dies: random() < 0.25,
    }));
    const results = await Promise.all(
      ops.map((op) => operate(op.site, booking, op.kind, op.dies).catch(() => 'threw')),
    );
    ops.forEach((op, i) => {
      const key = `${op.kind}${op.dies ? ' (dies)' : ''}: ${String(results[i])}`;
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    });
    // Now and then a process dies holding the booking's lock.
    if (random() < 0.2) await lockLeftBy(booking.id, 1500);
  }
  const deps = cardPaymentDeps();
  for (let pass = 0; pass < 2; pass++)
    await sweepLedger(deps, { now: new Date(Date.now() + 1000), graceMs: 0, challengeMs: 0 });
  if (process.env.CHAOS_REPORT)
    writeFileSync(process.env.CHAOS_REPORT, JSON.stringify(outcomes, null, 1));
  return Promise.all(bookings.map((b) => checkLedger(b.id)));
}
