import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_POLICY } from '@rental/domain/reservation/cancellation';
import { formatCents } from '@rental/domain/money';
import { cancelReservation } from '../../apps/web/src/lib/booking/cancelling.ts';
import { createMailer } from '../../apps/web/src/lib/mail/mailer.ts';
import { startOutboxWorker } from '../../apps/web/src/lib/outbox/run.ts';
import { mailboxClient } from '../../scripts/lib/mailbox-client.ts';
import { startMailbox, type RunningMailbox } from '../../scripts/lib/mailbox.ts';
import { BRAND, NOW, seedCars, siteClient, workerClient } from './booking-support.ts';
import { admin } from './helpers.ts';
import { setAsideEarlierMail } from './outbox-support.ts';
import { bank, bookFor, confirmedPayLater, paidPrepaid } from './precheckin-support.ts';

/**
 * The cancellation e-mails through the outbox: a booking cancelled from its page is
 * owed one e-mail to the renter, with the refund as recorded, and one to the pickup branch; the
 * worker's sweep queues them (never a confirmation after the cancellation), and sends each
 * once. A booking that was never held — abandoned unpaid, or an unpaid one staff cancelled —
 * is told nothing.
 */
let mailbox: RunningMailbox;
let mailDir: string;
let car: string;

beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'cancel-mail-it-'));
  mailbox = await startMailbox({ smtpPort: 0, webPort: 0, mailDir });
  car = (await seedCars()).allowed.id;
  await setAsideEarlierMail();
});
afterAll(async () => {
  await mailbox?.close();
  rmSync(mailDir, { recursive: true, force: true });
});

function worker() {
  const mailer = createMailer({
    smtpUrl: mailbox.smtpUrl,
    from: 'Firefly Car Rental <reservas@firefly.example>',
  });
  return startOutboxWorker({
    cms: workerClient(),
    brand: BRAND,
    origin: 'https://www.firefly.example',
    send: (m) => mailer.send(m),
    mailConfigured: true,
    intervalMs: 60_000,
    log: () => {},
  });
}

const outboxOf = async (reservation: string) => {
  const filter = encodeURIComponent(JSON.stringify({ reservation: { _eq: reservation } }));
  const rows = await (
    await admin()
  ).get<{ key: string; status: string; recipient: string }[]>(
    `/items/email_outbox?filter=${filter}&sort=key&fields=key,status,recipient`,
  );
  return rows.map((r) => [r.key.split(':')[0], r.status, r.recipient]);
};

/** Ticks until the booking's messages are sent (a tick sends a batch of what is due). */
async function tickUntilSent(reservation: string) {
  const running = worker();
  try {
    for (let i = 0; i < 30; i++) {
      await running.tick();
      const rows = await outboxOf(reservation);
      if (rows.length && rows.every(([, status]) => status === 'sent' || status === 'skipped')) {
        await running.tick();
        return;
      }
    }
    throw new Error(`not sent: ${JSON.stringify(await outboxOf(reservation))}`);
  } finally {
    await running.stop();
  }
}

const cancel = (id: string, refund: number) =>
  cancelReservation(
    {
      cms: siteClient(),
      brand: BRAND,
      now: () => NOW,
      policy: async () => DEFAULT_CANCELLATION_POLICY,
      refunds: { card: bank, paypal: null },
    },
    id,
    refund,
  );

describe('the cancellation e-mails', () => {
  it('tell the renter of a paid booking its refund, and the branch, once each; no confirmation after it', async () => {
    const booking = await paidPrepaid(car);
    const cancelled = await cancel(booking.id, booking.total);
    expect(cancelled).toMatchObject({ ok: true, refunds: [{ status: 'completed' }] });
    await tickUntilSent(booking.id);
    expect(await outboxOf(booking.id)).toEqual([
      ['cancellation', 'sent', booking.client.email],
      ['staff_cancellation', 'sent', 'sucursal.pty@rental.example'],
    ]);
    const inbox = mailboxClient(mailbox.webUrl);
    const mail = await inbox.waitFor((m) => m.subject.includes(booking.code));
    const refund = formatCents(booking.total, 'es');
    expect(mail.subject).toBe(`Tu reserva ${booking.code} está cancelada – Firefly`);
    expect(mail.text).toMatch(new RegExp(`Reembolso a tu tarjeta\\s+\\${refund}`));
    expect(mail.text).toContain(`Ya pedimos el reembolso de ${refund} a tu banco.`);
    const all = (await inbox.list()).filter((m) => m.subject.includes(booking.code));
    expect(all.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(new RegExp(`^Reserva cancelada ${booking.code}: retiro el `)),
      mail.subject,
    ]);
  });

  it('tell a pay-later renter nothing was charged', async () => {
    const booking = await confirmedPayLater(car);
    expect(await cancel(booking.id, 0)).toMatchObject({ ok: true, refunds: [] });
    await tickUntilSent(booking.id);
    const mail = await mailboxClient(mailbox.webUrl).waitFor(
      (m) => m.subject === `Tu reserva ${booking.code} está cancelada – Firefly`,
    );
    expect(mail.text).toContain('Elegiste pagar al retirar: no se te cobró nada');
  });

  it('go to no booking that was never held: abandoned unpaid, or unpaid and cancelled in Studio', async () => {
    const abandoned = await bookFor(car, 'unpaid-prepaid');
    const staffCancelled = await bookFor(car, 'unpaid-postpaid');
    const staff = await admin();
    await staff.patch(`/items/reservations/${abandoned.id}`, { status: 'abandoned' });
    await staff.patch(`/items/reservations/${staffCancelled.id}`, { status: 'cancelled' });
    const running = worker();
    await running.tick();
    await running.tick();
    await running.stop();
    expect(await outboxOf(abandoned.id)).toEqual([]);
    expect(await outboxOf(staffCancelled.id)).toEqual([]);
  });
});
