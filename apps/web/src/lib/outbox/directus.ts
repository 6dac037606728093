import type { BrandKey } from '@rental/domain/brands';
import type { MessageKind } from '@rental/domain/notifications/schedule';
import type { CmsClient } from '../cms/client.ts';
import { messageKey } from '@rental/domain/notifications/schedule';
import {
  branchEmails,
  cancelledReservationsChangedSince,
  dueOutboxMessages,
  heldReservationsChangedSince,
  heldReservationsPickingUpBetween,
  insertOutboxMessage,
  outboxKeysTaken,
  reservationNotice,
  updateOutboxMessage,
  type ReservationNotice,
} from '../records/outbox.ts';
import type {
  OutboxMessage,
  OutboxStore,
  ReservationSource,
  ReservationToNotify,
} from './types.ts';

/** The outbox and the reservations of one brand, kept in Directus. */
export function directusOutbox(
  cms: CmsClient,
  brand: BrandKey,
): { store: OutboxStore; reservations: ReservationSource } {
  const store: OutboxStore = {
    keysTaken: (keys) => outboxKeysTaken(cms, keys),
    async enqueue(messages) {
      for (const m of messages) await insertOutboxMessage(cms, { ...m, status: 'queued' });
    },
    async due(now, limit) {
      const rows = await dueOutboxMessages(cms, brand, now, limit);
      return rows.map((r): OutboxMessage => ({
        ...r,
        kind: r.kind as MessageKind,
        status: r.status as OutboxMessage['status'],
        attempts: Number(r.attempts) || 0,
      }));
    },
    update: (id, patch) => updateOutboxMessage(cms, id, patch),
  };
  const reservations: ReservationSource = {
    changedSince: async (since) =>
      withLeftBranch(cms, await heldReservationsChangedSince(cms, brand, since)),
    cancelledSince: async (since) => heldBeforeCancelled(cms, store, since, brand),
    pickingUpBetween: async (from, to) =>
      withLeftBranch(cms, await heldReservationsPickingUpBetween(cms, brand, from, to)),
    current: async (id) => {
      const row = await reservationNotice(cms, id);
      return row ? toNotify(row) : null;
    },
  };
  return { store, reservations };
}

/** Paid by card or PayPal, or confirmed for the counter: the renter was told it was booked. */
const HELD_PAYMENT_TYPES = new Set(['card', 'paypal', 'counter']);

/**
 * The brand's bookings cancelled lately, each marked with whether it had been held: the
 * reservation keeps no status history, so its payment_type or a queued confirmation tells.
 */
async function heldBeforeCancelled(
  cms: CmsClient,
  store: OutboxStore,
  since: Date,
  brand: BrandKey,
): Promise<ReservationToNotify[]> {
  const rows = await cancelledReservationsChangedSince(cms, brand, since);
  if (!rows.length) return [];
  const confirmed = await store.keysTaken(rows.map((r) => messageKey('confirmation', r.id)));
  return rows.map((r) => ({
    ...toNotify(r),
    wasHeld:
      HELD_PAYMENT_TYPES.has(r.payment_type ?? '') ||
      confirmed.has(messageKey('confirmation', r.id)),
  }));
}

/** The held bookings to notify, with the e-mail of the branch their latest change moved the pickup from. */
async function withLeftBranch(
  cms: CmsClient,
  rows: ReservationNotice[],
): Promise<ReservationToNotify[]> {
  const left = rows.map((r) => r.extras?.movedFromBranch).filter((id): id is string => !!id);
  const emails = await branchEmails(cms, [...new Set(left)]);
  return rows.map((r) => {
    const from = r.extras?.movedFromBranch;
    return { ...toNotify(r), previousBranchEmail: (from && emails.get(from)) || null };
  });
}

function toNotify(r: ReservationNotice): ReservationToNotify {
  const email = typeof r.client?.email === 'string' ? r.client.email.trim() : '';
  const branchEmail = r.pickup_branch?.email?.trim() ?? '';
  return {
    id: r.id,
    brand: r.brand,
    status: r.status,
    precheckinDone: r.precheckin_status === 'submitted' || r.precheckin_status === 'completed',
    pickupAt: new Date(r.pickup_date),
    createdAt: new Date(r.date_created ?? r.pickup_date),
    changeCount: Number(r.change_count) || 0,
    pickupMoved: Boolean(r.extras?.movedFromBranch),
    changedAt: r.extras?.changedAt ? new Date(r.extras.changedAt) : undefined,
    email: email || null,
    branchEmail: branchEmail || null,
    language: r.language ?? 'es-ES',
  };
}
