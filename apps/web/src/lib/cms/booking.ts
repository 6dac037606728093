import { LANGUAGE_TAGS, type Locale } from '@rental/domain/locale';
import { normalizeCouponCode, type CouponRecord } from '@rental/domain/reservation/coupon';
import type { CmsClient } from './client.ts';
import { CmsError } from './errors.ts';
import type { Coverage, StoredPayment, StoredReservation } from './types.ts';

/**
 * The booking's questions to the CMS: coverages and coupons to price with, and the
 * reservation and payment records the server writes and reads back. Only the site's server
 * calls these (the service token never reaches a browser).
 */
type Raw = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : NaN);

export async function fetchCoverages(cms: CmsClient, locale: Locale): Promise<Coverage[]> {
  const records = await cms.list('coverages', {
    fields: ['code', 'kind', 'dailyPrice', 'mandatory', 'translations.name', 'translations.description', 'translations.languages_code'],
    deep: { translations: { _filter: { languages_code: { _eq: LANGUAGE_TAGS[locale] } } } },
    sort: ['sort', 'code'],
    limit: -1,
  });
  return records
    .map((raw): Coverage => {
      const t = ((raw.translations as Raw[] | undefined)?.[0] ?? {}) as Raw;
      return { code: str(raw.code), kind: raw.kind === 'roadside' ? 'roadside' : 'coverage', dailyPrice: Math.max(0, Math.round(num(raw.dailyPrice)) || 0), mandatory: raw.mandatory === true, name: str(t.name) || str(raw.code), description: str(t.description) };
    })
    .filter((c) => c.code !== '');
}

/** A coupon by code, case-insensitively (codes are stored as staff typed them). */
export async function fetchCoupon(cms: CmsClient, code: string): Promise<CouponRecord | null> {
  const wanted = normalizeCouponCode(code);
  const [raw] = await cms.list('coupons', { filter: { code: { _icontains: wanted } }, fields: ['code', 'discountPercent', 'discountAmount', 'brands', 'validFrom', 'validUntil', 'active'], limit: 20 })
    .then((rows) => rows.filter((r) => normalizeCouponCode(str(r.code)) === wanted));
  if (!raw) return null;
  const pct = num(raw.discountPercent);
  const amt = num(raw.discountAmount);
  return {
    code: str(raw.code),
    discountPercent: Number.isFinite(pct) ? pct : null,
    discountAmount: Number.isFinite(amt) ? amt : null,
    brands: Array.isArray(raw.brands) ? raw.brands.map(String) : [],
    validFrom: str(raw.validFrom) || null,
    validUntil: str(raw.validUntil) || null,
    active: raw.active !== false,
  };
}

const RESERVATION_FIELDS = ['id', 'code', 'brand', 'status', 'payment_type', 'reservation_type', 'car', 'pickup_branch', 'return_branch', 'pickup_date', 'return_date', 'total_reservations_days', 'client', 'extras', 'totals', 'language', 'idempotency_key'];

export async function findReservationByKey(cms: CmsClient, key: string): Promise<StoredReservation | null> {
  const [row] = await cms.list<StoredReservation>('reservations', { filter: { idempotency_key: { _eq: key } }, fields: RESERVATION_FIELDS, limit: 1 });
  return row ?? null;
}

export async function findReservation(cms: CmsClient, id: string): Promise<StoredReservation | null> {
  try {
    return await cms.get<StoredReservation>('reservations', id, { fields: RESERVATION_FIELDS });
  } catch (error) {
    if (error instanceof CmsError && (error.statusCode === 403 || error.statusCode === 404)) return null;
    throw error;
  }
}

export async function insertReservation(cms: CmsClient, record: Omit<StoredReservation, 'id'> & { id: string }): Promise<StoredReservation> {
  await cms.create('reservations', [record as unknown as Raw]);
  return record;
}

export async function updateReservation(cms: CmsClient, id: string, patch: Partial<Pick<StoredReservation, 'status' | 'payment_type'>>): Promise<void> {
  await cms.update('reservations', id, patch);
}

const PAYMENT_FIELDS = ['id', 'reservation', 'brand', 'provider', 'provider_reference', 'amount', 'currency', 'status', 'card_brand', 'card_last4'];

export async function insertPayment(cms: CmsClient, payment: StoredPayment): Promise<StoredPayment> {
  await cms.create('payments', [payment as unknown as Raw]);
  return payment;
}

export async function findPaymentByReference(cms: CmsClient, reference: string): Promise<StoredPayment | null> {
  const [row] = await cms.list<StoredPayment>('payments', { filter: { provider_reference: { _eq: reference } }, fields: PAYMENT_FIELDS, limit: 1 });
  return row ? { ...row, amount: Number(row.amount) } : null;
}

export async function paymentsOf(cms: CmsClient, reservationId: string): Promise<StoredPayment[]> {
  const rows = await cms.list<StoredPayment>('payments', { filter: { reservation: { _eq: reservationId } }, fields: PAYMENT_FIELDS, sort: ['-date_created'], limit: -1 });
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

export async function updatePayment(cms: CmsClient, id: string, patch: Partial<Pick<StoredPayment, 'status' | 'provider_reference'>>): Promise<void> {
  await cms.update('payments', id, patch);
}
