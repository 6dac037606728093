import { describe, expect, it } from 'vitest';
import { deliverDue } from '../../apps/web/src/lib/outbox/deliver.ts';
import { directusOutbox } from '../../apps/web/src/lib/outbox/directus.ts';
import { queueDueMessages } from '../../apps/web/src/lib/outbox/queue-due.ts';
import type { OutboxMessage } from '../../apps/web/src/lib/outbox/types.ts';
import { bookedReservation, seedCars, workerClient } from './booking-support.ts';
import { admin } from './helpers.ts';

/** Tucan's outbox: the worker suite (outbox-worker.test.ts) sends firefly's for real meanwhile. */
const BRAND = 'tucan' as const;

/**
 * The outbox in the suite's Directus, through the site's token: what is owed is queued once
 * (also when two processes sweep at the same moment), sent with retries, skipped when the
 * booking is cancelled, and the reminders come when the clock reaches their windows.
 */
const HOUR = 3_600_000;
const settings = () => ({
  precheckinInvitationHours: 72,
  pickupReminderHours: 24,
  precheckinEnabled: true,
});

interface Row {
  id: string;
  key: string;
  kind: string;
  status: string;
  attempts: number;
  subject: string | null;
  last_error: string | null;
  recipient: string;
}

async function outboxOf(reservation: string): Promise<Row[]> {
  const filter = encodeURIComponent(JSON.stringify({ reservation: { _eq: reservation } }));
  return (await admin()).get<Row[]>(`/items/email_outbox?filter=${filter}&fields=*&sort=key`);
}

/**
 * A booking made through the site's service, then held for tucan by staff's hand (confirmed,
 * picked up `days` from now) so that reminders can be reached.
 */
async function heldBooking(days = 10): Promise<{ id: string; email: string; pickupAt: Date }> {
  const { allowed } = await seedCars();
  const booked = await bookedReservation(allowed.id, 'postpaid');
  const pickupAt = new Date(Date.now() + days * 24 * HOUR);
  const returnAt = new Date(pickupAt.getTime() + 3 * 24 * HOUR);
  const a = await admin();
  const stored = await a.patch<{ client: { email: string } }>(`/items/reservations/${booked.id}`, {
    brand: BRAND,
    status: 'confirmed',
    payment_type: 'counter',
    pickup_date: pickupAt.toISOString(),
    return_date: returnAt.toISOString(),
  });
  return { id: booked.id, email: stored.client.email, pickupAt };
}

