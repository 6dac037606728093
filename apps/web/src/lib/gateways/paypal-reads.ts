import { randomUUID } from 'node:crypto';
import type { createPaypalClient } from './paypal-client.ts';
import type { PaypalOrderState, PaypalWebhookSignature } from './types.ts';

/**
 * The PayPal calls behind the reconciler and the webhook (docs/payments.md): reading an order
 * as PayPal has it, and PayPal's own check of a webhook delivery's signature.
 */
type Client = ReturnType<typeof createPaypalClient>;

/** GET /v2/checkout/orders/{id}: its status; NOT_FOUND when PayPal responds 404 (expired, or never ours). */
export async function readOrder(client: Client, orderId: string): Promise<PaypalOrderState> {
  const what = `read order ${orderId}`;
  const reply = await client.get(what, `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
  if (reply.status === 404) return { status: 'NOT_FOUND', createTime: null };
  const order = reply.body as { status?: unknown; create_time?: unknown };
  if (reply.status !== 200 || typeof order.status !== 'string') throw client.failure(what, reply);
  const created = typeof order.create_time === 'string' ? new Date(order.create_time) : null;
  return {
    status: order.status,
    createTime: created && !Number.isNaN(created.getTime()) ? created : null,
  };
}

/**
 * POST /v1/notifications/verify-webhook-signature (PayPal's Webhooks v1 reference). PayPal
 * checks the signature against its certificate and the webhook id; only SUCCESS is trusted.
 * A fresh request id each time: one derived from the delivery (its transmission id) would let a
 * forged body with a real delivery's headers get that delivery's cached SUCCESS back.
 */
export async function verifySignature(
  client: Client,
  signature: PaypalWebhookSignature,
): Promise<boolean> {
  const what = 'verify webhook signature';
  const reply = await client.post(
    what,
    '/v1/notifications/verify-webhook-signature',
    {
      auth_algo: signature.authAlgo,
      cert_url: signature.certUrl,
      transmission_id: signature.transmissionId,
      transmission_sig: signature.transmissionSig,
      transmission_time: signature.transmissionTime,
      webhook_id: signature.webhookId,
      webhook_event: signature.event,
    },
    randomUUID(),
  );
  if (reply.status !== 200) throw client.failure(what, reply);
  return (reply.body as { verification_status?: unknown }).verification_status === 'SUCCESS';
}
