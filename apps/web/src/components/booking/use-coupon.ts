'use client';

import { useEffect, useState } from 'react';
import type { AppliedCoupon } from '@rental/domain/reservation/coupon';
import { redeemCoupon } from '@/lib/booking/actions';

/** The applied coupon's terms. The draft keeps only the code, so after a reload the server checks it again. */
export function useCoupon(
  code: string | null,
  clear: () => void,
): [AppliedCoupon | null, (c: AppliedCoupon | null) => void] {
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  useEffect(() => {
    if (!code) return setCoupon(null);
    if (coupon?.code === code) return;
    let live = true;
    redeemCoupon(code)
      .then((r) => {
        if (!live) return;
        if (r.ok) setCoupon(r.coupon);
        else if (r.problem !== 'processing' && r.problem !== 'limited') clear();
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code, coupon?.code, clear]);
  return [code ? coupon : null, setCoupon];
}
