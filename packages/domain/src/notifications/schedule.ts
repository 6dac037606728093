import type { ReservationStatus } from '../reservation/states.ts';
import { mailKindsWhere, type MailKindsOf } from './mail-kinds.ts';

/**
 * Which e-mails are due to a reservation, decided from where it stands and the clock alone, so the
 * job runner can ask again at any time (after a crash, on every sweep) and queue only what is
 * missing: each message has a key of its own, and the outbox holds a key once.
 */
export const RENTER_MESSAGE_KINDS = mailKindsWhere({ to: 'renter', about: 'reservation' });
export type RenterMessageKind = MailKindsOf<{ to: 'renter'; about: 'reservation' }>;

/**
 * What staff are told: the pickup branch learns of each new booking, of each completed
 * online pre-check-in, of each cancellation and of each change (its e-mail in Studio).
 */
export const STAFF_MESSAGE_KINDS = mailKindsWhere({ to: 'staff', about: 'reservation' });
export type StaffMessageKind = MailKindsOf<{ to: 'staff'; about: 'reservation' }>;

/** The messages due to a booking's state (mail-kinds.ts holds every kind). */
export const MESSAGE_KINDS = mailKindsWhere({ about: 'reservation' });
export type MessageKind = RenterMessageKind | StaffMessageKind;

export const isStaffMessage = (kind: MessageKind): kind is StaffMessageKind =>
  (STAFF_MESSAGE_KINDS as readonly string[]).includes(kind);

/** The messages due on a cancellation: the renter's, with the refund, and the pickup branch's. */
export const CANCELLATION_KINDS = ['cancellation', 'staff_cancellation'] as const;
const isCancellationMessage = (kind: MessageKind) =>
  (CANCELLATION_KINDS as readonly string[]).includes(kind);

/** Hours before pickup each reminder goes out; staff set them per brand in site config. */
export interface ReminderSettings {
  precheckinInvitationHours: number;
  pickupReminderHours: number;
}

/** The longest window staff may set: a week before pickup. */
export const MAX_REMINDER_HOURS = 168;

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  precheckinInvitationHours: 72,
  pickupReminderHours: 24,
};

/** The part of a reservation its e-mails depend on. */
export interface ReservationForMessages {
  id: string;
  status: ReservationStatus;
  precheckinDone: boolean;
  pickupAt: Date;
  createdAt: Date;
  /**
   * For a cancelled booking: whether it had been held (paid, or confirmed for the counter)
   * before, so its renter was told it was booked. Staff may cancel in Studio a booking that
   * never was; that renter was never told of it, and is told nothing now.
   */
  wasHeld?: boolean;
  /** Changes of trip made on the booking's page (`change_count`); 0 or absent: none. */
  changeCount?: number;
  /** The latest change moved the pickup to another branch: the one it left is told too. */
  pickupMoved?: boolean;
  /** When the latest change was made: its change confirmation stands for a reminder already open then. */
  changedAt?: Date;
}

export interface DueMessage {
  kind: MessageKind;
  /** Unique per reservation and event: queueing it twice is refused by the outbox. */
  key: string;
  /** For staff's notice of a change that moved the pickup: to the branch it left. */
  toPreviousBranch?: true;
}

/** A booking the renter holds: confirmed for the counter or paid online. */
export const isHeld = (status: ReservationStatus) => status === 'confirmed' || status === 'paid';

const HOUR = 3_600_000;

export const messageKey = (kind: MessageKind, reservationId: string) => `${kind}:${reservationId}`;

/**
 * A confirmation the renter asked for again (the booking's page): its own key per request, so
 * the outbox sends each once, beside the first confirmation's `confirmation:<id>`.
 */
export const resendKeyPrefix = (reservationId: string) =>
  `${messageKey('confirmation', reservationId)}:resend:`;
export const resendKey = (reservationId: string, n: number) =>
  `${resendKeyPrefix(reservationId)}${n}`;

