import { describe, expect, it } from 'vitest';
import type { ReservationStatus } from '../reservation/states.ts';
import {
  CANCELLATION_KINDS,
  dueMessages,
  MESSAGE_KINDS,
  messageKey,
  nextResendNumber,
  resendKey,
  stillWanted,
  type ReminderSettings,
  type ReservationForMessages,
} from './schedule.ts';

const HOUR = 3_600_000;
const pickupAt = new Date('2026-12-10T15:00:00Z');
const hoursBefore = (h: number) => new Date(pickupAt.getTime() - h * HOUR);

const booking = (over: Partial<ReservationForMessages> = {}): ReservationForMessages => ({
  id: 'r1',
  status: 'paid',
  precheckinDone: false,
  pickupAt,
  createdAt: hoursBefore(24 * 10),
  ...over,
});
const kinds = (
  r: ReservationForMessages,
  now: Date,
  settings?: ReminderSettings,
  precheckinEnabled?: boolean,
) => dueMessages(r, now, settings, precheckinEnabled).map((m) => m.kind);

describe('the e-mails due to a reservation', () => {
  it('sends a held booking its confirmation, keyed by reservation', () => {
    expect(dueMessages(booking(), hoursBefore(200))).toEqual([
      { kind: 'confirmation', key: 'confirmation:r1' },
      { kind: 'staff_new_booking', key: 'staff_new_booking:r1' },
    ]);
    expect(kinds(booking({ status: 'confirmed' }), hoursBefore(200))).toEqual([
      'confirmation',
      'staff_new_booking',
    ]);
  });

  it.each<ReservationStatus>(['unpaid', 'pending_payment', 'cancelled', 'abandoned'])(
    'sends a %s booking nothing',
    (status) => {
      expect(dueMessages(booking({ status }), hoursBefore(1))).toEqual([]);
    },
  );

  it('sends a cancelled booking that had been held its cancellation, to the renter and the branch, and nothing else', () => {
    const cancelled = booking({ status: 'cancelled', wasHeld: true, precheckinDone: true });
    for (const now of [hoursBefore(200), hoursBefore(20), new Date(pickupAt.getTime() + HOUR)])
      expect(dueMessages(cancelled, now)).toEqual([
        { kind: 'cancellation', key: 'cancellation:r1' },
        { kind: 'staff_cancellation', key: 'staff_cancellation:r1' },
      ]);
  });

  it('sends no cancellation to a booking never held: abandoned unpaid, or cancelled by staff before it was', () => {
    expect(dueMessages(booking({ status: 'abandoned', wasHeld: false }), hoursBefore(5))).toEqual(
      [],
    );
    expect(dueMessages(booking({ status: 'cancelled', wasHeld: false }), hoursBefore(5))).toEqual(
      [],
    );
  });

  it('opens the pre-check-in invitation 72 h and the pickup reminder 24 h before pickup', () => {
    expect(kinds(booking(), hoursBefore(72))).toEqual([
      'confirmation',
      'staff_new_booking',
      'precheckin_invitation',
    ]);
    expect(kinds(booking(), new Date(hoursBefore(72).getTime() - 1))).toEqual([
      'confirmation',
      'staff_new_booking',
    ]);
    expect(kinds(booking(), hoursBefore(24))).toEqual([
      'confirmation',
      'staff_new_booking',
      'precheckin_invitation',
      'pickup_reminder',
    ]);
    expect(kinds(booking(), pickupAt)).toEqual(['confirmation', 'staff_new_booking']);
  });

  it('invites no renter who has pre-checked-in (the branch is told instead), nor one whose brand has it switched off', () => {
    expect(kinds(booking({ precheckinDone: true }), hoursBefore(30))).toEqual([
      'confirmation',
      'staff_new_booking',
      'staff_precheckin_done',
    ]);
    expect(kinds(booking(), hoursBefore(30), undefined, false)).toEqual([
      'confirmation',
      'staff_new_booking',
    ]);
  });

  it('sends no reminder for a booking made inside its window: the confirmation says it', () => {
    const late = booking({ createdAt: hoursBefore(10) });
    expect(kinds(late, hoursBefore(5))).toEqual(['confirmation', 'staff_new_booking']);
    const twoDays = booking({ createdAt: hoursBefore(48) });
    expect(kinds(twoDays, hoursBefore(5))).toEqual([
      'confirmation',
      'staff_new_booking',
      'pickup_reminder',
    ]);
  });

  it('follows the brand settings', () => {
    const settings = { precheckinInvitationHours: 48, pickupReminderHours: 2 };
    expect(kinds(booking(), hoursBefore(50), settings)).toEqual([
      'confirmation',
      'staff_new_booking',
    ]);
    expect(kinds(booking(), hoursBefore(3), settings)).toEqual([
      'confirmation',
      'staff_new_booking',
      'precheckin_invitation',
    ]);
    expect(kinds(booking(), hoursBefore(2), settings)).toContain('pickup_reminder');
  });
});

