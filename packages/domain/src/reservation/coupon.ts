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
  /** Reservations the coupon may be used on in all; null: no limit. */
  maxUses: number | null;
  /** Reservations one renter (by e-mail) may use it on; null: no limit. */
  maxUsesPerRenter: number | null;
}

export interface AppliedCoupon {
  code: string;
  percent: number | null;
  amount: number | null;
}

export type CouponProblem =
  'couponUnknown' | 'couponExpired' | 'couponNotYetValid' | 'couponUsedUp' | 'couponRenterLimit';

export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();
export const COUPON_CODE = /^[A-Z0-9_-]{2,32}$/;

/** An inactive, other-brand or valueless coupon is 'unknown' to the renter: no hint that it exists. */
export function checkCoupon(
  record: CouponRecord | null,
  brand: string,
  at: Date,
): { ok: true; coupon: AppliedCoupon } | { ok: false; problem: CouponProblem } {
  if (!record || !record.active) return { ok: false, problem: 'couponUnknown' };
  if (record.brands.length && !record.brands.includes(brand))
    return { ok: false, problem: 'couponUnknown' };
  const percent =
    record.discountPercent && record.discountPercent > 0
      ? Math.min(100, record.discountPercent)
      : null;
  const amount =
    !percent && record.discountAmount && record.discountAmount > 0
      ? Math.round(record.discountAmount)
      : null;
  if (!percent && !amount) return { ok: false, problem: 'couponUnknown' };
  if (record.validUntil && new Date(record.validUntil).getTime() < at.getTime())
    return { ok: false, problem: 'couponExpired' };
  if (record.validFrom && new Date(record.validFrom).getTime() > at.getTime())
    return { ok: false, problem: 'couponNotYetValid' };
  return { ok: true, coupon: { code: normalizeCouponCode(record.code), percent, amount } };
}

/**
 * Coupon uses. Each reservation made with a coupon holds a numbered use of it, stored in a
 * unique field (`coupon_use` = `CODE#n`, and `coupon_renter_use` = `CODE|renter#n` for the
 * renter's own count). A new reservation takes the lowest free number. Two reservations
 * racing for the last use read the same taken numbers, so they pick the same number and the
 * database's unique index lets one of them in: the other reads again and finds the coupon
 * used up. A limit therefore holds across processes, not only within one.
 */
export interface CouponUsesTaken {
  /** Numbers of every use of the coupon. */
  total: number[];
  /** Numbers of this renter's uses. */
  renter: number[];
}

export const couponUsePrefix = (code: string) => `${normalizeCouponCode(code)}#`;
export const couponRenterUsePrefix = (code: string, renterKey: string) =>
  `${normalizeCouponCode(code)}|${renterKey}#`;

/** The use numbers held under a prefix (values that do not parse are ignored). */
export function couponUseNumbers(values: (string | null | undefined)[], prefix: string): number[] {
  return values.flatMap((v) => {
    if (!v?.startsWith(prefix)) return [];
    const n = Number(v.slice(prefix.length));
    return Number.isInteger(n) && n > 0 ? [n] : [];
  });
}

const lowestFree = (taken: number[]) => {
  const set = new Set(taken);
  let n = 1;
  while (set.has(n)) n++;
  return n;
};

/** The uses a new reservation takes, or why the coupon is refused (the renter's limit first: it is theirs to fix). */
export function claimCouponUse(
  record: Pick<CouponRecord, 'maxUses' | 'maxUsesPerRenter'>,
  taken: CouponUsesTaken,
):
  | { ok: true; total: number; renter: number }
  | { ok: false; problem: 'couponUsedUp' | 'couponRenterLimit' } {
  if (record.maxUsesPerRenter !== null && taken.renter.length >= record.maxUsesPerRenter)
    return { ok: false, problem: 'couponRenterLimit' };
  if (record.maxUses !== null && taken.total.length >= record.maxUses)
    return { ok: false, problem: 'couponUsedUp' };
  return { ok: true, total: lowestFree(taken.total), renter: lowestFree(taken.renter) };
}
