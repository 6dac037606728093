import type { Locale } from '@rental/domain/locale';
import type { PaymentGateway } from '@rental/domain/vocabulary';

/**
 * What the site asks of a payment provider, one module per provider. Amounts are integer USD
 * cents from the stored reservation, never from the browser.
 */

/** Card data as typed by the renter. Lives only for the duration of one call: never stored or logged. */
export interface CardDetails {
  holder: string;
  number: string;
  /** MM/YY */
  expiry: string;
  cvv: string;
}

export type CardAuthorization =
  | { outcome: 'approved'; providerReference: string }
  | { outcome: 'declined'; providerReference: string; reason: string }
  /** The bank wants the renter to confirm (3-D Secure style) in a payment window. */
  | { outcome: 'challenge'; providerReference: string; challengeUrl: string };

/** What the bank has of a payment, asked by the merchant's reference (the ledger's sweep). */
export type CardPaymentLookup =
  | { status: 'approved' | 'declined'; amount: number }
  /** The renter has not answered the challenge yet. */
  | { status: 'challenge'; amount: number }
  /** The renter passed the challenge; the merchant has not said whether to take the money. */
  | { status: 'authenticated'; amount: number }
  /** The bank never received it: nothing was taken. */
  | { status: 'unknown' };

/**
 * A bank (card acquirer). Every call names the payment by our reference (`requestId`, written
 * before the bank is called): a repeat returns what the first did, and `lookup` tells after a crash.
 */
export interface CardGateway extends DepositHolds {
  readonly provider: Exclude<PaymentGateway, 'paypal'>;
  authorize(request: {
    /** The payment's reference, written in our ledger first: the bank's idempotency key. */
    requestId: string;
    /** The reservation code, shown on the renter's statement. */
    reference: string;
    amount: number;
    currency: 'USD';
    card: CardDetails;
    /** Where the challenge window sends the renter when it is not a popup. */
    returnUrl: string;
    locale: Locale;
  }): Promise<CardAuthorization>;
  /**
   * The renter's answer to the challenge (the bank's own page records it); `capture` false lets
   * an authenticated payment go (the booking no longer takes it). Returns what was taken.
   */
  answerChallenge(requestId: string, approved: boolean): Promise<void>;
  finishChallenge(requestId: string, capture: boolean): Promise<'approved' | 'declined'>;
  lookup(requestId: string): Promise<CardPaymentLookup>;
  /**
   * Gives back (part of) an approved payment. `requestId` makes it idempotent: asked again with
   * the same id, the bank responds with the same refund and gives nothing back twice.
   */
  refund(request: RefundRequest): Promise<{ refundReference: string }>;
}

/**
 * A security deposit held on a card: authorised, not taken. The bank keeps a hold HOLD_DAYS
 * (7) days, then lets it go by itself; until then the merchant charges part of it once (the
 * rest is let go with it) or releases it. Every call names the hold by our reference.
 */
export interface DepositHolds {
  hold(request: {
    /** The hold's reference, written in our ledger first: the bank's idempotency key. */
    requestId: string;
    reference: string;
    amount: number;
    currency: 'USD';
    card: CardDetails;
  }): Promise<HoldResult>;
  /** Takes `amount` (at most what is held) and lets the rest go; the same `requestId` again answers the first charge. */
  chargeHold(request: {
    holdReference: string;
    amount: number;
    requestId: string;
  }): Promise<{ outcome: 'charged'; chargeReference: string } | { outcome: 'expired' }>;
  releaseHold(holdReference: string): Promise<'released' | 'expired'>;
  lookupHold(holdReference: string): Promise<HoldLookup>;
}

export type HoldResult =
  { outcome: 'held'; expiresAt: string } | { outcome: 'declined'; reason: string };

export type HoldLookup =
  | { status: 'held'; amount: number; expiresAt: string }
  | { status: 'released' | 'expired'; amount: number }
  | { status: 'charged'; amount: number; charged: number }
  | { status: 'declined'; reason: string }
  /** The bank never received it: nothing is held. */
  | { status: 'unknown' };

export interface RefundRequest {
  /** The payment's reference at the provider (the bank's payment, PayPal's order). */
  providerReference: string;
  /** USD cents, at most what the payment took. */
  amount: number;
  currency: 'USD';
  /** Sent as the provider's idempotency key (PayPal-Request-Id): the refund's key. */
  requestId: string;
}

export type PaypalCapture =
  | { outcome: 'captured'; captureId: string; amount: number }
  | { outcome: 'not-approved' }
  | { outcome: 'already-captured' }
  | { outcome: 'declined'; reason: string };

/** PayPal's Orders v2 REST API: create an order, send the buyer to approve it, capture it. */
export interface PaypalGateway {
  readonly provider: 'paypal';
  createOrder(request: {
    reference: string;
    amount: number;
    currency: 'USD';
    description: string;
    returnUrl: string;
    cancelUrl: string;
    locale: Locale;
    /** Sent as PayPal-Request-Id so a retried call creates one order. */
    requestId: string;
  }): Promise<{ orderId: string; approveUrl: string }>;
  captureOrder(orderId: string, requestId: string): Promise<PaypalCapture>;
  /** Refunds the order's capture (POST /v2/payments/captures/{id}/refund); `providerReference` is the order id. */
  refundOrder(request: RefundRequest): Promise<{ refundReference: string }>;
  /** The order as PayPal has it now (the reconciler asks; docs/payments.md). */
  getOrder(orderId: string): Promise<PaypalOrderState>;
  /** PayPal's webhook-signature verification call: true only for verification_status SUCCESS. */
  verifyWebhookSignature(signature: PaypalWebhookSignature): Promise<boolean>;
}

/** An order's status (Orders v2: CREATED, PAYER_ACTION_REQUIRED, APPROVED, COMPLETED, VOIDED…), or NOT_FOUND. */
export interface PaypalOrderState {
  status: string;
  /** When PayPal created it (null when PayPal did not say, or NOT_FOUND). */
  createTime: Date | null;
}

/** What a webhook delivery carries in its PAYPAL-* headers, with its webhook id and event. */
export interface PaypalWebhookSignature {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
  webhookId: string;
  /** The event as received (parsed JSON), sent back to PayPal unchanged. */
  event: unknown;
}
