import type { CmsClient } from '../cms/client.ts';
import type { StoredDocument } from '@rental/domain/invoicing/record';

/**
 * Everything the site holds about a renter (access and portability, Law 81; docs/privacy.md):
 * every booking of the brand under the booking's e-mail, with the renter as they gave it, the
 * consent and opt-ins, the trip, the bill, payments (a card by brand and last four only),
 * refunds, invoices, the pre-check-in's state and their requests. The drivers' documents of a
 * pre-check-in are staff's only (the site cannot read them): the export says so, and staff send
 * them under the access request.
 */
type Json = Record<string, unknown>;

export interface DataExport {
  generatedAt: string;
  brand: string;
  email: string;
  bookings: {
    code: string;
    status: string;
    madeAt: string | null;
    pickup: string;
    return: string;
    car: string | null;
    renter: Json;
    total: number | null;
    payments: {
      amount: number;
      provider: string;
      status: string;
      card: string | null;
      at: string | null;
      invoice: string | null;
    }[];
    refunds: { amount: number; status: string; creditNote: string | null }[];
    precheckin: string | null;
    requests: unknown[];
  }[];
  heldByStaffOnly: string[];
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);
const docNumber = (v: unknown) => (v as StoredDocument | null)?.number ?? null;

export async function renterData(
  cms: CmsClient,
  brand: string,
  email: string,
  now: Date,
): Promise<DataExport> {
  const reservations = await cms.list<Json>('reservations', {
    filter: { brand: { _eq: brand }, renter_email: { _eq: email } },
    fields: [
      'id',
      'code',
      'status',
      'date_created',
      'pickup_date',
      'return_date',
      'client',
      'extras',
      'totals',
      'precheckin_status',
      'privacy_requests',
    ],
    sort: ['date_created'],
    limit: -1,
  });
  const ids = reservations.map((r) => String(r.id));
  const [payments, refunds] = ids.length
    ? await Promise.all([
        cms.list<Json>('payments', {
          filter: { reservation: { _in: ids } },
          fields: [
            'reservation',
            'amount',
            'provider',
            'status',
            'card_brand',
            'card_last4',
            'date_created',
            'invoice',
          ],
          limit: -1,
        }),
        cms.list<Json>('refunds', {
          filter: { reservation: { _in: ids } },
          fields: ['reservation', 'amount', 'status', 'invoice'],
          limit: -1,
        }),
      ])
    : [[], []];
  return {
    generatedAt: now.toISOString(),
    brand,
    email,
    bookings: reservations.map((r) => ({
      code: String(r.code),
      status: String(r.status),
      madeAt: text(r.date_created),
      pickup: String(r.pickup_date),
      return: String(r.return_date),
      car: text((r.extras as Json | null)?.carModel),
      renter: (r.client as Json | null) ?? {},
      total: Number((r.totals as Json | null)?.total) || null,
      payments: payments
        .filter((p) => p.reservation === r.id)
        .map((p) => ({
          amount: Number(p.amount) || 0,
          provider: String(p.provider),
          status: String(p.status),
          card: p.card_last4
            ? `${text(p.card_brand) ?? ''} •••• ${String(p.card_last4)}`.trim()
            : null,
          at: text(p.date_created),
          invoice: docNumber(p.invoice),
        })),
      refunds: refunds
        .filter((f) => f.reservation === r.id)
        .map((f) => ({
          amount: Number(f.amount) || 0,
          status: String(f.status),
          creditNote: docNumber(f.invoice),
        })),
      precheckin: text(r.precheckin_status),
      requests: Array.isArray(r.privacy_requests) ? r.privacy_requests : [],
    })),
    heldByStaffOnly: ['precheckin-drivers-documents'],
  };
}
