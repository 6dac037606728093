/**
 * PayPal's OAuth 2.0 client-credentials flow as the contract server plays it: one client,
 * opaque Bearer tokens held in memory, PayPal's own error bodies for the two ways it fails.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ApiError } from './orders.ts';

// PayPal's tokens last about 9 hours.
const TOKEN_LIFETIME_S = 32_400;

export function createTokenIssuer(clientId: string, clientSecret: string) {
  const tokens = new Map<string, number>();

  return {
    /** POST /v1/oauth2/token. */
    issue(req: IncomingMessage, body: string): { status: number; body: Record<string, unknown> } {
      const match = /^Basic (\S+)$/.exec(req.headers.authorization ?? '');
      const [id, ...secret] = match
        ? Buffer.from(match[1], 'base64').toString('utf8').split(':')
        : [];
      if (id !== clientId || secret.join(':') !== clientSecret) {
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
        };
      }
      if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
        return {
          status: 400,
          body: {
            error: 'unsupported_grant_type',
            error_description: 'Grant Type is NULL or not supported',
          },
        };
      }
      const token = `A21AA${randomBytes(24).toString('base64url')}`;
      tokens.set(token, Date.now() + TOKEN_LIFETIME_S * 1000);
      return {
        status: 200,
        body: {
          scope:
            'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/orders/client_sdk_orders_api',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-SANDBOX0000000000',
          expires_in: TOKEN_LIFETIME_S,
          nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
        },
      };
    },

    /** Every /v2 call: a token this server issued and that has not expired. */
    requireBearer(req: IncomingMessage): void {
      const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
      const expires = match ? tokens.get(match[1]) : undefined;
      if (expires === undefined || expires < Date.now()) {
        throw new ApiError(
          401,
          'AUTHENTICATION_FAILURE',
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
          undefined,
          [
            {
              href: 'https://developer.paypal.com/docs/api/overview/#error',
              rel: 'information_link',
            },
          ],
        );
      }
    },
  };
}