/** The number of the next resend: one more than the highest already queued (1 for the first). */
export function nextResendNumber(reservationId: string, keysTaken: Iterable<string>): number {
  const prefix = resendKeyPrefix(reservationId);
  let highest = 0;
  for (const key of keysTaken) {
    if (!key.startsWith(prefix)) continue;
    const n = Number(key.slice(prefix.length));
    if (Number.isInteger(n) && n > highest) highest = n;
  }
  return highest + 1;
}

/**
 * A reminder is due once its window before pickup has opened, until pickup. A booking made
 * inside the window gets none: its confirmation, sent moments before, says the same (and holds
 * the pre-check-in link) — and likewise a change made inside it (its change confirmation).
 */
function reminderDue(r: ReservationForMessages, hours: number, now: Date): boolean {
  const opens = r.pickupAt.getTime() - hours * HOUR;
  // After a change, the change confirmation is the latest word: a window already open then is not reminded again.
  const told = (r.changeCount ?? 0) > 0 && r.changedAt ? r.changedAt : r.createdAt;
  return told.getTime() < opens && now.getTime() >= opens && now < r.pickupAt;
}

export function dueMessages(
  r: ReservationForMessages,
  now: Date,
  settings: ReminderSettings = DEFAULT_REMINDER_SETTINGS,
  precheckinEnabled = true,
): DueMessage[] {
  // A cancellation is told once, to the renter and the branch: never a confirmation after it.
  // An abandoned booking (never paid) was never confirmed, so nothing is due to it either.
  if (r.status === 'cancelled')
    return r.wasHeld
      ? CANCELLATION_KINDS.map((kind) => ({ kind, key: messageKey(kind, r.id) }))
      : [];
  if (!isHeld(r.status)) return [];
  const due: MessageKind[] = ['confirmation', 'staff_new_booking'];
  if (
    precheckinEnabled &&
    !r.precheckinDone &&
    reminderDue(r, settings.precheckinInvitationHours, now)
  )
    due.push('precheckin_invitation');
  if (reminderDue(r, settings.pickupReminderHours, now)) due.push('pickup_reminder');
  if (r.precheckinDone) due.push('staff_precheckin_done');
  const n = r.changeCount ?? 0;
  if (n > 0) due.push(...CHANGE_MESSAGES);
  const messages: DueMessage[] = due.map((kind) => ({ kind, key: changedKey(kind, r.id, n) }));
  if (n > 0 && r.pickupMoved)
    messages.push({
      kind: 'staff_booking_changed',
      key: `${changedKey('staff_booking_changed', r.id, n)}:left`,
      toPreviousBranch: true,
    });
  return messages;
}

/** What is due on a change of trip: the renter's confirmation and the pickup branch's notice. */
const CHANGE_MESSAGES = ['change_confirmation', 'staff_booking_changed'] as const;
const PER_CHANGE: readonly MessageKind[] = [
  ...CHANGE_MESSAGES,
  'precheckin_invitation',
  'pickup_reminder',
];

/**
 * A message's key once the booking has changed `n` times: the change's messages and the
 * reminders (which are about the pickup, and the pickup may have moved) are due once per
 * change, `<kind>:<id>:<n>`; the rest once per booking. A sweep that sees only the latest of
 * two quick changes queues that one's messages, which describe the booking as it is.
 */
export const changedKey = (kind: MessageKind, reservationId: string, n: number) =>
  n > 0 && PER_CHANGE.includes(kind)
    ? `${messageKey(kind, reservationId)}:${n}`
    : messageKey(kind, reservationId);

/**
 * Whether a queued message still makes sense when its turn comes (after retries, or a worker
 * that was down): nothing but its cancellation messages is sent for a cancelled booking (and
 * those only while it stays cancelled: staff may reinstate it in Studio), no reminder once the
 * car is picked up, and no pre-check-in invitation once the renter has done it.
 */
export function stillWanted(kind: MessageKind, r: ReservationForMessages, now: Date): boolean {
  if (isCancellationMessage(kind)) return r.status === 'cancelled';
  if (!isHeld(r.status)) return false;
  if (kind === 'confirmation' || kind === 'change_confirmation' || isStaffMessage(kind))
    return true;
  if (now >= r.pickupAt) return false;
  return kind === 'pickup_reminder' || !r.precheckinDone;
}
