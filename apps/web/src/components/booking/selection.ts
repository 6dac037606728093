import type { AppliedCoupon } from '@rental/domain/reservation/coupon';
import type { ReservationDraft } from '@rental/domain/reservation/draft';
import {
  quoteBooking,
  withMandatoryCoverages,
  type BookingCatalog,
  type BookingSelection,
} from '@rental/domain/reservation/quote';
import type { ReservationRequestInput } from '@rental/domain/reservation/request';
import type { Locale } from '@rental/domain/locale';

/** The draft as the shared rules see it: the mandatory coverages are always chosen (shown locked). */
function selectionOf(
  draft: ReservationDraft,
  coupon: AppliedCoupon | null,
  catalog: BookingCatalog,
  type = draft.reservation_type,
): BookingSelection {
  return {
    car: draft.car ?? '',
    pickupBranch: draft.pickup_branch ?? '',
    returnBranch: draft.return_branch ?? draft.pickup_branch ?? '',
    pickupAt: new Date(draft.pickup_date),
    returnAt: new Date(draft.return_date),
    reservationType: type,
    coverages: withMandatoryCoverages(draft.coverages, catalog.coverages),
    roadside: draft.roadside,
    coupon,
    driverBirthday: draft.client.birthday,
    extras: draft.extras ?? {},
    additionalDrivers: draft.additional_drivers ?? 0,
  };
}

/** The price to show: the quote, or its preview while a rule is still broken. */
export function shownQuote(
  draft: ReservationDraft,
  coupon: AppliedCoupon | null,
  catalog: BookingCatalog,
  type = draft.reservation_type,
) {
  const quote = quoteBooking(selectionOf(draft, coupon, catalog, type), catalog, new Date());
  return { quote, price: quote.ok ? quote.price : (quote.preview?.price ?? null) };
}

/** What the server is asked to create: choices only, never a price. */
/** The renter's yes to the terms and the privacy notice, and to each optional message of their own. */
export interface Consent {
  terms: boolean;
  marketing: boolean;
  whatsapp: boolean;
}

export function requestOf(
  draft: ReservationDraft,
  locale: Locale,
  consent: Consent,
  catalog: BookingCatalog,
): ReservationRequestInput {
  return {
    nonce: draft.nonce,
    locale,
    car: draft.car ?? '',
    pickupBranch: draft.pickup_branch ?? '',
    returnBranch: draft.return_branch ?? draft.pickup_branch ?? '',
    pickupAt: draft.pickup_date,
    returnAt: draft.return_date,
    reservationType: draft.reservation_type,
    coverages: withMandatoryCoverages(draft.coverages, catalog.coverages),
    roadside: draft.roadside,
    coupon: draft.coupon,
    extras: draft.extras ?? {},
    additionalDrivers: draft.additional_drivers ?? 0,
    client: { ...renterToSend(draft.client), birthday: draft.client.birthday ?? '', ...consent },
  };
}

/**
 * The renter's fields, with a company's only while its invoice is asked (unticked, the draft
 * still keeps them as typed).
 */
function renterToSend(client: ReservationDraft['client']) {
  const { company_invoice, company_name, company_ruc, company_dv, ...renter } = client;
  return company_invoice
    ? { ...renter, company_invoice, company_name, company_ruc, company_dv }
    : renter;
}
