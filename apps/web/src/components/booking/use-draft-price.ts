'use client';

import type { ReservationDraft } from '@rental/domain/reservation/draft';
import type { Price } from '@rental/domain/reservation/price';
import type { BookingCatalog } from '@rental/domain/reservation/quote';
import { shownQuote } from './selection.ts';
import { useCoupon } from './use-coupon.ts';

const keepCoupon = () => undefined;

/** The bill of a stored draft (checkout, thanks): the applied coupon re-checked, never changed here. */
export function useDraftPrice(
  draft: ReservationDraft | null,
  catalog: BookingCatalog,
): Price | null {
  const [coupon] = useCoupon(draft?.coupon ?? null, keepCoupon);
  return draft ? shownQuote(draft, coupon, catalog).price : null;
}
