import type { BrandKey } from '@rental/domain/brands';
import { HELD_STATUSES } from '@rental/domain/reservation/states';
import type { ReservationStatus } from '@rental/domain/reservation/states';
import { paymentsMade } from './booking.ts';
import type { CmsClient } from '../cms/client.ts';
import { CmsError, unlessMissing } from '../cms/errors.ts';

/**
 * The outbox as `email_outbox` (docs/mail.md), and the reservations its scheduler reads. Unique
 * `key`s turn a message queued twice into a refused insert, reported as "already queued".
 */
const OUTBOX = 'email_outbox';

export interface StoredOutboxMessage {
  id: string;
  key: string;
  kind: string;
  brand: BrandKey;
  /** The booking it is about; null for a corporate lead's message. */
  reservation: string | null;
  corporate_lead?: string | null;
  recipient: string;
  language: string;
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  claimed_at: string | null;
}

const MESSAGE_FIELDS = [
  'id',
  'key',
  'kind',
  'brand',
  'reservation',
  'corporate_lead',
  'recipient',
  'language',
  'status',
  'attempts',
  'next_attempt_at',
  'claimed_at',
];

/**
 * Keys asked about per request: the filter travels in the address, which Directus refuses past
 * 16 KB (a key is about 70 characters, escaped about 100). A busy day's bookings ask for more.
 */
const KEYS_PER_REQUEST = 80;

export async function outboxKeysTaken(cms: CmsClient, keys: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < keys.length; i += KEYS_PER_REQUEST) {
    const rows = await cms.list<{ key: string }>(OUTBOX, {
      filter: { key: { _in: keys.slice(i, i + KEYS_PER_REQUEST) } },
      fields: ['key'],
      limit: -1,
    });
    for (const row of rows) taken.add(row.key);
  }
  return taken;
}

/** The keys queued so far that start with `prefix` (a booking's resent confirmations). */
export async function outboxKeysStartingWith(cms: CmsClient, prefix: string): Promise<string[]> {
  const rows = await cms.list<{ key: string }>(OUTBOX, {
    filter: { key: { _starts_with: prefix } },
    fields: ['key'],
    limit: -1,
  });
  return rows.map((r) => r.key);
}

export async function insertOutboxMessage(
  cms: CmsClient,
  message: Omit<StoredOutboxMessage, 'id' | 'attempts' | 'next_attempt_at' | 'claimed_at'>,
): Promise<void> {
  try {
    await cms.create(OUTBOX, [{ ...message, attempts: 0 }]);
  } catch (error) {
    // Refused as a duplicate key: another process queued it first, which is all we wanted.
    if (error instanceof CmsError && error.statusCode === 400) {
      const taken = await outboxKeysTaken(cms, [message.key]);
      if (taken.has(message.key)) return;
    }
    throw error;
  }
}

/** A brand's messages to send now: queued and due, or sending (the caller judges staleness). */
export function dueOutboxMessages(
  cms: CmsClient,
  brand: BrandKey,
  now: Date,
  limit: number,
): Promise<StoredOutboxMessage[]> {
  return cms.list<StoredOutboxMessage>(OUTBOX, {
    filter: {
      brand: { _eq: brand },
      _or: [
        {
          status: { _eq: 'queued' },
          _or: [
            { next_attempt_at: { _null: true } },
            { next_attempt_at: { _lte: now.toISOString() } },
          ],
        },
        { status: { _eq: 'sending' } },
      ],
    },
    fields: MESSAGE_FIELDS,
    sort: ['date_created'],
    limit,
  });
}

export async function updateOutboxMessage(
  cms: CmsClient,
  id: string,
  patch: Record<string, unknown>,
): Promise<void> {
  await cms.update(OUTBOX, id, patch);
}

