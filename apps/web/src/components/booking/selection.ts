import type { AppliedCoupon } from '@rental/domain/reservation/coupon';
import type { ReservationDraft } from '@rental/domain/reservation/draft';
import { quoteBooking, type BookingCatalog, type BookingSelection } from '@rental/domain/reservation/quote';
import type { ReservationRequestInput } from '@rental/domain/reservation/request';

/** The draft as the shared rules see it. */
export function selectionOf(draft: ReservationDraft, coupon: AppliedCoupon | null, type = draft.reservation_type): BookingSelection {
  return {
    car: draft.car ?? '',
    pickupBranch: draft.pickup_branch ?? '',
    returnBranch: draft.return_branch ?? draft.pickup_branch ?? '',
    pickup: new Date(draft.pickup_date),
    dropoff: new Date(draft.return_date),
    reservationType: type,
    coverages: draft.coverages,
    roadside: draft.roadside,
    coupon,
  };
}

/** The price to show: the quote, or its preview while a rule is still broken. */
export function shownQuote(draft: ReservationDraft, coupon: AppliedCoupon | null, catalog: BookingCatalog, type = draft.reservation_type) {
  const quote = quoteBooking(selectionOf(draft, coupon, type), catalog, new Date());
  return { quote, price: quote.ok ? quote.price : quote.preview?.price ?? null };
}

/** What the server is asked to create: choices only, never a price. */
export function requestOf(draft: ReservationDraft, locale: 'es' | 'en', terms: boolean): ReservationRequestInput {
  return {
    nonce: draft.nonce,
    locale,
    car: draft.car ?? '',
    pickupBranch: draft.pickup_branch ?? '',
    returnBranch: draft.return_branch ?? draft.pickup_branch ?? '',
    pickup: draft.pickup_date,
    dropoff: draft.return_date,
    reservationType: draft.reservation_type,
    coverages: draft.coverages,
    roadside: draft.roadside,
    coupon: draft.coupon,
    client: { ...draft.client, birthday: draft.client.birthday ?? '', terms },
  };
}
