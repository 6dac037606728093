/** Orders as PayPal's JSON shows them: links follow the status, like PayPal's HATEOAS links. */
import type { Link, Order } from './orders.ts';

/** The one sandbox buyer who approves every order. */
const BUYER = {
  given_name: 'Sandbox',
  surname: 'Buyer',
  email_address: 'sb-buyer@personal.example.com',
};
const PAYEE = { email_address: 'sb-merchant@business.example.com', merchant_id: 'SANDBOXMERCHANT' };

export function approvalUrl(base: string, order: Order): string {
  return `${base}/checkoutnow?token=${order.id}`;
}

function links(base: string, order: Order): Link[] {
  const self = `${base}/v2/checkout/orders/${order.id}`;
  const list: Link[] = [{ href: self, rel: 'self', method: 'GET' }];
  if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
    list.push({
      href: approvalUrl(base, order),
      rel: order.withPaymentSource ? 'payer-action' : 'approve',
      method: 'GET',
    });
    if (!order.withPaymentSource) list.push({ href: self, rel: 'update', method: 'PATCH' });
  }
  if (order.status === 'CREATED' || order.status === 'APPROVED')
    list.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
  return list;
}

function payer(order: Order) {
  return order.payerId
    ? {
        name: { given_name: BUYER.given_name, surname: BUYER.surname },
        email_address: BUYER.email_address,
        payer_id: order.payerId,
      }
    : undefined;
}

/** Prefer: return=minimal (PayPal's default) gives id, status and links; return=representation everything. */
export function orderJson(base: string, order: Order, full: boolean): Record<string, unknown> {
  const buyer = payer(order);
  const paymentSource =
    order.withPaymentSource || buyer
      ? {
          payment_source: {
            paypal: buyer
              ? { email_address: buyer.email_address, account_id: buyer.payer_id, name: buyer.name }
              : {},
          },
        }
      : {};
  if (!full)
    return { id: order.id, status: order.status, ...paymentSource, links: links(base, order) };
  const capture = order.capture
    ? {
        payments: {
          captures: [
            {
              ...order.capture,
              links: [
                {
                  href: `${base}/v2/payments/captures/${String(order.capture.id)}`,
                  rel: 'self',
                  method: 'GET',
                },
              ],
            },
          ],
        },
      }
    : {};
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    ...paymentSource,
    purchase_units: [
      {
        reference_id: order.referenceId,
        amount: order.amount,
        payee: PAYEE,
        ...(order.description ? { description: order.description } : {}),
        ...capture,
      },
    ],
    ...(buyer ? { payer: buyer } : {}),
    create_time: order.createTime,
    update_time: order.updateTime,
    links: links(base, order),
  };
}
