/**
 * `node services/paypal-sandbox/src/serve.ts` (or `npm start` in this folder): the PayPal
 * contract server in the foreground. Point the site at it with PAYPAL_API_URL and the same
 * PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET. With PAYPAL_SANDBOX_WEBHOOK_URL (the site's
 * /api/payments/paypal/webhook) it sends webhooks there under PAYPAL_SANDBOX_WEBHOOK_ID
 * (default LOCALWEBHOOK0001), the id the site is given as PAYPAL_WEBHOOK_ID.
 */
import { startPaypalSandbox } from './server.ts';

const clientId = process.env.PAYPAL_CLIENT_ID;
const clientSecret = process.env.PAYPAL_CLIENT_SECRET;
const port = Number(process.env.PAYPAL_SANDBOX_PORT || 8090);
if (!clientId || !clientSecret) {
  console.error(
    'PayPal sandbox: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (any values; the site must use the same ones)',
  );
  process.exit(1);
}
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(
    `PayPal sandbox: PAYPAL_SANDBOX_PORT is not a port: ${process.env.PAYPAL_SANDBOX_PORT}`,
  );
  process.exit(1);
}

const sandbox = await startPaypalSandbox({
  port,
  host: process.env.PAYPAL_SANDBOX_HOST || '127.0.0.1',
  clientId,
  clientSecret,
  webhooks: process.env.PAYPAL_SANDBOX_WEBHOOK_URL
    ? [
        {
          url: process.env.PAYPAL_SANDBOX_WEBHOOK_URL,
          id: process.env.PAYPAL_SANDBOX_WEBHOOK_ID || 'LOCALWEBHOOK0001',
        },
      ]
    : [],
  log: (line) => console.log(`[paypal] ${line}`),
});
console.log(`PayPal sandbox listening on ${sandbox.url}`);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
