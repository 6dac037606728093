import { describe, expect, it } from 'vitest';
import { couponParam, withCouponParam } from './coupon-link.ts';

describe('a coupon carried by links', () => {
  it('is added to a site path, keeping its query and hash', () => {
    expect(withCouponParam('/flota', 'finde15')).toBe('/flota?coupon=FINDE15');
    expect(withCouponParam('/en/reserva?car=c1&pickup=PTY', 'FINDE15')).toBe(
      '/en/reserva?car=c1&pickup=PTY&coupon=FINDE15',
    );
    expect(withCouponParam('/flota#cars', 'FINDE15')).toBe('/flota?coupon=FINDE15#cars');
  });
  it('leaves other addresses and missing or malformed codes alone', () => {
    expect(withCouponParam('https://example.com/x', 'FINDE15')).toBe('https://example.com/x');
    expect(withCouponParam('//evil.example/x', 'FINDE15')).toBe('//evil.example/x');
    expect(withCouponParam('/flota', null)).toBe('/flota');
    expect(withCouponParam('/flota', 'no spaces allowed')).toBe('/flota');
  });
  it('is read back normalised, or not at all when it is no code', () => {
    expect(couponParam(new URLSearchParams('car=1&coupon=%20finde15'))).toBe('FINDE15');
    expect(couponParam(new URLSearchParams('coupon=<script>'))).toBeNull();
    expect(couponParam(new URLSearchParams('car=1'))).toBeNull();
  });
});
