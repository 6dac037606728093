import { describe, expect, it, vi } from 'vitest';
import type { CmsClient } from '../../cms/client.ts';
import type { PaypalGateway } from '../../gateways/types.ts';
import { handlePaypalWebhook } from './paypal-webhook.ts';

/**
 * What the webhook refuses before anything reaches PayPal or the CMS (the accepted path runs
 * against the contract server and Directus: tests/integration/paypal-reconcile.test.ts).
 */
const headers = () =>
  new Headers({
    'paypal-transmission-id': 'b1c2d3e4-0000-1111-2222-333344445555',
    'paypal-transmission-time': '2026-11-24T12:00:00Z',
    'paypal-transmission-sig': 'c2lnbmF0dXJl',
    'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1',
    'paypal-auth-algo': 'SHA256withRSA',
  });
const event = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 'WH-1',
    event_type: 'CHECKOUT.ORDER.APPROVED',
    resource: { id: '5O190127TN364715T', status: 'APPROVED' },
    ...overrides,
  });

function setup(verified = false) {
  const lines: string[] = [];
  const verify = vi.fn(async () => verified);
  const cms = new Proxy(
    {},
    {
      get: () => () => Promise.reject(new Error('the CMS must not be asked')),
    },
  ) as CmsClient;
  const deps = {
    cms,
    brand: 'firefly' as const,
    now: () => new Date(),
    card: null,
    paypal: { verifyWebhookSignature: verify } as unknown as PaypalGateway,
    log: (l: string) => lines.push(l),
  };
  const deliver = (body: string, h = headers(), webhookId: string | null = 'WEBHOOK1') =>
    handlePaypalWebhook(deps, webhookId ?? undefined, h, body, new Date());
  return { lines, verify, deliver };
}

describe('handlePaypalWebhook refuses', () => {
  it.each([
    ['a body that is not JSON', '{"id":', headers()],
    ['JSON that is not an event', '[1,2]', headers()],
    ['an event without a resource', event({ resource: 'x' }), headers()],
    [
      'an event type it does not subscribe to',
      event({ event_type: 'PAYMENT.SALE.COMPLETED' }),
      headers(),
    ],
    ['an inherited name as event type', event({ event_type: 'constructor' }), headers()],
    ['an order id that is not PayPal’s', event({ resource: { id: '../../x' } }), headers()],
    [
      'a capture event without its order',
      event({ event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'C1' } }),
      headers(),
    ],
    ['a delivery without the PAYPAL-* headers', event(), new Headers()],
    ['a body over 64 KB', event({ summary: 'x'.repeat(70_000) }), headers()],
  ])('%s: 400, one log line, PayPal not asked', async (_what, body, h) => {
    const { lines, verify, deliver } = setup(true);
    expect(await deliver(body, h)).toEqual({
      status: 400,
      body: { ok: false, error: 'malformed' },
    });
    expect(verify).not.toHaveBeenCalled();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[paypal-webhook\] 400: /);
  });

  it('a delivery PayPal does not verify: 401, nothing else asked', async () => {
    const { lines, verify, deliver } = setup(false);
    expect(await deliver(event())).toEqual({
      status: 401,
      body: { ok: false, error: 'unverified' },
    });
    expect(verify).toHaveBeenCalledWith(
      expect.objectContaining({ webhookId: 'WEBHOOK1', authAlgo: 'SHA256withRSA' }),
    );
    expect(lines).toEqual([expect.stringContaining('signature not verified')]);
  });

  it('anything while the webhook is not configured: 404', async () => {
    const { verify, deliver } = setup(true);
    expect((await deliver(event(), headers(), null)).status).toBe(404);
    expect(verify).not.toHaveBeenCalled();
  });
});