describe('a booking changed on its page', () => {
  it('sends each change its confirmation and branch notice, keyed by the change', () => {
    expect(dueMessages(booking({ changeCount: 2 }), hoursBefore(200))).toEqual([
      { kind: 'confirmation', key: 'confirmation:r1' },
      { kind: 'staff_new_booking', key: 'staff_new_booking:r1' },
      { kind: 'change_confirmation', key: 'change_confirmation:r1:2' },
      { kind: 'staff_booking_changed', key: 'staff_booking_changed:r1:2' },
    ]);
    expect(kinds(booking({ changeCount: 0 }), hoursBefore(200))).toEqual([
      'confirmation',
      'staff_new_booking',
    ]);
    expect(kinds(booking({ changeCount: 1, status: 'cancelled' }), hoursBefore(200))).toEqual([]);
  });

  it('tells the branch the pickup left too, when the change moved it', () => {
    const moved = dueMessages(booking({ changeCount: 2, pickupMoved: true }), hoursBefore(200));
    expect(moved.filter((m) => m.toPreviousBranch)).toEqual([
      {
        kind: 'staff_booking_changed',
        key: 'staff_booking_changed:r1:2:left',
        toPreviousBranch: true,
      },
    ]);
    expect(
      dueMessages(booking({ changeCount: 2 }), hoursBefore(200)).some((m) => m.toPreviousBranch),
    ).toBe(false);
  });

  it('sends the reminders again for the changed pickup (the old one may have had them)', () => {
    const keys = dueMessages(booking({ changeCount: 1 }), hoursBefore(24)).map((m) => m.key);
    expect(keys).toContain('precheckin_invitation:r1:1');
    expect(keys).toContain('pickup_reminder:r1:1');
    // Changed before the windows opened: reminded when they open.
    const early = booking({ changeCount: 1, changedAt: hoursBefore(100) });
    expect(kinds(early, hoursBefore(24))).toContain('pickup_reminder');
  });

  it('sends no reminder whose window was already open when the change was made', () => {
    // Changed 30 hours before pickup: the invitation's window (72 h) was open, the reminder's (24 h) not yet.
    const changed = booking({ changeCount: 1, changedAt: hoursBefore(30) });
    expect(kinds(changed, hoursBefore(29))).not.toContain('precheckin_invitation');
    expect(kinds(changed, hoursBefore(23))).toContain('pickup_reminder');
    expect(kinds(changed, hoursBefore(23))).not.toContain('precheckin_invitation');
  });

  it('keeps the change confirmation and notice wanted while the booking is held', () => {
    for (const kind of ['change_confirmation', 'staff_booking_changed'] as const) {
      expect(stillWanted(kind, booking({ changeCount: 1 }), pickupAt)).toBe(true);
      expect(stillWanted(kind, booking({ status: 'cancelled' }), hoursBefore(5))).toBe(false);
    }
  });
});

describe('a queued message when its turn comes', () => {
  it('is dropped for a cancelled booking, but for its cancellation messages', () => {
    for (const kind of MESSAGE_KINDS)
      expect(stillWanted(kind, booking({ status: 'cancelled' }), hoursBefore(5))).toBe(
        kind === 'cancellation' || kind === 'staff_cancellation',
      );
  });

  it('sends a cancellation while the booking stays cancelled, also after its pickup time', () => {
    const cancelled = booking({ status: 'cancelled', wasHeld: true });
    for (const kind of CANCELLATION_KINDS) {
      expect(stillWanted(kind, cancelled, new Date(pickupAt.getTime() + HOUR))).toBe(true);
      // Staff put it back in Studio before the message left: it no longer says the truth.
      expect(stillWanted(kind, booking({ status: 'paid' }), hoursBefore(5))).toBe(false);
      expect(stillWanted(kind, booking({ status: 'abandoned' }), hoursBefore(5))).toBe(false);
    }
  });

  it('no reminder goes to a booking cancelled after it was queued, nor to an abandoned one', () => {
    for (const kind of ['precheckin_invitation', 'pickup_reminder'] as const) {
      expect(stillWanted(kind, booking(), hoursBefore(5))).toBe(true);
      expect(stillWanted(kind, booking({ status: 'cancelled' }), hoursBefore(5))).toBe(false);
      expect(stillWanted(kind, booking({ status: 'abandoned' }), hoursBefore(5))).toBe(false);
    }
  });

  it('keeps the confirmation; drops reminders once the car is picked up', () => {
    expect(stillWanted('confirmation', booking(), new Date(pickupAt.getTime() + HOUR))).toBe(true);
    expect(stillWanted('pickup_reminder', booking(), pickupAt)).toBe(false);
    expect(stillWanted('pickup_reminder', booking(), hoursBefore(1))).toBe(true);
  });

  it('drops the pre-check-in invitation once the renter has done it', () => {
    expect(stillWanted('precheckin_invitation', booking(), hoursBefore(5))).toBe(true);
    expect(
      stillWanted('precheckin_invitation', booking({ precheckinDone: true }), hoursBefore(5)),
    ).toBe(false);
  });
});

describe('a confirmation sent again', () => {
  it('has a key of its own per request, beside the first confirmation’s', () => {
    expect(resendKey('r1', 1)).toBe('confirmation:r1:resend:1');
    expect(resendKey('r1', 1)).not.toBe(messageKey('confirmation', 'r1'));
  });

  it('is numbered one past the highest queued for that booking', () => {
    expect(nextResendNumber('r1', [])).toBe(1);
    expect(nextResendNumber('r1', ['confirmation:r1'])).toBe(1);
    expect(
      nextResendNumber('r1', [
        'confirmation:r1:resend:1',
        'confirmation:r1:resend:3',
        'confirmation:r12:resend:9',
        'confirmation:r1:resend:x',
      ]),
    ).toBe(4);
  });
});
