/**
 * Webhooks as PayPal sends and verifies them (Webhooks v1 reference), for the contract server:
 *
 * - Sending: when an order is approved or captured, each configured subscription (its own
 *   webhook id and URL, as an app's webhooks in PayPal's dashboard) gets the event as a JSON
 *   POST with PAYPAL-TRANSMISSION-ID, -TRANSMISSION-TIME, -TRANSMISSION-SIG, -CERT-URL and
 *   -AUTH-ALGO (SHA256withRSA). The signature is PayPal's: RSA-SHA256 over
 *   `<transmission id>|<transmission time>|<webhook id>|<CRC32 of the body, decimal>`.
 *   A delivery that does not get a 2xx is tried again (3 tries here; PayPal tries for days).
 * - Verifying: POST /v1/notifications/verify-webhook-signature with auth_algo, cert_url,
 *   transmission_id, transmission_sig, transmission_time, webhook_id, webhook_event answers
 *   { verification_status: SUCCESS | FAILURE }, FAILURE for an unknown webhook id, another
 *   certificate, another algorithm or a signature that does not match the event as sent.
 *
 * One difference: the certificate URL serves the key pair's public key (PEM) rather than an
 * X.509 certificate chained to a CA; the site never fetches it (it asks the verify call).
 */
import {
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { crc32 } from 'node:zlib';
import { ApiError, invalid } from './orders.ts';

export interface WebhookSubscription {
  /** The webhook id PayPal would show for the subscription (the site's PAYPAL_WEBHOOK_ID). */
  id: string;
  url: string;
}

const AUTH_ALGO = 'SHA256withRSA';
const SIGNED_FIELDS = [
  'auth_algo',
  'cert_url',
  'transmission_id',
  'transmission_sig',
  'transmission_time',
  'webhook_id',
] as const;

const signedText = (transmissionId: string, time: string, webhookId: string, body: string) =>
  `${transmissionId}|${time}|${webhookId}|${crc32(body)}`;

const eventId = () => `WH-${randomBytes(9).toString('hex').toUpperCase()}`;

export function createWebhooks(options: {
  subscriptions: WebhookSubscription[];
  log?: (line: string) => void;
}) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certName = `CERT-360caa42-fca2a594-${randomBytes(4).toString('hex')}`;
  const stopping = new AbortController();
  let base = '';
  const certUrl = () => `${base}/v1/notifications/certs/${certName}`;

  async function deliver(subscription: WebhookSubscription, event: Record<string, unknown>) {
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const signature = createSign('RSA-SHA256')
      .update(signedText(transmissionId, time, subscription.id, body))
      .sign(privateKey, 'base64');
    for (let attempt = 1; attempt <= 3 && !stopping.signal.aborted; attempt++) {
      const status = await fetch(subscription.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'PAYPAL-TRANSMISSION-ID': transmissionId,
          'PAYPAL-TRANSMISSION-TIME': time,
          'PAYPAL-TRANSMISSION-SIG': signature,
          'PAYPAL-CERT-URL': certUrl(),
          'PAYPAL-AUTH-ALGO': AUTH_ALGO,
          'User-Agent': 'PayPal/AUHD-214.0-58843217',
        },
        body,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(10_000)]),
      }).then(
        (res) => res.status,
        () => 0,
      );
      options.log?.(
        `webhook ${String(event.event_type)} → ${subscription.url}: ${status || 'no answer'}`,
      );
      if (status >= 200 && status < 300) return;
      await new Promise((resolve) => setTimeout(resolve, attempt * 1000));
    }
  }

  return {
    setBase(url: string) {
      base = url;
    },

    /** Sends an event to every subscription, in the background (a delivery never holds up the API's answer). */
    send(eventType: string, resourceType: string, summary: string, resource: unknown) {
      const event = {
        id: eventId(),
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: resourceType,
        resource_version: '2.0',
        event_type: eventType,
        summary,
        resource,
        links: [],
      };
      for (const subscription of options.subscriptions) void deliver(subscription, event);
    },

    /** The verification call's answer, or a 400 ApiError for a malformed request. */
    verify(body: unknown): { verification_status: 'SUCCESS' | 'FAILURE' } {
      const request = (typeof body === 'object' && body !== null ? body : {}) as Record<
        string,
        unknown
      >;
      for (const field of SIGNED_FIELDS)
        if (typeof request[field] !== 'string' || request[field] === '')
          throw invalid(
            `/${field}`,
            'MISSING_REQUIRED_PARAMETER',
            'A required field / parameter is missing.',
          );
      const event = request.webhook_event;
      if (typeof event !== 'object' || event === null || Array.isArray(event))
        throw invalid(
          '/webhook_event',
          'MISSING_REQUIRED_PARAMETER',
          'A required field / parameter is missing.',
        );
      const r = request as Record<(typeof SIGNED_FIELDS)[number], string>;
      const known = options.subscriptions.some((s) => s.id === r.webhook_id);
      const ours = r.auth_algo === AUTH_ALGO && r.cert_url === certUrl();
      const signed =
        known &&
        ours &&
        createVerify('RSA-SHA256')
          .update(
            signedText(r.transmission_id, r.transmission_time, r.webhook_id, JSON.stringify(event)),
          )
          .verify(publicKey, r.transmission_sig, 'base64');
      return { verification_status: signed ? 'SUCCESS' : 'FAILURE' };
    },

    /** The certificate URL's answer: the public key, PEM (see the header). */
    certificate(name: string): string {
      if (name !== certName)
        throw new ApiError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
      return publicKey.export({ type: 'spki', format: 'pem' }).toString();
    },

    stop() {
      stopping.abort();
    },
  };
}
