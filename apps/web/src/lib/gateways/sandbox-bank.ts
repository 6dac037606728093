import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { cardDigits } from '@rental/domain/forms/card';
import { bankStore, type BankPayment, type BankStore } from './sandbox-bank-store.ts';
import { sandboxHolds, SANDBOX_DEBIT_CARD } from './sandbox-bank-holds.ts';
import type { CardAuthorization, CardGateway, CardPaymentLookup, RefundRequest } from './types.ts';
import type { Locale } from '@rental/domain/locale';

/**
 * The simulated bank (gateway `sandbox`, and `metrobank` in sandbox mode). Its books are files
 * every process shares (sandbox-bank-store.ts), so any process can respond for a payment, even
 * after a crash. It decides by test card number:
 *
 *   4242 4242 4242 4242  approved at once
 *   4000 0000 0000 0002  declined ("card declined")
 *   4000 0000 0000 9995  declined ("insufficient funds")
 *   4000 0000 0000 3220  challenge: the renter approves or refuses in the payment window
 *   any other number     declined ("not a test card"): nothing real is ever charged
 *
 * The same reference (`requestId`) twice is the same payment; a refund is known by its own key.
 */
export const SANDBOX_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
  challenge: '4000000000003220',
  /** Paid with like any card; a deposit is never held on it (sandbox-bank-holds.ts). */
  debit: SANDBOX_DEBIT_CARD,
} as const;

const CHALLENGE_TTL_MS = 15 * 60 * 1000;
export const SANDBOX_CHALLENGE_PATH = '/api/payments/sandbox/challenge';

export interface ChallengeTicket {
  providerReference: string;
  reference: string;
  amount: number;
  locale: Locale;
  returnUrl: string;
  expires: number;
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');

const DECISIONS: Record<string, Pick<BankPayment, 'status' | 'reason'>> = {
  [SANDBOX_CARDS.approve]: { status: 'approved' },
  [SANDBOX_CARDS.challenge]: { status: 'challenge' },
  [SANDBOX_CARDS.decline]: { status: 'declined', reason: 'card_declined' },
  [SANDBOX_CARDS.insufficientFunds]: { status: 'declined', reason: 'insufficient_funds' },
  [SANDBOX_CARDS.debit]: { status: 'approved' },
};

export function createSandboxBank(options: {
  secret: string;
  now?: () => number;
  store?: BankStore;
}): CardGateway & { readTicket(token: string): ChallengeTicket | null } {
  const now = options.now ?? Date.now;
  const books = options.store ?? bankStore();
  const sign = (body: string) => createHmac('sha256', options.secret).update(body).digest();
  const ticket = (t: ChallengeTicket) => {
    const body = b64(JSON.stringify(t));
    return `${body}.${b64(sign(body))}`;
  };
  const known = (reference: string) => {
    const payment = books.read(reference);
    if (!payment) throw new Error('the simulated bank knows no such payment');
    return payment;
  };

  return {
    ...sandboxHolds(books, now),
    provider: 'sandbox',
    async authorize(request): Promise<CardAuthorization> {
      const providerReference = request.requestId;
      const decided = DECISIONS[cardDigits(request.card.number)] ?? {
        status: 'declined',
        reason: 'not_a_test_card',
      };
      const payment = books.open({
        reference: providerReference,
        amount: request.amount,
        ...decided,
        refunds: {},
      });
      if (payment.status === 'approved') return { outcome: 'approved', providerReference };
      if (payment.status === 'declined')
        return { outcome: 'declined', providerReference, reason: payment.reason ?? 'declined' };
      const token = ticket({
        providerReference,
        reference: request.reference,
        amount: payment.amount,
        locale: request.locale,
        returnUrl: request.returnUrl,
        expires: now() + CHALLENGE_TTL_MS,
      });
      return {
        outcome: 'challenge',
        providerReference,
        challengeUrl: `${SANDBOX_CHALLENGE_PATH}?token=${token}`,
      };
    },
    async answerChallenge(requestId, approved) {
      const payment = known(requestId);
      if (payment.status !== 'challenge') return;
      books.write({
        ...payment,
        ...(approved ? { status: 'authenticated' } : { status: 'declined', reason: 'refused' }),
      });
    },
    async finishChallenge(requestId, capture) {
      const payment = known(requestId);
      if (payment.status === 'approved' || payment.status === 'declined') return payment.status;
      const taken = capture && payment.status === 'authenticated';
      books.write({
        ...payment,
        ...(taken ? { status: 'approved' } : { status: 'declined', reason: 'not_completed' }),
      });
      return taken ? 'approved' : 'declined';
    },
    async lookup(requestId): Promise<CardPaymentLookup> {
      const payment = books.read(requestId);
      // A deposit hold is no payment: asked as one, the bank knows no such payment.
      if (!payment || payment.hold) return { status: 'unknown' };
      const status = payment.status as 'approved' | 'declined' | 'challenge' | 'authenticated';
      return { status, amount: payment.amount };
    },
    async refund(request: RefundRequest) {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        throw new RangeError(`Not a refund amount in cents: ${request.amount}`);
      const payment = known(request.providerReference);
      const given = payment.refunds[request.requestId];
      if (given) return { refundReference: given.id };
      if (payment.status !== 'approved') throw new Error('the payment was not approved');
      const refunded = Object.values(payment.refunds).reduce((sum, r) => sum + r.amount, 0);
      if (refunded + request.amount > payment.amount)
        throw new Error(
          `refund_exceeds_payment: ${refunded + request.amount} of ${payment.amount} cents`,
        );
      const id = createHash('sha256')
        .update(`${request.requestId}:${request.providerReference}`)
        .digest('hex');
      const refundReference = `sbx_refund_${id.slice(0, 24)}`;
      books.write({
        ...payment,
        refunds: {
          ...payment.refunds,
          [request.requestId]: { amount: request.amount, id: refundReference },
        },
      });
      return { refundReference };
    },
    readTicket(token) {
      const [body, mac] = token.split('.');
      if (!body || !mac) return null;
      const expected = sign(body);
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const t = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ChallengeTicket;
        return t.expires > now() ? t : null;
      } catch {
        return null;
      }
    },
  };
}
