import { describe, expect, it, vi } from 'vitest';
import type { DeliveryStatus } from '@rental/domain/notifications/delivery';
import { DEFAULT_REMINDER_SETTINGS } from '@rental/domain/notifications/schedule';
import { deliverDue } from './deliver.ts';
import { queueLeadNotices } from './queue-leads.ts';
import { queueDueMessages } from './queue-due.ts';
import type {
  MessagePatch,
  NewMessage,
  OutboxMessage,
  OutboxStore,
  ReservationSource,
  ReservationToNotify,
} from './types.ts';

const HOUR = 3_600_000;
const now = new Date('2026-12-01T12:00:00Z');

function memoryStore() {
  const rows: (OutboxMessage & Record<string, unknown>)[] = [];
  const store: OutboxStore = {
    keysTaken: async (keys) => new Set(rows.filter((r) => keys.includes(r.key)).map((r) => r.key)),
    async enqueue(messages: NewMessage[]) {
      for (const m of messages)
        if (!rows.some((r) => r.key === m.key))
          rows.push({
            ...m,
            id: `m${rows.length + 1}`,
            status: 'queued',
            attempts: 0,
            next_attempt_at: null,
            claimed_at: null,
          });
    },
    due: async (at) =>
      rows
        .filter(
          (r) =>
            (r.status === 'queued' && (!r.next_attempt_at || new Date(r.next_attempt_at) <= at)) ||
            r.status === 'sending',
        )
        .map((r) => ({ ...r })),
    async update(id: string, patch: MessagePatch) {
      Object.assign(
        rows.find((r) => r.id === id)!,
        patch,
      );
    },
  };
  return { store, rows };
}

const reservation = (over: Partial<ReservationToNotify> = {}): ReservationToNotify => ({
  id: 'r1',
  brand: 'tucan',
  status: 'paid',
  precheckinDone: false,
  pickupAt: new Date(now.getTime() + 10 * 24 * HOUR),
  createdAt: new Date(now.getTime() - HOUR),
  email: 'ana@example.com',
  branchEmail: null,
  language: 'es-ES',
  ...over,
});

function source(list: ReservationToNotify[]): ReservationSource {
  return {
    changedSince: async () => list.filter((r) => r.createdAt.getTime() > now.getTime() - 48 * HOUR),
    cancelledSince: async () => list.filter((r) => r.status === 'cancelled'),
    pickingUpBetween: async (from, to) =>
      list.filter((r) => r.pickupAt >= from && r.pickupAt <= to),
    current: async (id) => list.find((r) => r.id === id) ?? null,
  };
}

const settings = () => ({ ...DEFAULT_REMINDER_SETTINGS, precheckinEnabled: true });

describe('queueing the e-mails bookings are due', () => {
  it('queues a confirmation once, however often it is asked', async () => {
    const { store, rows } = memoryStore();
    const list = [reservation()];
    expect(await queueDueMessages(source(list), store, now, settings)).toBe(1);
    expect(await queueDueMessages(source(list), store, now, settings)).toBe(0);
    expect(rows.map((r) => [r.key, r.recipient, r.language])).toEqual([
      ['confirmation:r1', 'ana@example.com', 'es-ES'],
    ]);
  });

  it('queues the reminders of an older booking when their windows open', async () => {
    const { store, rows } = memoryStore();
    const older = reservation({
      id: 'r2',
      createdAt: new Date(now.getTime() - 30 * 24 * HOUR),
      pickupAt: new Date(now.getTime() + 20 * HOUR),
    });
    await queueDueMessages(source([older]), store, now, settings);
    expect(rows.map((r) => r.kind).sort()).toEqual([
      'confirmation',
      'pickup_reminder',
      'precheckin_invitation',
    ]);
  });

  it('tells the pickup branch in Spanish when Studio has its e-mail, and no one when not', async () => {
    const { store, rows } = memoryStore();
    await queueDueMessages(
      source([
        reservation({ branchEmail: 'sucursal.pty@rental.example', language: 'en' }),
        reservation({ id: 'r4', branchEmail: null }),
      ]),
      store,
      now,
      settings,
    );
    expect(rows.map((r) => [r.key, r.recipient, r.language])).toEqual([
      ['confirmation:r1', 'ana@example.com', 'en'],
      ['staff_new_booking:r1', 'sucursal.pty@rental.example', 'es'],
      ['confirmation:r4', 'ana@example.com', 'es-ES'],
    ]);
  });

  it('queues nothing for a booking without an e-mail address or not held', async () => {
    const { store, rows } = memoryStore();
    await queueDueMessages(
      source([reservation({ email: null }), reservation({ id: 'r3', status: 'cancelled' })]),
      store,
      now,
      settings,
    );
    expect(rows).toEqual([]);
  });
});

