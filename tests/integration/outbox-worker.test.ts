import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmPayLater } from '../../apps/web/src/lib/booking/paying/index.ts';
import { createMailer } from '../../apps/web/src/lib/mail/mailer.ts';
import { startOutboxWorker } from '../../apps/web/src/lib/outbox/run.ts';
import { startPgBoss } from '../../apps/web/src/lib/jobs/pg-boss.ts';
import type { Scheduler } from '../../apps/web/src/lib/jobs/scheduler.ts';
import { dropSchema, PG_URL } from './pg-schema.ts';
import { randomUUID } from 'node:crypto';
import { mailboxClient, type MailboxMessage } from '../../scripts/lib/mailbox-client.ts';
import { startMailbox, type RunningMailbox } from '../../scripts/lib/mailbox.ts';
import {
  BRAND,
  bookedReservation,
  paymentDeps,
  seedCars,
  workerClient,
} from './booking-support.ts';
import { admin } from './helpers.ts';
import { setAsideEarlierMail } from './outbox-support.ts';

/**
 * The whole way of a confirmation: a booking confirmed through the site's service, the worker's
 * tick, the brand's e-mail over real SMTP into the development mailbox. A message queued while
 * mail could not go out (a worker without SMTP, or stopped) is sent by the next worker.
 */
let mailbox: RunningMailbox;
let mailDir: string;
const ORIGIN = 'https://www.firefly.example';

beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'outbox-it-'));
  mailbox = await startMailbox({ smtpPort: 0, webPort: 0, mailDir });
  await setAsideEarlierMail();
});
afterAll(async () => {
  await mailbox?.close();
  rmSync(mailDir, { recursive: true, force: true });
});

const worker = (mailConfigured: boolean, schedule?: Scheduler, intervalMs = 60_000) => {
  const mailer = createMailer({
    smtpUrl: mailConfigured ? mailbox.smtpUrl : null,
    from: 'Firefly Car Rental <reservas@firefly.example>',
  });
  return startOutboxWorker({
    cms: workerClient(),
    brand: BRAND,
    origin: ORIGIN,
    send: (m) => mailer.send(m),
    mailConfigured,
    intervalMs,
    log: () => {},
    schedule,
  });
};

async function confirmedBooking(): Promise<{ id: string; code: string; email: string }> {
  const { allowed } = await seedCars();
  const booked = await bookedReservation(allowed.id, 'postpaid');
  const result = await confirmPayLater(paymentDeps({ card: null, paypal: null }), booked.id);
  if (!result.ok) throw new Error('not confirmed');
  const stored = await (
    await admin()
  ).get<{ client: { email: string } }>(`/items/reservations/${booked.id}`);
  return { id: booked.id, code: booked.code, email: stored.client.email };
}

/** Ticks until the booking's messages are all sent (a tick sends a batch of what is due). */
async function tickUntilSent(running: ReturnType<typeof worker>, reservation: string) {
  for (let i = 0; i < 30; i++) {
    await running.tick();
    const states = await statusOf(reservation);
    if (states.length && states.every(([status]) => status === 'sent')) return;
  }
  throw new Error(
    `messages of ${reservation} not sent: ${JSON.stringify(await statusOf(reservation))}`,
  );
}

const statusOf = async (reservation: string) => {
  const filter = encodeURIComponent(JSON.stringify({ reservation: { _eq: reservation } }));
  const rows = await (
    await admin()
  ).get<{ status: string; subject: string | null }[]>(
    `/items/email_outbox?filter=${filter}&sort=key`,
  );
  return rows.map((r) => [r.status, r.subject]);
};

