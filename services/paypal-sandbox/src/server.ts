/**
 * A local stand-in for PayPal's REST sandbox (a contract server): the Orders v2 calls the site
 * makes, answered as PayPal documents them, plus the buyer's approval page. For tests, local
 * runs and e2e; nothing here talks to PayPal.
 *
 *   POST /v1/oauth2/token                    Basic client_id:secret, grant_type=client_credentials
 *   POST /v2/checkout/orders                 Bearer; PayPal-Request-Id makes it idempotent
 *   GET  /v2/checkout/orders/{id}
 *   POST /v2/checkout/orders/{id}/capture    Bearer; PayPal-Request-Id replays the first success
 *   POST /v2/payments/captures/{id}/refund   Bearer; refunds.ts (at most what the capture took)
 *   GET  /v2/payments/refunds/{id}
 *   GET  /checkoutnow?token={id}             the buyer's page: "Pay now" / "Cancel and return"
 *   POST /v1/notifications/verify-webhook-signature   Bearer; SUCCESS/FAILURE (webhooks.ts)
 *   GET  /v1/notifications/certs/{name}      the webhook signing key
 *
 * With `webhooks` it sends CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.COMPLETED and
 * PAYMENT.CAPTURE.DENIED to each subscription, signed as PayPal signs them (webhooks.ts).
 *
 * Test rule: an order whose amount ends in .13 (e.g. "100.13") is refused at capture with
 * 422 INSTRUMENT_DECLINED, as PayPal does when the buyer's funding source is declined.
 * Approving redirects (303) to return_url with token and PayerID; cancelling to cancel_url with token.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTokenIssuer } from './auth.ts';
import { checkoutPage, messagePage } from './checkout-page.ts';
import {
  ApiError,
  createOrderStore,
  invalid,
  notFound,
  parseNewOrder,
  unprocessable,
  type Order,
} from './orders.ts';
import { createRefundStore } from './refunds.ts';
import { approvalUrl, orderJson } from './representation.ts';
import { createWebhooks, type WebhookSubscription } from './webhooks.ts';

export interface PaypalSandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  /** Where to send webhook events, each with its webhook id (none by default). */
  webhooks?: WebhookSubscription[];
  /** One line per request (method, path, status); never headers or bodies. */
  log?: (line: string) => void;
}

