import { businessEvent } from '../ops/events.ts';
import {
  afterFailure,
  isStaleSending,
  type RetryPolicy,
} from '@rental/domain/notifications/delivery';
import { isLeadMessage } from '@rental/domain/notifications/lead-notice';
import { isDocumentMail } from '@rental/domain/notifications/document-mail';
import { isDepositNotice } from '@rental/domain/notifications/deposit-notice';
import { isLedgerAlert } from '@rental/domain/notifications/ledger-alert';
import { stillWanted } from '@rental/domain/notifications/schedule';
import type { OutboxMessage, OutboxStore, ReservationSource } from './types.ts';

/** Sends one message; its subject is kept on the outbox record for staff. */
export type SendMessage = (message: OutboxMessage) => Promise<{ subject: string }>;

export interface DeliveryDeps {
  store: OutboxStore;
  reservations: Pick<ReservationSource, 'current'>;
  send: SendMessage;
  policy?: RetryPolicy;
  log: (line: string) => void;
}

/** A lead, a ledger alert, a deposit notice and a fiscal document are told whatever happens later; a booking's message only while it still makes sense. */
async function wanted(
  deps: Pick<DeliveryDeps, 'reservations'>,
  message: OutboxMessage,
  now: Date,
): Promise<boolean> {
  if (
    isLeadMessage(message.kind) ||
    isLedgerAlert(message.kind) ||
    isDepositNotice(message.kind) ||
    isDocumentMail(message.kind)
  )
    return true;
  const reservation = message.reservation
    ? await deps.reservations.current(message.reservation)
    : null;
  return reservation !== null && stillWanted(message.kind, reservation, now);
}

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends what is due, one at a time: marked sending before SMTP, sent after, so a crash means
 * at most one repeat, never a loss; a cancelled booking's message is skipped.
 */
export async function deliverDue(deps: DeliveryDeps, now: Date, limit = 20): Promise<number> {
  let sent = 0;
  for (const message of await deps.store.due(now, limit)) {
    if (
      message.status === 'sending' &&
      !(message.claimed_at && isStaleSending(new Date(message.claimed_at), now))
    )
      continue;
    const attempts = message.attempts + 1;
    await deps.store.update(message.id, {
      status: 'sending',
      attempts,
      claimed_at: now.toISOString(),
    });
    try {
      if (!(await wanted(deps, message, now))) {
        await deps.store.update(message.id, { status: 'skipped', last_error: null });
        continue;
      }
      const { subject } = await deps.send(message);
      await deps.store.update(message.id, {
        status: 'sent',
        sent_at: new Date().toISOString(),
        subject,
        last_error: null,
      });
      sent++;
      businessEvent('email.sent', { kind: message.kind, key: message.key });
    } catch (error) {
      const next = afterFailure(attempts, now, deps.policy);
      deps.log(`[outbox] ${message.kind} ${message.key} attempt ${attempts}: ${reasonOf(error)}`);
      await deps.store.update(message.id, {
        status: next.status,
        next_attempt_at: next.status === 'queued' ? next.nextAttemptAt.toISOString() : null,
        last_error: reasonOf(error),
      });
    }
  }
  return sent;
}
