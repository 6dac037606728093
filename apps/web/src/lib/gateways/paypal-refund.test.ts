import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startPaypalSandbox,
  type RunningPaypalSandbox,
} from '../../../../../services/paypal-sandbox/src/server.ts';
import { approveAsBuyer } from '../../../../../services/paypal-sandbox/src/buyer.ts';
import { createPaypalGateway, PaypalError } from './paypal.ts';
import type { PaypalGateway } from './types.ts';

/**
 * Refunds through the original gateway: PayPal's captures refund endpoint on the
 * contract server, with PayPal-Request-Id so a retried refund is the same refund and PayPal
 * refuses more than was captured; the simulated bank, stateless, names the same refund for the
 * same request.
 */
let sandbox: RunningPaypalSandbox;
let paypal: PaypalGateway;
const calls: { method: string; path: string; headers: Headers; body?: string }[] = [];
beforeAll(async () => {
  sandbox = await startPaypalSandbox({ port: 0, clientId: 'id', clientSecret: 'secret' });
  paypal = createPaypalGateway({
    baseUrl: sandbox.url,
    clientId: 'id',
    clientSecret: 'secret',
    log: () => {},
    fetch: (input, init = {}) => {
      calls.push({
        method: init.method ?? 'GET',
        path: new URL(String(input)).pathname,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? init.body : undefined,
      });
      return fetch(input, init);
    },
  });
});
afterAll(() => sandbox.close());

async function capturedOrder(cents: number): Promise<string> {
  const { orderId, approveUrl } = await paypal.createOrder({
    reference: 'F-REFUND',
    amount: cents,
    currency: 'USD',
    description: 'Kia Picanto',
    returnUrl: 'https://site.example/return',
    cancelUrl: 'https://site.example/cancel',
    locale: 'en',
    requestId: randomUUID(),
  });
  await approveAsBuyer(approveUrl);
  expect(await paypal.captureOrder(orderId, randomUUID())).toMatchObject({ outcome: 'captured' });
  return orderId;
}

describe('PayPal refunds (POST /v2/payments/captures/{id}/refund)', () => {
  it('refunds part of the capture once per request id, in PayPal’s amount shape', async () => {
    const orderId = await capturedOrder(25_000);
    const request = {
      providerReference: orderId,
      amount: 22_500,
      currency: 'USD' as const,
      requestId: `refund:${randomUUID()}`,
    };
    const first = await paypal.refundOrder(request);
    const again = await paypal.refundOrder(request);
    expect(again.refundReference).toBe(first.refundReference);

    const refundCall = calls.findLast((c) => c.path.endsWith('/refund'))!;
    expect(refundCall.method).toBe('POST');
    expect(refundCall.path).toMatch(/^\/v2\/payments\/captures\/[A-Z0-9]+\/refund$/);
    expect(refundCall.headers.get('PayPal-Request-Id')).toBe(request.requestId);
    expect(JSON.parse(refundCall.body!)).toEqual({
      amount: { value: '225.00', currency_code: 'USD' },
    });

    const token = await fetch(`${sandbox.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa('id:secret')}` },
      body: 'grant_type=client_credentials',
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const stored = await fetch(`${sandbox.url}/v2/payments/refunds/${first.refundReference}`, {
      headers: { Authorization: `Bearer ${token.access_token}` },
    });
    expect(await stored.json()).toMatchObject({
      id: first.refundReference,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '225.00' },
    });

    // 25.00 is left of the capture: more than that is refused, as PayPal does.
    const tooMuch = paypal.refundOrder({ ...request, amount: 2_501, requestId: randomUUID() });
    await expect(tooMuch).rejects.toThrow(PaypalError);
    await expect(tooMuch).rejects.toMatchObject({ status: 422, issue: 'REFUND_AMOUNT_EXCEEDED' });
    await paypal.refundOrder({ ...request, amount: 2_500, requestId: randomUUID() });
    await expect(
      paypal.refundOrder({ ...request, amount: 1, requestId: randomUUID() }),
    ).rejects.toMatchObject({ issue: 'CAPTURE_FULLY_REFUNDED' });
  });

  it('refuses an order that was never captured', async () => {
    const { orderId } = await paypal.createOrder({
      reference: 'F-NOCAPT',
      amount: 1_000,
      currency: 'USD',
      description: 'x',
      returnUrl: 'https://site.example/return',
      cancelUrl: 'https://site.example/cancel',
      locale: 'es',
      requestId: randomUUID(),
    });
    await expect(
      paypal.refundOrder({
        providerReference: orderId,
        amount: 1_000,
        currency: 'USD',
        requestId: randomUUID(),
      }),
    ).rejects.toMatchObject({ issue: 'NO_CAPTURE' });
  });
});
