import { startOutboxWorker } from '../../apps/web/src/lib/outbox/run.ts';
import { BRAND, workerClient } from './booking-support.ts';
import { admin } from './helpers.ts';

/**
 * The files before this one booked hundreds of reservations, each owed mail, and a test's worker
 * delivered all of it over SMTP before its own: 37 s of one file, 45 s of another, whichever ran
 * first. A worker without mail queues what they are owed, and the queued messages are marked
 * skipped, as staff would for mail no longer wanted; the outbox never queues a key twice, so a
 * test's worker then sends its own bookings' mail only. For the `beforeAll` of a file whose
 * tests wait for a worker to send.
 */
export async function setAsideEarlierMail() {
  const queueOnly = startOutboxWorker({
    cms: workerClient(),
    brand: BRAND,
    origin: 'https://www.firefly.example',
    send: async () => ({ sent: false, reason: 'not-configured' }),
    mailConfigured: false,
    intervalMs: 60_000,
    log: () => {},
  });
  await queueOnly.tick();
  await queueOnly.stop();
  await (
    await admin()
  ).patch('/items/email_outbox', {
    query: { filter: { status: { _eq: 'queued' } }, limit: -1 },
    data: { status: 'skipped' },
  });
}