describe('the outbox worker', () => {
  it('has a service user of its own that can read bookings and keep the outbox, and book nothing', async () => {
    const { url, workerToken } = inject('cms');
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${url}${path}`, {
        method,
        headers: { authorization: `Bearer ${workerToken}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    expect((await call('GET', '/items/reservations?limit=1')).status).toBe(200);
    expect((await call('GET', '/items/email_outbox?limit=1')).status).toBe(200);
    for (const collection of ['reservations', 'payments', 'precheckins', 'corporate_leads'])
      expect((await call('POST', `/items/${collection}`, { brand: BRAND })).status).toBe(403);
    expect((await call('GET', '/items/precheckins?limit=1')).status).toBe(403);
    expect((await call('GET', '/users?limit=1')).status).toBe(403);
  });

  it('e-mails a confirmed booking its confirmation with the calendar file', async () => {
    const booking = await confirmedBooking();
    const running = worker(true);
    // Stopped whatever happens: a worker left ticking would send the next test's mail too.
    await tickUntilSent(running, booking.id).finally(() => running.stop());
    const inbox = mailboxClient(mailbox.webUrl);
    const message = await inbox.waitFor((m: MailboxMessage) =>
      m.to.some((a) => a.address === booking.email),
    );
    expect(message.subject).toBe(`Tu reserva ${booking.code} está confirmada – Firefly`);
    expect(message.text).toContain(`${ORIGIN}/mi-reserva?code=${booking.code}`);
    expect(message.text).toContain('Aeropuerto Internacional de Tocumen');
    expect(message.attachments.map((a) => a.filename)).toEqual([`reserva-${booking.code}.ics`]);
    const notice = await inbox.waitFor(
      (m) =>
        m.to.some((a) => a.address === 'sucursal.pty@rental.example') &&
        m.subject.includes(booking.code),
    );
    expect(notice.subject).toMatch(new RegExp(`^Nueva reserva ${booking.code}: retiro el `));
    expect(notice.text).toContain(booking.email);
    expect(notice.attachments ?? []).toEqual([]);
    expect(await statusOf(booking.id)).toEqual([
      ['sent', message.subject],
      ['sent', notice.subject],
    ]);
    // Other suites' bookings queue their mail too: on a loaded machine the sends take a while.
  }, 120_000);

  it('keeps a message queued while mail cannot go out, and the next worker sends it once', async () => {
    const booking = await confirmedBooking();
    const withoutMail = worker(false);
    await withoutMail.tick();
    await withoutMail.stop();
    expect(await statusOf(booking.id)).toEqual([
      ['queued', null],
      ['queued', null],
    ]);

    const restarted = worker(true);
    try {
      await tickUntilSent(restarted, booking.id);
      await restarted.tick();
    } finally {
      await restarted.stop();
    }
    const inbox = mailboxClient(mailbox.webUrl);
    await inbox.waitFor((m) => m.to.some((a) => a.address === booking.email));
    const all = (await inbox.list()).filter((m) => m.to.some((a) => a.address === booking.email));
    expect(all).toHaveLength(1);
    expect((await statusOf(booking.id)).map(([status]) => status)).toEqual(['sent', 'sent']);
  });

  it('on pg-boss (JOBS_DATABASE_URL) two workers share the tick: the confirmation goes out once', async () => {
    const url = PG_URL;
    const schema = `jobs_outbox_${randomUUID().slice(0, 8)}`;
    const boss = () => startPgBoss({ connectionString: url, schema, prefix: BRAND, log: () => {} });
    const jobs = await Promise.all([boss(), boss()]);
    try {
      const booking = await confirmedBooking();
      const running = jobs.map((j) => worker(true, j.schedule, 300));
      await expect
        .poll(async () => (await statusOf(booking.id)).map(([status]) => status), {
          timeout: 60_000,
        })
        .toEqual(expect.arrayContaining(['sent']));
      await expect
        .poll(async () => (await statusOf(booking.id)).every(([status]) => status === 'sent'), {
          timeout: 60_000,
        })
        .toBe(true);
      await Promise.all(running.map((r) => r.stop()));
      const inbox = mailboxClient(mailbox.webUrl);
      await inbox.waitFor((m) => m.to.some((a) => a.address === booking.email));
      const all = (await inbox.list()).filter((m) => m.to.some((a) => a.address === booking.email));
      expect(all).toHaveLength(1);
    } finally {
      await Promise.all(jobs.map((j) => j.stop()));
      await dropSchema(schema);
    }
  });

  it("tells staff of a corporate enquiry once, at the brand's leads address", async () => {
    const company = `Istmo ${Date.now()}`;
    // As the corporate form stores it (lib/leads/submit.ts); staff's client reads its id back.
    const lead = await (
      await admin()
    ).post<{ id: number }>('/items/corporate_leads', {
      brand: BRAND,
      company,
      name: 'Luis Castillo',
      email: 'luis@istmo.example',
      fleetSize: 12,
      message: 'Doce pickups por seis meses.',
      language: 'en',
      status: 'new',
    });
    const key = `staff_corporate_lead:${lead.id}`;
    const running = worker(true);
    for (let i = 0; i < 30 && (await outboxByKey(key))?.status !== 'sent'; i++)
      await running.tick();
    await running.tick();
    await running.stop();
    expect(await outboxByKey(key)).toMatchObject({
      status: 'sent',
      recipient: 'empresas@firefly-rentals.example',
      corporate_lead: lead.id,
      reservation: null,
    });
    const inbox = mailboxClient(mailbox.webUrl);
    const message = await inbox.waitFor((m) => m.subject.includes(company));
    expect(message.subject).toBe(`Nueva consulta corporativa: ${company}`);
    expect(message.to.map((a) => a.address)).toEqual(['empresas@firefly-rentals.example']);
    expect(message.text).toContain('luis@istmo.example');
    expect(message.text).toContain('Doce pickups por seis meses.');
    expect((await inbox.list()).filter((m) => m.subject.includes(company))).toHaveLength(1);
  });
});

const outboxByKey = async (key: string) => {
  const filter = encodeURIComponent(JSON.stringify({ key: { _eq: key } }));
  const [row] = await (
    await admin()
  ).get<Record<string, unknown>[]>(`/items/email_outbox?filter=${filter}`);
  return row;
};
