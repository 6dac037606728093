/**
 * How the outbox delivers a message: queued until its time, sending while a worker has it,
 * then sent, skipped (no longer wanted) or failed (out of attempts; staff see why in Studio).
 * A failed send waits longer each time, so an SMTP outage is ridden out without hammering it.
 */
export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'skipped', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface RetryPolicy {
  /** Wait after the first failure, in milliseconds; doubled after each further failure. */
  firstDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
}

/** About 21 hours of attempts before a message is given up: 30 s doubling up to 1 h, 28 tries. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 28,
};

export type AfterFailure = { status: 'queued'; nextAttemptAt: Date } | { status: 'failed' };

/** What becomes of a message whose `attempts`-th send (1-based) has just failed. */
export function afterFailure(
  attempts: number,
  now: Date,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): AfterFailure {
  if (attempts >= policy.maxAttempts) return { status: 'failed' };
  const delay = Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
  return { status: 'queued', nextAttemptAt: new Date(now.getTime() + delay) };
}

/**
 * A message left `sending` longer than this was held by a worker that stopped (a crash, a
 * deploy): it is queued again. Longer than any SMTP conversation the mailer allows.
 */
export const STALE_SENDING_MS = 5 * 60_000;

export const isStaleSending = (claimedAt: Date, now: Date) =>
  now.getTime() - claimedAt.getTime() >= STALE_SENDING_MS;