describe('the outbox in Directus', () => {
  it('queues a confirmed booking its confirmation once, though two processes sweep together', async () => {
    const booked = await heldBooking();
    const now = new Date();
    const one = directusOutbox(workerClient(), BRAND);
    const two = directusOutbox(workerClient(), BRAND);
    await Promise.all([
      queueDueMessages(one.reservations, one.store, now, settings),
      queueDueMessages(two.reservations, two.store, now, settings),
    ]);
    const rows = await outboxOf(booked.id);
    expect(rows.map((r) => [r.key, r.kind, r.status, r.recipient])).toEqual([
      [`confirmation:${booked.id}`, 'confirmation', 'queued', booked.email],
      [
        `staff_new_booking:${booked.id}`,
        'staff_new_booking',
        'queued',
        'sucursal.pty@rental.example',
      ],
    ]);
  });

  it("asks which of a busy day's messages are queued without an address over Directus' limit", async () => {
    const booked = await heldBooking();
    const one = directusOutbox(workerClient(), BRAND);
    await queueDueMessages(one.reservations, one.store, new Date(), settings);
    // 300 keys made one address of 21 KB: Directus answered 431, the SDK `{}`, the tick failed.
    const keys = Array.from({ length: 299 }, (_, i) => `confirmation:no-such-booking-${i}`);
    const mine = `confirmation:${booked.id}`;
    expect(await one.store.keysTaken([...keys.slice(0, 150), mine, ...keys.slice(150)])).toEqual(
      new Set([mine]),
    );
  });

  it('a failed call without a JSON body is an error with its status, not an empty answer', async () => {
    const keys = Array.from({ length: 400 }, (_, i) => `confirmation:no-such-booking-${i}`);
    await expect(
      workerClient().list('email_outbox', { filter: { key: { _in: keys } }, fields: ['key'] }),
    ).rejects.toMatchObject({ name: 'CmsError', statusCode: 431 });
  });

  it('sends after an SMTP outage and keeps the state staff see', async () => {
    const booking = await heldBooking(10);
    const { store, reservations } = directusOutbox(workerClient(), BRAND);
    const now = new Date();
    await queueDueMessages(reservations, store, now, settings);
    const sent: OutboxMessage[] = [];
    let smtpUp = false;
    const send = async (m: OutboxMessage) => {
      if (!smtpUp) throw new Error('connect ECONNREFUSED 127.0.0.1:1025');
      sent.push(m);
      return { subject: `Reserva ${m.reservation}` };
    };
    const deps = { store, reservations, send, log: () => {} };
    await deliverDue(deps, now, 200);
    const [failed] = await outboxOf(booking.id); // sorted by key: the confirmation first
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failed!.last_error).toContain('ECONNREFUSED');
    smtpUp = true;
    await deliverDue(deps, new Date(now.getTime() + 31_000), 200);
    const [delivered] = await outboxOf(booking.id);
    expect(delivered).toMatchObject({
      status: 'sent',
      attempts: 2,
      last_error: null,
      recipient: booking.email,
      subject: `Reserva ${booking.id}`,
    });
    expect(sent.filter((m) => m.reservation === booking.id).map((m) => m.kind)).toEqual([
      'confirmation',
      'staff_new_booking',
    ]);
  });

  it('queues the reminders when the clock reaches their windows, and skips them once cancelled', async () => {
    const booking = await heldBooking(5);
    const { store, reservations } = directusOutbox(workerClient(), BRAND);
    const send = async () => ({ subject: 's' });
    const deps = { store, reservations, send, log: () => {} };
    await queueDueMessages(reservations, store, new Date(), settings);
    await deliverDue(deps, new Date(), 200);
    expect((await outboxOf(booking.id)).map((r) => r.kind)).toEqual([
      'confirmation',
      'staff_new_booking',
    ]);

    const inInvitationWindow = new Date(booking.pickupAt.getTime() - 71 * HOUR);
    await queueDueMessages(reservations, store, inInvitationWindow, settings);
    await deliverDue(deps, inInvitationWindow, 200);
    expect((await outboxOf(booking.id)).map((r) => [r.kind, r.status])).toEqual([
      ['confirmation', 'sent'],
      ['precheckin_invitation', 'sent'],
      ['staff_new_booking', 'sent'],
    ]);

    const inReminderWindow = new Date(booking.pickupAt.getTime() - 23 * HOUR);
    await queueDueMessages(reservations, store, inReminderWindow, settings);
    await (await admin()).patch(`/items/reservations/${booking.id}`, { status: 'cancelled' });
    await deliverDue(deps, inReminderWindow, 200);
    expect((await outboxOf(booking.id)).map((r) => [r.kind, r.status])).toEqual([
      ['confirmation', 'sent'],
      ['pickup_reminder', 'skipped'],
      ['precheckin_invitation', 'sent'],
      ['staff_new_booking', 'sent'],
    ]);
  });

  it('tells the pickup branch once the renter has pre-checked-in', async () => {
    const booking = await heldBooking(10);
    const { store, reservations } = directusOutbox(workerClient(), BRAND);
    await (
      await admin()
    ).patch(`/items/reservations/${booking.id}`, {
      precheckin_status: 'completed',
    });
    await queueDueMessages(reservations, store, new Date(), settings);
    expect((await outboxOf(booking.id)).map((r) => [r.kind, r.recipient])).toEqual([
      ['confirmation', booking.email],
      ['staff_new_booking', 'sucursal.pty@rental.example'],
      ['staff_precheckin_done', 'sucursal.pty@rental.example'],
    ]);
  });
});