/** What the scheduler reads of a reservation (never its price or payments). */
export interface ReservationNotice {
  id: string;
  brand: BrandKey;
  status: ReservationStatus;
  precheckin_status: string | null;
  pickup_date: string;
  date_created: string | null;
  client: { email?: unknown } | null;
  pickup_branch: { email?: string | null } | null;
  language: string | null;
  /** How it was paid (card, paypal) or held (counter); a cancelled booking keeps it. */
  payment_type?: string | null;
  change_count?: number | null;
  /** Only what a change left there is read: the branch it moved the pickup from, and when. */
  extras?: { movedFromBranch?: string; changedAt?: string } | null;
}

const NOTICE_FIELDS = [
  'id',
  'brand',
  'status',
  'precheckin_status',
  'pickup_date',
  'date_created',
  'client',
  'pickup_branch.email',
  'language',
  'change_count',
  'extras',
];
const HELD = { status: { _in: [...HELD_STATUSES] } };

/** The e-mails (Studio) of the given branches, by id. */
export async function branchEmails(cms: CmsClient, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await cms.list<{ id: string; email?: string | null }>('branches', {
    filter: { id: { _in: ids } },
    fields: ['id', 'email'],
    limit: -1,
  });
  return new Map(rows.map((b) => [String(b.id), (b.email ?? '').trim()]));
}

export function heldReservationsChangedSince(
  cms: CmsClient,
  brand: BrandKey,
  since: Date,
): Promise<ReservationNotice[]> {
  const after = since.toISOString();
  return cms.list<ReservationNotice>('reservations', {
    filter: {
      brand: { _eq: brand },
      ...HELD,
      _or: [{ date_created: { _gte: after } }, { date_updated: { _gte: after } }],
    },
    fields: NOTICE_FIELDS,
    limit: -1,
  });
}

/** A brand's bookings cancelled (or otherwise changed while cancelled) since then. */
export function cancelledReservationsChangedSince(
  cms: CmsClient,
  brand: BrandKey,
  since: Date,
): Promise<ReservationNotice[]> {
  return cms.list<ReservationNotice>('reservations', {
    filter: {
      brand: { _eq: brand },
      status: { _eq: 'cancelled' },
      date_updated: { _gte: since.toISOString() },
    },
    fields: [...NOTICE_FIELDS, 'payment_type'],
    limit: -1,
  });
}

export function heldReservationsPickingUpBetween(
  cms: CmsClient,
  brand: BrandKey,
  from: Date,
  to: Date,
): Promise<ReservationNotice[]> {
  return cms.list<ReservationNotice>('reservations', {
    filter: {
      brand: { _eq: brand },
      ...HELD,
      pickup_date: { _between: [from.toISOString(), to.toISOString()] },
    },
    fields: NOTICE_FIELDS,
    limit: -1,
  });
}

export const reservationNotice = (cms: CmsClient, id: string): Promise<ReservationNotice | null> =>
  unlessMissing(cms.get<ReservationNotice>('reservations', id, { fields: NOTICE_FIELDS }));

/** The car a reservation names, as its e-mails show it. */
export async function carSummary(
  cms: CmsClient,
  id: string,
): Promise<{ model: string; class: string } | null> {
  const car = await unlessMissing(
    cms.get<{ model?: unknown; class?: unknown }>('flota', id, { fields: ['model', 'class'] }),
  );
  return car && { model: String(car.model ?? ''), class: String(car.class ?? '') };
}

/**
 * What a reservation paid online and keeps, USD cents: payments less what cheaper changes gave
 * back (a cancellation's refund stays in: its e-mails show it beside what was paid).
 */
export async function paidOnline(cms: CmsClient, reservationId: string): Promise<number> {
  const [payments, changeRefunds] = await Promise.all([
    paymentsMade(cms, reservationId),
    cms.list<{ amount: unknown }>('refunds', {
      filter: {
        reservation: { _eq: reservationId },
        idempotency_key: { _starts_with: 'change-refund:' },
        status: { _neq: 'failed' },
      },
      fields: ['amount'],
      limit: -1,
    }),
  ]);
  return totalPaid(payments) - changeRefunds.reduce((sum, r) => sum + (Number(r.amount) || 0), 0);
}

export const totalPaid = (payments: readonly { amount: number }[]): number =>
  payments.reduce((sum, p) => sum + p.amount, 0);
