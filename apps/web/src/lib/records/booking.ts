import { normalizeCouponCode, type CouponRecord } from '@rental/domain/reservation/coupon';
import type { CmsClient } from '../cms/client.ts';
import { unlessMissing } from '../cms/errors.ts';
import { toCouponRecord } from '../cms/mappers.ts';
import type { Incoming, StoredPayment, StoredRefund, StoredReservation } from '../cms/types.ts';

/** The booking's CMS records: coupons, reservations and payments, for the site's server only. */

/** A coupon by code, case-insensitively (codes are stored as staff typed them). */
export async function fetchCoupon(cms: CmsClient, code: string): Promise<CouponRecord | null> {
  const wanted = normalizeCouponCode(code);
  const rows = await cms.list('coupons', {
    filter: { code: { _icontains: wanted } },
    fields: [
      'code',
      'discountPercent',
      'discountAmount',
      'brands',
      'validFrom',
      'validUntil',
      'active',
      'max_uses',
      'max_uses_per_renter',
    ] satisfies (keyof Incoming<'coupons'>)[],
    limit: 20,
  });
  return rows.map(toCouponRecord).find((c) => normalizeCouponCode(c.code) === wanted) ?? null;
}

/**
 * One coupon's uses held by reservations (`coupon_use` or `coupon_renter_use` values under a
 * prefix, see couponUsePrefix): counted before a reservation takes the next one.
 */
export async function couponUsesTaken(
  cms: CmsClient,
  field: 'coupon_use' | 'coupon_renter_use',
  prefix: string,
): Promise<string[]> {
  const rows = await cms.list<Record<string, string | null>>('reservations', {
    filter: { [field]: { _starts_with: prefix } },
    fields: [field],
    limit: -1,
  });
  return rows.map((r) => r[field] ?? '');
}

const RESERVATION_FIELDS: (keyof StoredReservation)[] = [
  'id',
  'code',
  'brand',
  'status',
  'payment_type',
  'reservation_type',
  'car',
  'pickup_branch',
  'return_branch',
  'pickup_date',
  'return_date',
  'total_reservations_days',
  'client',
  'extras',
  'totals',
  'language',
  'idempotency_key',
  'precheckin_status',
  'preferences',
  'change_count',
];

export async function findReservationByKey(
  cms: CmsClient,
  key: string,
): Promise<StoredReservation | null> {
  const [row] = await cms.list<StoredReservation>('reservations', {
    filter: { idempotency_key: { _eq: key } },
    fields: RESERVATION_FIELDS,
    limit: 1,
  });
  return row ?? null;
}

export const findReservation = (cms: CmsClient, id: string): Promise<StoredReservation | null> =>
  unlessMissing(cms.get<StoredReservation>('reservations', id, { fields: RESERVATION_FIELDS }));

export async function insertReservation(
  cms: CmsClient,
  record: Omit<StoredReservation, 'id'> & { id: string },
): Promise<StoredReservation> {
  // Stored by the CMS's availability endpoint, which checks the car's unit after the insert.
  await cms.send('/availability/reservations', { ...record });
  return record;
}

/** A reservation by the code the renter quotes, within one brand. */
export async function findReservationByCode(
  cms: CmsClient,
  brand: string,
  code: string,
): Promise<StoredReservation | null> {
  const [row] = await cms.list<StoredReservation>('reservations', {
    filter: { code: { _eq: code }, brand: { _eq: brand } },
    fields: RESERVATION_FIELDS,
    limit: 1,
  });
  return row ?? null;
}

export async function updateReservation(
  cms: CmsClient,
  id: string,
  patch: Partial<
    Pick<
      StoredReservation,
      | 'status'
      | 'payment_type'
      | 'precheckin_status'
      | 'preferences'
      | 'coupon_use'
      | 'coupon_renter_use'
    >
  >,
): Promise<void> {
  await storeReservationChange(cms, id, patch);
}

/**
 * Every website write to a stored reservation goes through the CMS's availability endpoint, with
 * its refund rows, in one transaction that holds the inventory's locks to the commit.
 */
export async function storeReservationChange(
  cms: CmsClient,
  id: string,
  patch: Record<string, unknown>,
  refunds: readonly StoredRefund[] = [],
): Promise<void> {
  await cms.send(`/availability/reservations/${encodeURIComponent(id)}`, {
    patch,
    // Written without a gateway reference: only the settling update sets one.
    refunds: refunds.map(({ provider_reference: _none, ...row }) => row),
  });
}

export const PAYMENT_FIELDS: (keyof StoredPayment)[] = [
  'id',
  'reservation',
  'brand',
  'provider',
  'provider_reference',
  'amount',
  'currency',
  'status',
  'card_brand',
  'card_last4',
  'change',
];

export async function insertPayment(
  cms: CmsClient,
  payment: StoredPayment,
): Promise<StoredPayment> {
  await cms.create('payments', [{ ...payment }]);
  return payment;
}

export async function findPaymentByReference(
  cms: CmsClient,
  reference: string,
): Promise<StoredPayment | null> {
  const [row] = await cms.list<StoredPayment>('payments', {
    filter: { provider_reference: { _eq: reference } },
    fields: PAYMENT_FIELDS,
    limit: 1,
  });
  return row ? { ...row, amount: Number(row.amount) } : null;
}

export async function updatePayment(
  cms: CmsClient,
  id: string,
  patch: Partial<Pick<StoredPayment, 'status' | 'provider_reference'>>,
): Promise<void> {
  await cms.update('payments', id, patch);
}

/** A payment the renter made: taken (captured), or authorized at the bank (staff's word; read as paid). */
export interface PaymentMade {
  id: string;
  /** USD cents. */
  amount: number;
  provider: string;
  /** The card's brand and last four digits, when the gateway told them: all the site keeps of a card. */
  card_brand: string | null;
  card_last4: string | null;
  date_created: string | null;
}

export async function paymentsMade(cms: CmsClient, reservationId: string): Promise<PaymentMade[]> {
  const rows = await cms.list<Record<keyof PaymentMade, unknown>>('payments', {
    filter: { reservation: { _eq: reservationId }, status: { _in: ['captured', 'authorized'] } },
    fields: ['id', 'amount', 'provider', 'card_brand', 'card_last4', 'date_created'],
    sort: ['date_created'],
    limit: -1,
  });
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return rows.map((r) => ({
    id: String(r.id),
    amount: Number(r.amount) || 0,
    provider: String(r.provider ?? ''),
    card_brand: text(r.card_brand),
    card_last4: text(r.card_last4),
    date_created: text(r.date_created),
  }));
}
