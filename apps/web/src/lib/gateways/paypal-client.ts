/** The HTTP side of the PayPal adapter; secrets and tokens only ever go into headers, never into errors or logs. */

export interface PaypalClientOptions {
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com or the local contract server. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface PaypalReply {
  status: number;
  body: unknown;
  debugId?: string;
}

/** A PayPal call that failed in a way the site cannot turn into an outcome. `status` 0: no response. */
export class PaypalError extends Error {
  readonly status: number;
  readonly issue: string | undefined;
  readonly debugId: string | undefined;

  constructor(message: string, status: number, issue?: string, debugId?: string) {
    super(message);
    this.name = 'PaypalError';
    this.status = status;
    this.issue = issue;
    this.debugId = debugId;
  }
}

/** 1999 → '19.99'. Integer arithmetic only: floats would turn 1.005 into 1.00. */
export function centsToPaypalValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`Not an amount in cents: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** '19.99' → 1999; also '19', '19.9'. Anything else (sign, exponent, 3 decimals) is refused. */
export function paypalValueToCents(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`Not a PayPal amount: ${JSON.stringify(value)}`);
  return cents;
}

interface PaypalErrorBody {
  name?: string;
  debug_id?: string;
  details?: { issue?: string }[];
  /** The OAuth endpoint's shape: { error, error_description }. */
  error?: string;
}

// Renew this long before PayPal's expires_in (about 9 hours) so no call carries a dying token.
const TOKEN_MARGIN_MS = 5 * 60_000;

export function createPaypalClient(options: PaypalClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const log = options.log ?? ((line: string) => console.error(line));
  // A new token is routine, not a problem: an info line, beside the errors' sink.
  const note = options.log ?? ((line: string) => console.info(line));
  let token: { value: string; renewAt: number } | undefined;
  let tokenRequest: Promise<string> | undefined;

  async function request(what: string, path: string, init: RequestInit): Promise<PaypalReply> {
    try {
      const response = await send(`${baseUrl}${path}`, {
        ...init,
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let body: unknown = {};
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        // Not JSON (a proxy's HTML page): the status and debug id still say enough.
      }
      return {
        status: response.status,
        body,
        debugId: response.headers.get('paypal-debug-id') ?? undefined,
      };
    } catch (error) {
      const issue =
        error instanceof Error && error.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK_ERROR';
      log(`paypal: ${what}: ${issue}`);
      throw new PaypalError(`PayPal ${what} failed: ${issue}`, 0, issue);
    }
  }

  function issueOf(reply: PaypalReply): string | undefined {
    const body = reply.body as PaypalErrorBody;
    return body.details?.[0]?.issue ?? body.name ?? body.error;
  }

  function failure(what: string, reply: PaypalReply): PaypalError {
    const issue = issueOf(reply);
    const debugId = (reply.body as PaypalErrorBody).debug_id ?? reply.debugId;
    const message = `PayPal ${what} failed: HTTP ${reply.status}${issue ? ` ${issue}` : ''}${debugId ? ` (debug_id ${debugId})` : ''}`;
    log(`paypal: ${message}`);
    return new PaypalError(message, reply.status, issue, debugId);
  }

  async function fetchToken(): Promise<string> {
    const reply = await request('token', '/v1/oauth2/token', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${options.clientId}:${options.clientSecret}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const body = reply.body as { access_token?: unknown; expires_in?: unknown };
    if (reply.status !== 200 || typeof body.access_token !== 'string')
      throw failure('token', reply);
    const lifetimeMs = Math.max(0, Number(body.expires_in) || 0) * 1000;
    token = {
      value: body.access_token,
      renewAt: Date.now() + Math.max(lifetimeMs - TOKEN_MARGIN_MS, lifetimeMs / 2),
    };
    note(`paypal: new access token, valid ${Math.round(lifetimeMs / 1000)}s`);
    return token.value;
  }

  function accessToken(): Promise<string> {
    if (token && Date.now() < token.renewAt) return Promise.resolve(token.value);
    // Calls that arrive while a token is being fetched wait for that one instead of asking again.
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = undefined;
    });
    return tokenRequest;
  }

  /** A call with the bearer token; one retry with a new token on 401. */
  async function authorized(
    what: string,
    path: string,
    init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  ): Promise<PaypalReply> {
    for (let attempt = 1; ; attempt++) {
      const bearer = await accessToken();
      const reply = await request(what, path, {
        ...init,
        headers: { Authorization: `Bearer ${bearer}`, Accept: 'application/json', ...init.headers },
      });
      // A token PayPal revoked or expired early. Safe to repeat: a 401 did nothing, and the request id guards the rest.
      if (reply.status !== 401 || attempt > 1) return reply;
      if (token?.value === bearer) token = undefined;
      log(`paypal: ${what}: token refused, retrying with a new one`);
    }
  }

  /** A POST with a JSON body and an idempotency key. */
  const post = (what: string, path: string, json: unknown, requestId: string) =>
    authorized(what, path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'PayPal-Request-Id': requestId,
        Prefer: 'return=representation',
      },
      body: JSON.stringify(json),
    });

  /** A GET (reading an order: nothing to make idempotent). */
  const get = (what: string, path: string) => authorized(what, path, { method: 'GET' });

  return { post, get, failure, issueOf };
}
