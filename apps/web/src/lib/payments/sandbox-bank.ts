import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { cardDigits } from '@rental/domain/forms/card';
import type { CardAuthorization, CardGateway, RefundRequest } from './types.ts';
import type { Locale } from '@rental/domain/locale';

/**
 * The simulated bank (payment gateway `sandbox`, and `metrobank` in sandbox mode). It lives in
 * the site, holds no state of its own and decides by test card number:
 *
 *   4242 4242 4242 4242  approved at once
 *   4000 0000 0000 0002  declined ("card declined")
 *   4000 0000 0000 9995  declined ("insufficient funds")
 *   4000 0000 0000 3220  3-D Secure style challenge: the renter approves or refuses in a
 *                        payment window served by /api/payments/sandbox/challenge
 *   any other number     declined ("not a test card"): nothing real is ever charged
 *
 * The challenge link carries a signed, expiring token naming the payment, so the window can
 * only answer for the payment it was opened for. Its answer comes back to the site like a
 * bank's callback and is accepted once (lib/booking/paying/card.ts).
 *
 * Refunds: being stateless, the bank answers a refund with a reference derived from its
 * request id, so the same request (a retried cancellation) names the same refund and nothing
 * is given back twice; whether the amount fits the payment is the site's to check (it records
 * the refund in the CMS first, where the website guard holds it to what the payment took).
 */
export const SANDBOX_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
  challenge: '4000000000003220',
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

export function createSandboxBank(options: {
  secret: string;
  now?: () => number;
}): CardGateway & { readTicket(token: string): ChallengeTicket | null } {
  const now = options.now ?? Date.now;
  const sign = (body: string) => createHmac('sha256', options.secret).update(body).digest();
  const ticket = (t: ChallengeTicket) => {
    const body = b64(JSON.stringify(t));
    return `${body}.${b64(sign(body))}`;
  };

  return {
    provider: 'sandbox',
    async authorize(request): Promise<CardAuthorization> {
      const providerReference = `sbx_${randomUUID()}`;
      const digits = cardDigits(request.card.number);
      if (digits === SANDBOX_CARDS.approve) return { outcome: 'approved', providerReference };
      if (digits === SANDBOX_CARDS.challenge) {
        const token = ticket({
          providerReference,
          reference: request.reference,
          amount: request.amount,
          locale: request.locale,
          returnUrl: request.returnUrl,
          expires: now() + CHALLENGE_TTL_MS,
        });
        return {
          outcome: 'challenge',
          providerReference,
          challengeUrl: `${SANDBOX_CHALLENGE_PATH}?token=${token}`,
        };
      }
      if (digits === SANDBOX_CARDS.insufficientFunds)
        return { outcome: 'declined', providerReference, reason: 'insufficient_funds' };
      return {
        outcome: 'declined',
        providerReference,
        reason: digits === SANDBOX_CARDS.decline ? 'card_declined' : 'not_a_test_card',
      };
    },
    async refund(request: RefundRequest) {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        throw new RangeError(`Not a refund amount in cents: ${request.amount}`);
      if (!request.providerReference.startsWith('sbx_'))
        throw new Error('the simulated bank knows no such payment');
      const id = createHash('sha256')
        .update(`${request.requestId}:${request.providerReference}`)
        .digest('hex');
      return { refundReference: `sbx_refund_${id.slice(0, 24)}` };
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
