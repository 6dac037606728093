/**
 * The contract server's state and rules: orders in memory, PayPal-Request-Id idempotency,
 * approval and capture. Bodies and error issues follow PayPal's Orders v2 reference; only
 * what the site uses is implemented (intent CAPTURE, one purchase unit, USD).
 */
import { randomInt } from 'node:crypto';

export interface IssueDetail {
  field?: string;
  location?: 'body' | 'path' | 'header';
  issue: string;
  description: string;
}

/** An answer in PayPal's error shape; the server adds debug_id. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: { name: string; message: string; details?: IssueDetail[]; links?: Link[] };

  constructor(
    status: number,
    name: string,
    message: string,
    details?: IssueDetail[],
    links?: Link[],
  ) {
    super(`${status} ${name}${details?.[0] ? ` ${details[0].issue}` : ''}`);
    this.status = status;
    this.body = { name, message, ...(details ? { details } : {}), ...(links ? { links } : {}) };
  }
}

export interface Link {
  href: string;
  rel: string;
  method?: string;
}
interface Money {
  currency_code: string;
  value: string;
}

type OrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';

export interface Order {
  id: string;
  status: OrderStatus;
  referenceId: string;
  description: string | undefined;
  amount: Money;
  returnUrl: string;
  cancelUrl: string;
  locale: string | undefined;
  brandName: string | undefined;
  /** Created with payment_source.paypal (link rel payer-action) rather than without (rel approve). */
  withPaymentSource: boolean;
  payerId?: string;
  capture?: Record<string, unknown>;
  createTime: string;
  updateTime: string;
}

export type NewOrder = Pick<
  Order,
  | 'referenceId'
  | 'description'
  | 'amount'
  | 'returnUrl'
  | 'cancelUrl'
  | 'locale'
  | 'brandName'
  | 'withPaymentSource'
>;

const INVALID_REQUEST = 'Request is not well-formed, syntactically incorrect, or violates schema.';
const UNPROCESSABLE =
  'The requested action could not be performed, semantically incorrect, or failed business validation.';

export function invalid(field: string, issue: string, description: string): ApiError {
  return new ApiError(400, 'INVALID_REQUEST', INVALID_REQUEST, [
    { field, location: 'body', issue, description },
  ]);
}

