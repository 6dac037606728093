import { centsToPaypalValue, PaypalError, type createPaypalClient } from './paypal-client.ts';
import type { RefundRequest } from './types.ts';

/**
 * A PayPal refund: the order's capture given back (part of) its amount through Payments v2,
 * `POST /v2/payments/captures/{capture_id}/refund` with `{ amount: { value, currency_code } }`
 * and PayPal-Request-Id, so a retried refund is the same refund. The site keeps the order id
 * with its payment; the capture id is read from the order (`GET /v2/checkout/orders/{id}`).
 */
type Client = ReturnType<typeof createPaypalClient>;

interface OrderWithCapture {
  purchase_units?: { payments?: { captures?: { id?: string; status?: string }[] } }[];
}

export async function refundOrderCapture(
  client: Client,
  request: RefundRequest,
): Promise<{ refundReference: string }> {
  const order = `order ${request.providerReference}`;
  const read = await client.get(
    `read ${order}`,
    `/v2/checkout/orders/${encodeURIComponent(request.providerReference)}`,
  );
  if (read.status !== 200) throw client.failure(`read ${order}`, read);
  const capture = (read.body as OrderWithCapture).purchase_units?.[0]?.payments?.captures?.[0];
  if (!capture?.id)
    throw new PaypalError(`PayPal refund of ${order}: no capture`, read.status, 'NO_CAPTURE');
  const what = `refund capture ${capture.id}`;
  const reply = await client.post(
    what,
    `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
    { amount: { value: centsToPaypalValue(request.amount), currency_code: request.currency } },
    request.requestId,
  );
  const refund = reply.body as { id?: string; status?: string };
  if ((reply.status !== 200 && reply.status !== 201) || !refund.id)
    throw client.failure(what, reply);
  // PENDING (e.g. an e-cheque funding) is given back later by PayPal: the refund exists, its id is kept.
  if (refund.status !== 'COMPLETED' && refund.status !== 'PENDING')
    throw new PaypalError(`PayPal ${what}: refund ${refund.status}`, reply.status, refund.status);
  return { refundReference: refund.id };
}