describe('delivering the outbox', () => {
  const setUp = async (list = [reservation()]) => {
    const { store, rows } = memoryStore();
    await queueDueMessages(source(list), store, now, settings);
    return { store, rows, reservations: source(list) };
  };

  it('sends a due message once and records its subject', async () => {
    const { store, rows, reservations } = await setUp();
    const sent: string[] = [];
    const send = async (m: OutboxMessage) => {
      sent.push(m.key);
      return { subject: 'Reserva confirmada' };
    };
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    let events: unknown[][] = [];
    try {
      expect(await deliverDue({ store, reservations, send, log: () => {} }, now)).toBe(1);
      expect(await deliverDue({ store, reservations, send, log: () => {} }, now)).toBe(0);
    } finally {
      events = [...info.mock.calls];
      info.mockRestore();
    }
    // One business event per e-mail sent, without the recipient (docs/operations.md "Logs").
    expect(events).toEqual([
      [{ event: 'email.sent', kind: 'confirmation', key: 'confirmation:r1' }],
    ]);
    expect(sent).toEqual(['confirmation:r1']);
    expect(rows[0]).toMatchObject({ status: 'sent', attempts: 1, subject: 'Reserva confirmada' });
  });

  it('retries after an SMTP outage with back-off, then sends', async () => {
    const { store, rows, reservations } = await setUp();
    const log: string[] = [];
    let smtpUp = false;
    const send = async () => {
      if (!smtpUp) throw new Error('connect ECONNREFUSED 127.0.0.1:1025');
      return { subject: 'ok' };
    };
    const deps = { store, reservations, send, log: (l: string) => log.push(l) };
    await deliverDue(deps, now);
    expect(rows[0]).toMatchObject({ status: 'queued', attempts: 1 });
    expect(rows[0]!.next_attempt_at).toBe(new Date(now.getTime() + 30_000).toISOString());
    expect(log[0]).toContain('ECONNREFUSED');
    smtpUp = true;
    expect(await deliverDue(deps, new Date(now.getTime() + 10_000))).toBe(0);
    expect(await deliverDue(deps, new Date(now.getTime() + 30_000))).toBe(1);
    expect(rows[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('gives a message up after its last attempt, keeping the reason', async () => {
    const { store, rows, reservations } = await setUp();
    const send = async (): Promise<{ subject: string }> => {
      throw new Error('550 mailbox unavailable');
    };
    const policy = { firstDelayMs: 1, maxDelayMs: 1, maxAttempts: 2 };
    const deps = { store, reservations, send, policy, log: () => {} };
    await deliverDue(deps, now);
    await deliverDue(deps, new Date(now.getTime() + 5));
    expect(rows[0]).toMatchObject({
      status: 'failed' satisfies DeliveryStatus,
      attempts: 2,
      last_error: '550 mailbox unavailable',
    });
  });

  it('skips the message of a booking cancelled meanwhile', async () => {
    const list = [reservation()];
    const { store, rows } = await setUp(list);
    list[0]!.status = 'cancelled';
    const send = async () => ({ subject: 'never' });
    await deliverDue({ store, reservations: source(list), send, log: () => {} }, now);
    expect(rows[0]!.status).toBe('skipped');
  });

  it('sends a held booking’s cancellation once, to the renter and the branch, and never the confirmation left queued', async () => {
    const list = [reservation({ branchEmail: 'sucursal.pty@rental.example', language: 'en' })];
    const { store, rows } = await setUp(list);
    Object.assign(list[0]!, { status: 'cancelled', wasHeld: true });
    const reservations = source(list);
    for (let i = 0; i < 2; i++) await queueDueMessages(reservations, store, now, settings);
    const sent: string[] = [];
    const send = async (m: OutboxMessage) => {
      sent.push(m.key);
      return { subject: m.kind };
    };
    await deliverDue({ store, reservations, send, log: () => {} }, now);
    await queueDueMessages(reservations, store, now, settings);
    await deliverDue({ store, reservations, send, log: () => {} }, now);
    expect(sent).toEqual(['cancellation:r1', 'staff_cancellation:r1']);
    expect(rows.map((r) => [r.key, r.status, r.recipient, r.language])).toEqual([
      ['confirmation:r1', 'skipped', 'ana@example.com', 'en'],
      ['staff_new_booking:r1', 'skipped', 'sucursal.pty@rental.example', 'es'],
      ['cancellation:r1', 'sent', 'ana@example.com', 'en'],
      ['staff_cancellation:r1', 'sent', 'sucursal.pty@rental.example', 'es'],
    ]);
  });

  it('takes back a message a stopped worker left sending, not one another is sending', async () => {
    const { store, rows, reservations } = await setUp();
    Object.assign(rows[0]!, { status: 'sending', attempts: 1, claimed_at: now.toISOString() });
    const send = async () => ({ subject: 's' });
    const deps = { store, reservations, send, log: () => {} };
    expect(await deliverDue(deps, new Date(now.getTime() + 60_000))).toBe(0);
    expect(await deliverDue(deps, new Date(now.getTime() + 5 * 60_000))).toBe(1);
    expect(rows[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe("staff's e-mail about corporate enquiries", () => {
  const leads = (ids: string[]) => ({ receivedSince: async () => ids });

  it('queues one per enquiry, once, to the leads address in Spanish', async () => {
    const { store, rows } = memoryStore();
    expect(
      await queueLeadNotices(leads(['7', '8']), store, 'firefly', now, 'empresas@x.example'),
    ).toBe(2);
    expect(
      await queueLeadNotices(leads(['7', '8']), store, 'firefly', now, 'empresas@x.example'),
    ).toBe(0);
    expect(
      rows.map((r) => [r.key, r.kind, r.reservation, r.corporate_lead, r.recipient, r.language]),
    ).toEqual([
      ['staff_corporate_lead:7', 'staff_corporate_lead', null, '7', 'empresas@x.example', 'es'],
      ['staff_corporate_lead:8', 'staff_corporate_lead', null, '8', 'empresas@x.example', 'es'],
    ]);
  });

  it('queues nothing without an address to send to', async () => {
    const { store, rows } = memoryStore();
    expect(await queueLeadNotices(leads(['7']), store, 'firefly', now, null)).toBe(0);
    expect(rows).toEqual([]);
  });

  it('sends a lead’s message without asking for a reservation', async () => {
    const { store, rows } = memoryStore();
    await queueLeadNotices(leads(['7']), store, 'firefly', now, 'empresas@x.example');
    const sent: string[] = [];
    const count = await deliverDue(
      {
        store,
        reservations: {
          current: async () => {
            throw new Error('not a booking');
          },
        },
        send: async (m) => {
          sent.push(m.key);
          return { subject: 'Nueva consulta corporativa' };
        },
        log: () => {},
      },
      now,
    );
    expect(count).toBe(1);
    expect(sent).toEqual(['staff_corporate_lead:7']);
    expect(rows[0]).toMatchObject({ status: 'sent', subject: 'Nueva consulta corporativa' });
  });
});