export function unprocessable(issue: string, description: string, links: Link[] = []): ApiError {
  const info = {
    href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`,
    rel: 'information_link',
    method: 'GET',
  };
  return new ApiError(
    422,
    'UNPROCESSABLE_ENTITY',
    UNPROCESSABLE,
    [{ issue, description }],
    [info, ...links],
  );
}

export function notFound(): ApiError {
  return new ApiError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
    {
      field: 'order_id',
      location: 'path',
      issue: 'INVALID_RESOURCE_ID',
      description:
        'Specified resource ID does not exist. Please check the resource ID and try again.',
    },
  ]);
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function optionalString(value: unknown, field: string, max: number): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length < 1 || value.length > max)
    throw invalid(
      field,
      'INVALID_STRING_LENGTH',
      `The value of ${field} must be a string of 1 to ${max} characters.`,
    );
  return value;
}

function httpUrl(value: unknown, field: string): string {
  if (value === undefined)
    throw invalid(field, 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.');
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw invalid(
      field,
      'INVALID_PARAMETER_SYNTAX',
      'The value of a field does not conform to the expected format.',
    );
  return value as string;
}

/** POST /v2/checkout/orders' body, checked as strictly as the site's use of it needs. */
export function parseNewOrder(body: unknown): NewOrder {
  if (!isObject(body))
    throw invalid('/', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
  if (body.intent === undefined)
    throw invalid(
      '/intent',
      'MISSING_REQUIRED_PARAMETER',
      'A required field / parameter is missing.',
    );
  if (body.intent !== 'CAPTURE')
    throw invalid(
      '/intent',
      'INVALID_PARAMETER_VALUE',
      'This contract server implements intent CAPTURE only.',
    );
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length !== 1 || !isObject(units[0]))
    throw invalid(
      '/purchase_units',
      'INVALID_PARAMETER_VALUE',
      'This contract server takes exactly one purchase unit.',
    );
  const unit = units[0];
  const amount = unit.amount;
  if (!isObject(amount))
    throw invalid(
      '/purchase_units/0/amount',
      'MISSING_REQUIRED_PARAMETER',
      'A required field / parameter is missing.',
    );
  if (amount.currency_code !== 'USD')
    throw invalid(
      '/purchase_units/0/amount/currency_code',
      'INVALID_PARAMETER_VALUE',
      'This contract server takes USD only.',
    );
  if (typeof amount.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value))
    throw invalid(
      '/purchase_units/0/amount/value',
      'INVALID_PARAMETER_SYNTAX',
      'The value must be a decimal string with two decimals, e.g. "19.99".',
    );
  if (/^0+\.00$/.test(amount.value))
    throw invalid(
      '/purchase_units/0/amount/value',
      'INVALID_PARAMETER_VALUE',
      'The amount must be greater than zero.',
    );
  const paypal =
    isObject(body.payment_source) && isObject(body.payment_source.paypal)
      ? body.payment_source.paypal
      : undefined;
  const context = paypal ? paypal.experience_context : body.application_context;
  const where = paypal ? '/payment_source/paypal/experience_context' : '/application_context';
  if (!isObject(context))
    throw invalid(
      where,
      'MISSING_REQUIRED_PARAMETER',
      'This contract server needs return_url and cancel_url.',
    );
  return {
    referenceId:
      optionalString(unit.reference_id, '/purchase_units/0/reference_id', 256) ?? 'default',
    description: optionalString(unit.description, '/purchase_units/0/description', 127),
    amount: { currency_code: 'USD', value: amount.value },
    returnUrl: httpUrl(context.return_url, `${where}/return_url`),
    cancelUrl: httpUrl(context.cancel_url, `${where}/cancel_url`),
    locale: optionalString(context.locale, `${where}/locale`, 10),
    brandName: optionalString(context.brand_name, `${where}/brand_name`, 127),
    withPaymentSource: Boolean(paypal),
  };
}

/** PayPal-style ids: upper-case letters and digits. */
function paypalId(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export interface StoredReply {
  orderId: string;
  status: number;
  body: unknown;
}

export function createOrderStore() {
  const orders = new Map<string, Order>();
  const createdBy = new Map<string, string>();
  const capturedBy = new Map<string, StoredReply>();

  return {
    get(id: string): Order | undefined {
      return orders.get(id);
    },

    all(): Iterable<Order> {
      return orders.values();
    },

    /** `replayed`: the PayPal-Request-Id was seen before and its order is returned unchanged. */
    create(order: NewOrder, requestId: string | undefined): { order: Order; replayed: boolean } {
      const earlier = requestId ? orders.get(createdBy.get(requestId) ?? '') : undefined;
      if (earlier) return { order: earlier, replayed: true };
      const now = new Date().toISOString();
      const created: Order = {
        ...order,
        id: paypalId(17),
        status: order.withPaymentSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
        createTime: now,
        updateTime: now,
      };
      orders.set(created.id, created);
      if (requestId) createdBy.set(requestId, created.id);
      return { order: created, replayed: false };
    },

    approve(order: Order): void {
      order.payerId ??= paypalId(13);
      order.status = 'APPROVED';
      order.updateTime = new Date().toISOString();
    },

    previousCapture(requestId: string | undefined): StoredReply | undefined {
      return requestId ? capturedBy.get(requestId) : undefined;
    },

    /** Only successful captures are kept for replay, so a retry after approval is not stuck on an old 422. */
    complete(
      order: Order,
      requestId: string | undefined,
      reply: (order: Order) => unknown,
    ): StoredReply {
      const now = new Date().toISOString();
      order.capture = {
        id: paypalId(17),
        status: 'COMPLETED',
        amount: order.amount,
        final_capture: true,
        seller_protection: {
          status: 'ELIGIBLE',
          dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
        },
        create_time: now,
        update_time: now,
      };
      order.status = 'COMPLETED';
      order.updateTime = now;
      const stored = { orderId: order.id, status: 201, body: reply(order) };
      if (requestId) capturedBy.set(requestId, stored);
      return stored;
    },
  };
}
