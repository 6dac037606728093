/**
 * Coupons typed at /reserva (SPEC §3: typed by the renter, shown as applied). The server
 * decides with the CMS record; this judges a record at an instant, for one brand.
 */
export interface CouponRecord {
  code: string;
  discountPercent: number | null;
  /** USD cents. */
  discountAmount: number | null;
  /** Brands that accept it; empty means every brand. */
  brands: string[];
  validFrom: string | null;
  validUntil: string | null;
  active: boolean;
}

export interface AppliedCoupon {
  code: string;
  percent: number | null;
  amount: number | null;
}

export type CouponProblem = 'couponUnknown' | 'couponExpired' | 'couponNotYetValid';

export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();
export const COUPON_CODE = /^[A-Z0-9_-]{2,32}$/;

/** An inactive, other-brand or valueless coupon is 'unknown' to the renter: no hint that it exists. */
export function checkCoupon(record: CouponRecord | null, brand: string, at: Date): { ok: true; coupon: AppliedCoupon } | { ok: false; problem: CouponProblem } {
  if (!record || !record.active) return { ok: false, problem: 'couponUnknown' };
  if (record.brands.length && !record.brands.includes(brand)) return { ok: false, problem: 'couponUnknown' };
  const percent = record.discountPercent && record.discountPercent > 0 ? Math.min(100, record.discountPercent) : null;
  const amount = !percent && record.discountAmount && record.discountAmount > 0 ? Math.round(record.discountAmount) : null;
  if (!percent && !amount) return { ok: false, problem: 'couponUnknown' };
  if (record.validUntil && new Date(record.validUntil).getTime() < at.getTime()) return { ok: false, problem: 'couponExpired' };
  if (record.validFrom && new Date(record.validFrom).getTime() > at.getTime()) return { ok: false, problem: 'couponNotYetValid' };
  return { ok: true, coupon: { code: normalizeCouponCode(record.code), percent, amount } };
}
