import { COUPON_CODE, normalizeCouponCode } from './coupon.ts';

/**
 * A promotion's coupon carried by links: the promotion's call to action → the fleet (whose
 * filters keep every other parameter) → a car's Reserve link → /reserva, which applies it.
 */
export const COUPON_PARAM = 'coupon';

/** The coupon code of an address, normalised, or null when absent or not a code at all. */
export function couponParam(params: URLSearchParams): string | null {
  const code = normalizeCouponCode(params.get(COUPON_PARAM) ?? '');
  return COUPON_CODE.test(code) ? code : null;
}

/**
 * `href` carrying the coupon: only a site path (`/flota`, `/en/reserva?car=…`), whose query
 * is kept; an address elsewhere, or no code, is left as it is.
 */
export function withCouponParam(href: string, code: string | null): string {
  const coupon = code ? normalizeCouponCode(code) : '';
  if (!COUPON_CODE.test(coupon) || !href.startsWith('/') || href.startsWith('//')) return href;
  const [path, hash = ''] = href.split('#', 2);
  const [pathname, query = ''] = path.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(COUPON_PARAM, coupon);
  return `${pathname}?${params}${hash ? `#${hash}` : ''}`;
}
