import { reconcileOrderById, type ReconcileOutcome } from './reconcile.ts';
import type { PaymentDeps } from './shared.ts';

/**
 * PayPal's webhook (docs/payments.md): a delivery is believed only once PayPal verifies its
 * signature, and even then it is a hint: the order is read from PayPal and settled by the
 * reconciler, so a replay changes nothing. 503 when PayPal could not be asked, so it retries.
 */
export interface WebhookResponse {
  status: number;
  body: { ok: boolean; outcome?: ReconcileOutcome; error?: string };
}

/** The events the site subscribes to, and where each names its order. */
const ORDER_OF: Record<string, (resource: Record<string, unknown>) => unknown> = {
  'CHECKOUT.ORDER.APPROVED': (r) => r.id,
  'PAYMENT.CAPTURE.COMPLETED': relatedOrder,
  'PAYMENT.CAPTURE.DENIED': relatedOrder,
};

function relatedOrder(capture: Record<string, unknown>): unknown {
  const supplementary = capture.supplementary_data as
    { related_ids?: { order_id?: unknown } } | undefined;
  return supplementary?.related_ids?.order_id;
}

/** Bodies PayPal sends are a few kilobytes; a larger one is not a webhook. */
export const MAX_WEBHOOK_BYTES = 64 * 1024;
const HEADER = {
  transmissionId: 'paypal-transmission-id',
  transmissionTime: 'paypal-transmission-time',
  transmissionSig: 'paypal-transmission-sig',
  certUrl: 'paypal-cert-url',
  authAlgo: 'paypal-auth-algo',
} as const;
const ORDER_ID = /^[A-Z0-9-]{1,64}$/;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

type Parsed =
  | { error: string }
  | {
      headers: Record<keyof typeof HEADER, string>;
      event: Record<string, unknown>;
      type: string;
      orderId: string;
    };

/** The delivery's headers and event, or why it is not one. */
function parse(headers: Headers, body: string): Parsed {
  const signature = {} as Record<keyof typeof HEADER, string>;
  for (const [key, name] of Object.entries(HEADER) as [keyof typeof HEADER, string][]) {
    const value = headers.get(name);
    if (!value || value.length > 2048) return { error: `missing or oversized header ${name}` };
    signature[key] = value;
  }
  if (body.length > MAX_WEBHOOK_BYTES) return { error: 'body too large' };
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    return { error: 'body is not JSON' };
  }
  if (!isObject(event) || typeof event.id !== 'string' || !isObject(event.resource))
    return { error: 'not a webhook event' };
  const type = typeof event.event_type === 'string' ? event.event_type : '';
  const orderOf = Object.hasOwn(ORDER_OF, type) ? ORDER_OF[type] : undefined;
  if (!orderOf) return { error: `unknown event type ${JSON.stringify(type.slice(0, 60))}` };
  const orderId = orderOf(event.resource);
  if (typeof orderId !== 'string' || !ORDER_ID.test(orderId))
    return { error: `${type} without an order id` };
  return { headers: signature, event, type, orderId };
}

const refused = (
  deps: PaymentDeps,
  status: number,
  error: string,
  reason: string,
): WebhookResponse => {
  deps.log?.(`[paypal-webhook] ${status}: ${reason}`);
  return { status, body: { ok: false, error } };
};

export async function handlePaypalWebhook(
  deps: PaymentDeps,
  webhookId: string | undefined,
  headers: Headers,
  body: string,
  now: Date,
): Promise<WebhookResponse> {
  if (!deps.paypal || !webhookId)
    return refused(deps, 404, 'not-configured', 'PayPal webhook not configured');
  const parsed = parse(headers, body);
  if ('error' in parsed) return refused(deps, 400, 'malformed', parsed.error);
  let verified: boolean;
  try {
    verified = await deps.paypal.verifyWebhookSignature({
      ...parsed.headers,
      webhookId,
      event: parsed.event,
    });
  } catch (error) {
    return refused(deps, 503, 'unavailable', `verification failed: ${message(error)}`);
  }
  if (!verified)
    return refused(
      deps,
      401,
      'unverified',
      `${parsed.type} ${parsed.event.id as string}: signature not verified`,
    );
  try {
    const outcome = await reconcileOrderById(deps, parsed.orderId, now);
    deps.log?.(`[paypal-webhook] ${parsed.type} order ${parsed.orderId}: ${outcome}`);
    return { status: 200, body: { ok: true, outcome } };
  } catch (error) {
    return refused(deps, 503, 'unavailable', `order ${parsed.orderId}: ${message(error)}`);
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
