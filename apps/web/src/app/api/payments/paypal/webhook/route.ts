import { paymentDeps } from '@/lib/booking/deps';
import { handlePaypalWebhook, MAX_WEBHOOK_BYTES } from '@/lib/booking/paying/paypal-webhook';
import { readServerConfig } from '@/lib/config/server';
import { RATE_LIMITS, rateLimit, visitorKey } from '@/lib/rate-limit';
import { readBodyText } from '@/lib/http/request-body';

/* PayPal's webhook (server to server: no Origin, no cookies), verified with PayPal before anything is done. */
const respond = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

export async function POST(request: Request) {
  // Refused deliveries count per address, so junk cannot become a flood of calls to PayPal's
  // verification; PayPal's own (verified) deliveries never count.
  const refusals = rateLimit(RATE_LIMITS.paypalWebhookRefused);
  const address = await visitorKey();
  if (await refusals.exhausted(address)) return respond(429, { ok: false, error: 'limited' });
  const body = await readBodyText(request, MAX_WEBHOOK_BYTES);
  const result = !body.ok
    ? { status: 413, body: { ok: false, error: 'too-large' } }
    : await handlePaypalWebhook(
        await paymentDeps(),
        readServerConfig().PAYPAL_WEBHOOK_ID,
        request.headers,
        body.text,
        new Date(),
      );
  if (result.status === 413)
    console.error(`[paypal-webhook] 413: body over ${MAX_WEBHOOK_BYTES} bytes`);
  if (result.status >= 400 && result.status < 500) await refusals.allow(address);
  return respond(result.status, result.body);
}
