import { createHash } from 'node:crypto';
import type { ServerConfig } from '../config/server.ts';
import { createPaypalGateway } from './paypal.ts';
import { createSandboxBank } from './sandbox-bank.ts';
import type { CardGateway, PaypalGateway } from './types.ts';

/**
 * Which provider takes the money, from the brand's `paymentGateway` and PAYMENTS_MODE: 'sandbox'
 * and sandbox-mode 'metrobank' use the simulated bank, 'paypal' offers no card form. PayPal is
 * offered beside cards whenever PAYPAL_CLIENT_ID/SECRET are set.
 */
export interface PaymentOptions {
  card: CardGateway | null;
  paypal: PaypalGateway | null;
}

let bank: ReturnType<typeof createSandboxBank> | undefined;
let paypal: PaypalGateway | undefined;

/** The simulated bank, keyed by a secret derived from the server's own token. */
export function sandboxBank(config: Pick<ServerConfig, 'DIRECTUS_TOKEN'>) {
  bank ??= createSandboxBank({
    secret: createHash('sha256').update(`sandbox-bank:${config.DIRECTUS_TOKEN}`).digest('hex'),
  });
  return bank;
}

/** PayPal with the server's settings, or null when PAYPAL_CLIENT_ID/SECRET are not set. */
export function configuredPaypal(config: ServerConfig): PaypalGateway | null {
  const paypalConfigured = Boolean(config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET);
  paypal ??= paypalConfigured
    ? createPaypalGateway({
        baseUrl: config.PAYPAL_API_URL,
        clientId: config.PAYPAL_CLIENT_ID!,
        clientSecret: config.PAYPAL_CLIENT_SECRET!,
      })
    : undefined;
  return paypal ?? null;
}

export function paymentOptions(paymentGateway: string, config: ServerConfig): PaymentOptions {
  configuredPaypal(config);
  const card =
    paymentGateway === 'paypal' || config.PAYMENTS_MODE !== 'sandbox' ? null : sandboxBank(config);
  return { card, paypal: paypal ?? null };
}

/** The gateways a refund goes back through: the one that took the payment, whatever the brand offers now. */
export function refundGateways(config: ServerConfig): PaymentOptions {
  const { paypal } = paymentOptions('paypal', config);
  return { card: config.PAYMENTS_MODE === 'sandbox' ? sandboxBank(config) : null, paypal };
}
