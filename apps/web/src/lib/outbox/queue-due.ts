import {
  dueMessages,
  isStaffMessage,
  MAX_REMINDER_HOURS,
  type ReminderSettings,
} from '@rental/domain/notifications/schedule';
import type { NewMessage, OutboxStore, ReservationSource, ReservationToNotify } from './types.ts';

const HOUR = 3_600_000;

/** How far back a sweep looks for changed bookings: a worker down for longer catches up too. */
const CONFIRMATION_LOOKBACK_MS = 48 * HOUR;

/**
 * Queues the e-mails due to held reservations and not queued yet: confirmations, reminders, and
 * the cancellation of a booking that had been held. Every tick, whoever changed the booking; the
 * outbox's unique keys make asking twice harmless.
 */
export async function queueDueMessages(
  source: ReservationSource,
  store: OutboxStore,
  now: Date,
  settingsOf: (r: ReservationToNotify) => ReminderSettings & { precheckinEnabled: boolean },
): Promise<number> {
  const since = new Date(now.getTime() - CONFIRMATION_LOOKBACK_MS);
  const [changed, cancelled, upcoming] = await Promise.all([
    source.changedSince(since),
    // Cancelled lately and held before: due the cancellation (to the renter and the branch).
    source.cancelledSince(since),
    // A reminder opens at most a week before pickup (the longest window staff may set).
    source.pickingUpBetween(now, new Date(now.getTime() + MAX_REMINDER_HOURS * HOUR)),
  ]);
  const byId = new Map([...changed, ...cancelled, ...upcoming].map((r) => [r.id, r]));
  const toSend: NewMessage[] = [];
  for (const r of byId.values()) {
    const settings = settingsOf(r);
    for (const m of dueMessages(r, now, settings, settings.precheckinEnabled)) {
      const staff = isStaffMessage(m.kind);
      const recipient = m.toPreviousBranch
        ? r.previousBranchEmail
        : staff
          ? r.branchEmail
          : r.email;
      if (!recipient) continue;
      toSend.push({
        key: m.key,
        kind: m.kind,
        brand: r.brand,
        reservation: r.id,
        recipient,
        // Staff read Spanish; the renter, the booking's language.
        language: staff ? 'es' : r.language,
      });
    }
  }
  if (!toSend.length) return 0;
  const taken = await store.keysTaken(toSend.map((m) => m.key));
  const fresh = toSend.filter((m) => !taken.has(m.key));
  if (fresh.length) await store.enqueue(fresh);
  return fresh.length;
}
