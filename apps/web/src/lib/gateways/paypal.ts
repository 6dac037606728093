import {
  centsToPaypalValue,
  createPaypalClient,
  PaypalError,
  paypalValueToCents,
  type PaypalClientOptions,
  type PaypalReply,
} from './paypal-client.ts';
import { refundOrderCapture } from './paypal-refund.ts';
import type { PaypalCapture, PaypalGateway } from './types.ts';
import { readOrder, verifySignature } from './paypal-reads.ts';

/**
 * PayPal Orders v2 behind the site's PaypalGateway: create an order, send the buyer to PayPal's
 * approval page, capture it server-side when the buyer comes back. Amounts are cents in the
 * site and two-decimal strings at PayPal. Checked against services/paypal-sandbox, a stand-in
 * that follows PayPal's documented contract (docs/payments-paypal.md).
 */
export { centsToPaypalValue, paypalValueToCents, PaypalError };
export type PaypalGatewayOptions = PaypalClientOptions;

const PAYPAL_LOCALE = { es: 'es-PA', en: 'en-US' } as const;

interface Link {
  href: string;
  rel: string;
}
interface Capture {
  id: string;
  status: string;
  amount?: { currency_code?: string; value?: string };
  status_details?: { reason?: string };
}
interface Order {
  id?: string;
  links?: Link[];
  purchase_units?: { payments?: { captures?: Capture[] } }[];
}

/** PayPal's business responses to a capture (422) that are outcomes for the site, not faults. */
const CAPTURE_ISSUES = new Map<string, PaypalCapture>([
  ['ORDER_NOT_APPROVED', { outcome: 'not-approved' }],
  ['ORDER_ALREADY_CAPTURED', { outcome: 'already-captured' }],
  ['INSTRUMENT_DECLINED', { outcome: 'declined', reason: 'INSTRUMENT_DECLINED' }],
]);

export function createPaypalGateway(options: PaypalGatewayOptions): PaypalGateway {
  const client = createPaypalClient(options);
  const log = options.log ?? ((line: string) => console.error(line));

  function captured(what: string, reply: PaypalReply): PaypalCapture {
    const capture = (reply.body as Order).purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture)
      throw new PaypalError(
        `PayPal ${what}: answer without a capture`,
        reply.status,
        'NO_CAPTURE',
        reply.debugId,
      );
    // An order can be COMPLETED with a declined capture: only the capture's own status says the money moved.
    if (capture.status === 'DECLINED' || capture.status === 'FAILED') {
      log(`paypal: ${what}: capture ${capture.status}`);
      return { outcome: 'declined', reason: capture.status_details?.reason ?? capture.status };
    }
    if (capture.status !== 'COMPLETED') {
      // PENDING (e.g. under review) is neither paid nor refused; the caller decides, we do not guess.
      throw new PaypalError(
        `PayPal ${what}: capture ${capture.status}`,
        reply.status,
        `CAPTURE_${capture.status}`,
        reply.debugId,
      );
    }
    if (capture.amount?.currency_code !== 'USD' || typeof capture.amount.value !== 'string') {
      throw new PaypalError(
        `PayPal ${what}: capture not in USD`,
        reply.status,
        'UNEXPECTED_CURRENCY',
        reply.debugId,
      );
    }
    return {
      outcome: 'captured',
      captureId: capture.id,
      amount: paypalValueToCents(capture.amount.value),
    };
  }

  return {
    provider: 'paypal',

    async createOrder(request) {
      const what = `create order ${request.reference}`;
      const reply = await client.post(
        what,
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: request.reference,
              // PayPal refuses descriptions over 127 characters rather than cutting them.
              description: Array.from(request.description).slice(0, 127).join(''),
              amount: {
                currency_code: request.currency,
                value: centsToPaypalValue(request.amount),
              },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: request.returnUrl,
                cancel_url: request.cancelUrl,
                locale: PAYPAL_LOCALE[request.locale],
                user_action: 'PAY_NOW',
                // A rental has nothing to ship; without this PayPal asks the buyer for an address.
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        },
        request.requestId,
      );
      if (reply.status !== 200 && reply.status !== 201) throw client.failure(what, reply);
      const order = reply.body as Order;
      // 'payer-action' with payment_source (our request); 'approve' for orders created without one.
      const approve = order.links?.find(
        (link) => link.rel === 'payer-action' || link.rel === 'approve',
      );
      if (!order.id || !approve)
        throw new PaypalError(
          `PayPal ${what}: answer without an approval link`,
          reply.status,
          'NO_APPROVE_LINK',
          reply.debugId,
        );
      return { orderId: order.id, approveUrl: approve.href };
    },

    async captureOrder(orderId, requestId) {
      const what = `capture ${orderId}`;
      const reply = await client.post(
        what,
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        {},
        requestId,
      );
      if (reply.status === 200 || reply.status === 201) return captured(what, reply);
      const issue = client.issueOf(reply);
      const outcome = reply.status === 422 && issue ? CAPTURE_ISSUES.get(issue) : undefined;
      if (!outcome) throw client.failure(what, reply);
      log(`paypal: ${what}: ${issue}${reply.debugId ? ` (debug_id ${reply.debugId})` : ''}`);
      return { ...outcome };
    },

    async refundOrder(request) {
      return refundOrderCapture(client, request);
    },
    getOrder: (orderId) => readOrder(client, orderId),
    verifyWebhookSignature: (signature) => verifySignature(client, signature),
  };
}