export interface RunningPaypalSandbox {
  url: string;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1_000_000;

const debugId = () => randomBytes(7).toString('hex').slice(0, 13);

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES)
      throw invalid('/', 'MALFORMED_REQUEST_JSON', 'The request body is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string, emptyIs?: unknown): unknown {
  if (text.trim() === '' && emptyIs !== undefined) return emptyIs;
  try {
    return JSON.parse(text);
  } catch {
    throw invalid('/', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
  }
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startPaypalSandbox(
  options: PaypalSandboxOptions,
): Promise<RunningPaypalSandbox> {
  const host = options.host ?? '127.0.0.1';
  const auth = createTokenIssuer(options.clientId, options.clientSecret);
  const store = createOrderStore();
  const refunds = createRefundStore(() => store.all());
  const webhooks = createWebhooks({ subscriptions: options.webhooks ?? [], log: options.log });
  let base = '';

  function send(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    const id = debugId();
    const payload =
      status >= 400 && typeof body === 'object' && body !== null && 'name' in body
        ? { ...body, debug_id: id }
        : body;
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'Paypal-Debug-Id': id,
      ...headers,
    });
    res.end(JSON.stringify(payload));
  }

  function html(res: ServerResponse, status: number, body: string): void {
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    res.end(body);
  }

  function redirect(res: ServerResponse, target: string, params: Record<string, string>): void {
    const url = new URL(target);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    res.writeHead(303, { Location: url.toString(), 'Cache-Control': 'no-store' });
    res.end();
  }

  function capture(req: IncomingMessage, res: ServerResponse, order: Order): void {
    const requestId = req.headers['paypal-request-id'] as string | undefined;
    const earlier = store.previousCapture(requestId);
    if (earlier && earlier.orderId !== order.id)
      throw unprocessable(
        'PAYPAL_REQUEST_ID_PREVIOUSLY_USED',
        'The PayPal-Request-Id has already been used for another request.',
      );
    // PayPal answers a repeated request id with the first result; 200 because nothing new was created.
    if (earlier) return send(res, 200, earlier.body);
    if (order.status === 'COMPLETED')
      throw unprocessable(
        'ORDER_ALREADY_CAPTURED',
        "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    if (order.status !== 'APPROVED')
      throw unprocessable(
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      );
    if (order.amount.value.endsWith('.13')) {
      webhooks.send('PAYMENT.CAPTURE.DENIED', 'capture', 'Payment denied', {
        ...captureResource(order, 'DECLINED'),
      });
      throw unprocessable(
        'INSTRUMENT_DECLINED',
        "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
        [{ href: approvalUrl(base, order), rel: 'redirect', method: 'GET' }],
      );
    }
    const stored = store.complete(order, requestId, (done) => orderJson(base, done, true));
    webhooks.send('PAYMENT.CAPTURE.COMPLETED', 'capture', 'Payment completed', {
      ...order.capture,
      ...captureResource(order, 'COMPLETED'),
    });
    send(res, stored.status, stored.body);
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', base);
    const method = req.method ?? 'GET';
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const allowed = (expected: string) => {
      if (method !== expected)
        throw new ApiError(
          405,
          'METHOD_NOT_SUPPORTED',
          'The server does not implement the requested HTTP method.',
        );
    };

    if (path === '/v1/oauth2/token') {
      allowed('POST');
      const answer = auth.issue(req, await readBody(req));
      return send(res, answer.status, answer.body);
    }
    if (path === '/v2/checkout/orders') {
      allowed('POST');
      auth.requireBearer(req);
      const { order, replayed } = store.create(
        parseNewOrder(parseJson(await readBody(req))),
        req.headers['paypal-request-id'] as string | undefined,
      );
      const full = /return=representation/.test(String(req.headers.prefer ?? ''));
      return send(res, replayed ? 200 : 201, orderJson(base, order, full));
    }
    if (orderPath) {
      allowed(orderPath[2] ? 'POST' : 'GET');
      auth.requireBearer(req);
      const order = store.get(decodeURIComponent(orderPath[1]));
      if (!order) throw notFound();
      if (!orderPath[2]) return send(res, 200, orderJson(base, order, true));
      parseJson(await readBody(req), {});
      return capture(req, res, order);
    }
    const refundPath = /^\/v2\/payments\/(captures|refunds)\/([^/]+)(\/refund)?$/.exec(path);
    if (refundPath && (refundPath[1] === 'refunds') !== Boolean(refundPath[3])) {
      allowed(refundPath[3] ? 'POST' : 'GET');
      auth.requireBearer(req);
      const id = decodeURIComponent(refundPath[2]);
      if (!refundPath[3]) {
        const refund = refunds.get(base, id);
        if (!refund) throw notFound();
        return send(res, 200, refund);
      }
      const order = refunds.captureOf(id);
      if (!order) throw notFound();
      const answer = refunds.refund(
        base,
        order,
        parseJson(await readBody(req), {}),
        req.headers['paypal-request-id'] as string | undefined,
      );
      return send(res, answer.status, answer.body);
    }
    if (path === '/v1/notifications/verify-webhook-signature') {
      allowed('POST');
      auth.requireBearer(req);
      return send(res, 200, webhooks.verify(parseJson(await readBody(req))));
    }
    const cert = /^\/v1\/notifications\/certs\/([^/]+)$/.exec(path);
    if (cert && method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'application/x-pem-file' });
      return void res.end(webhooks.certificate(decodeURIComponent(cert[1])));
    }
    if (path === '/checkoutnow' && method === 'GET') {
      const order = store.get(url.searchParams.get('token') ?? '');
      return html(res, order ? 200 : 404, checkoutPage(order));
    }
    if ((path === '/checkoutnow/approve' || path === '/checkoutnow/cancel') && method === 'POST') {
      const order = store.get(new URLSearchParams(await readBody(req)).get('token') ?? '');
      if (!order) return html(res, 404, messagePage(order, 'missing'));
      if (path.endsWith('/cancel')) return redirect(res, order.cancelUrl, { token: order.id });
      if (order.status === 'COMPLETED') return html(res, 422, messagePage(order, 'paid'));
      store.approve(order);
      webhooks.send(
        'CHECKOUT.ORDER.APPROVED',
        'checkout-order',
        'An order has been approved by buyer',
        orderJson(base, order, true),
      );
      return redirect(res, order.returnUrl, { token: order.id, PayerID: order.payerId ?? '' });
    }
    throw new ApiError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
  }

  const server = createServer((req, res) => {
    route(req, res)
      .catch((error: unknown) => {
        if (error instanceof ApiError) return send(res, error.status, error.body);
        send(res, 500, {
          name: 'INTERNAL_SERVER_ERROR',
          message: 'An internal server error occurred.',
        });
        options.log?.(`error: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() =>
        options.log?.(`${req.method} ${(req.url ?? '/').split('?')[0]} ${res.statusCode}`),
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  base = `http://${urlHost(host)}:${(server.address() as AddressInfo).port}`;
  webhooks.setBase(base);

  return {
    url: base,
    close: () =>
      new Promise<void>((resolve, reject) => {
        webhooks.stop();
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; without this close() waits for them to time out.
        server.closeAllConnections();
      }),
  };
}

/** A capture as a webhook's resource: PayPal names its order in supplementary_data. */
function captureResource(order: Order, status: 'COMPLETED' | 'DECLINED') {
  return {
    ...(status === 'DECLINED' ? { id: `DENIED-${order.id}`, amount: order.amount } : {}),
    status,
    supplementary_data: { related_ids: { order_id: order.id } },
  };
}
