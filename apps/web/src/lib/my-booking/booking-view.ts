import type { BookingStanding, PaymentMethod } from '@rental/domain/reservation/my-booking';
import {
  bookingStanding,
  canResendConfirmation,
  dueAtCounter,
  paymentBalance,
  paymentMethod,
  precheckinOffer,
} from '@rental/domain/reservation/my-booking';
import { isHeld } from '@rental/domain/notifications/schedule';
import { changeRefusal } from '@rental/domain/reservation/change';
import type { BillLine, Totals } from '@rental/domain/reservation/price';
import type { BookedTerms } from '@rental/domain/reservation/rental-terms';
import type {
  CancellationPolicy,
  CancellationWindow,
} from '@rental/domain/reservation/cancellation';
import type { RefundStatus } from '@rental/domain/reservation/states';
import { refundSummary } from '@rental/domain/reservation/refunds';
import type { PrecheckinProgress, ReservationType } from '@rental/domain/vocabulary';
import { cancellationQuote, cancellationRefunds } from '../booking/cancelling.ts';
import { paymentsMade } from '../records/booking.ts';
import { depositsOf } from '../records/deposits.ts';
import { depositStanding, type DepositStanding } from '@rental/domain/reservation/deposit';
import { refundsOf } from '../records/refunds.ts';
import { totalPaid } from '../records/outbox.ts';
import type { StoredReservation } from '../cms/types.ts';
import type { MyBookingDeps } from './deps-type.ts';
import { bookingDocuments, type BookingDocument } from './documents.ts';

/**
 * The booking as its page shows it (service.ts reads it fresh for every call): where it
 * stands, the trip, the stored bill, the payments as recorded and what cheaper changes gave
 * back, what is due at the counter, the pre-check-in offer, and cancelling's policy and offer.
 */
/** Cancelling, as the page shows it: the policy, the offer (null: not offered) and a refund made. */
export interface MyBookingCancellation {
  policy: CancellationPolicy;
  offer: { window: CancellationWindow; fee: number; refund: number } | null;
  refund: { amount: number; fee: number; status: RefundStatus } | null;
}

export interface MyBooking {
  code: string;
  standing: BookingStanding;
  reservationType: ReservationType;
  /** The name the booking is under. */
  renter: string;
  /** Car and branches by id, dates as stored (UTC ISO): the page names them and shows Panama time. */
  trip: {
    car: string;
    carModel: string;
    pickupBranch: string;
    returnBranch: string;
    pickupDate: string;
    returnDate: string;
    days: number;
    /** Extras booked (code → units) and drivers beside the main one. */
    extras: Record<string, number>;
    additionalDrivers: number;
  };
  /** The bill as stored with the booking. */
  bill: { lines: BillLine[]; totals: Totals };
  /** The car's fuel, mileage and deposit as booked (null: booked before they were kept). */
  terms: BookedTerms | null;
  /** Where the security deposit stands: at the counter, held on a card, or settled. */
  deposit: DepositStanding;
  /** The renter's yes or no to offers by e-mail and reminders by WhatsApp (docs/privacy.md). */
  optIns: { marketing: boolean; whatsapp: boolean };
  /** Payments made online, and every refund given or on its way (`refund`, with a negative amount). */
  payments: {
    amount: number;
    refund: boolean;
    method: PaymentMethod;
    cardBrand: string | null;
    last4: string | null;
    at: string | null;
  }[];
  paid: number;
  /** Left to pay at the counter; null when the booking is not held (nothing is due there). */
  dueAtCounter: number | null;
  precheckin: { progress: PrecheckinProgress; open: boolean };
  /** A held booking: its confirmation can be sent again and its calendar file downloaded. */
  canResend: boolean;
  calendar: boolean;
  cancellation: MyBookingCancellation;
  /** Its dates, times or branches may be changed now (change.ts). */
  canChange: boolean;
  /** Its invoices and credit notes (documents.ts). */
  documents: BookingDocument[];
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

async function cancellationView(
  deps: MyBookingDeps,
  r: StoredReservation,
): Promise<MyBookingCancellation> {
  const [policy, quote, refund] = await Promise.all([
    deps.policy(),
    cancellationQuote(deps, r),
    cancellationRefunds(deps, r.id).then(refundSummary),
  ]);
  return {
    policy,
    offer: quote.allowed ? { window: quote.window, fee: quote.fee, refund: quote.refund } : null,
    refund: refund && { amount: refund.amount, fee: refund.fee, status: refund.status },
  };
}

export async function bookingView(deps: MyBookingDeps, r: StoredReservation): Promise<MyBooking> {
  const [payments, refunds, precheckinEnabled, cancellation, holds, documents] = await Promise.all([
    paymentsMade(deps.cms, r.id),
    refundsOf(deps.cms, r.id),
    deps.enabled(),
    cancellationView(deps, r),
    depositsOf(deps.cms, r.id),
    bookingDocuments(deps.cms, r.id),
  ]);
  // Every refund the ledger keeps (a cancellation's too): the panel's "paid" is what is still held.
  const kept = refunds.filter((refund) => refund.status !== 'failed' && refund.amount > 0);
  const paid = totalPaid(payments) - totalPaid(kept);
  return {
    code: r.code,
    standing: bookingStanding(r),
    reservationType: r.reservation_type,
    renter: `${str(r.client?.name)} ${str(r.client?.last_name)}`.trim(),
    trip: {
      car: r.car,
      carModel: r.extras?.carModel ?? '',
      pickupBranch: r.pickup_branch,
      returnBranch: r.return_branch,
      pickupDate: r.pickup_date,
      returnDate: r.return_date,
      days: r.total_reservations_days,
      extras: r.extras?.extraUnits ?? {},
      additionalDrivers: r.extras?.additionalDrivers ?? 0,
    },
    bill: { lines: (r.extras?.lines ?? []) as BillLine[], totals: r.totals },
    terms: r.extras?.terms ?? null,
    deposit: depositStanding(r.extras?.terms?.deposit ?? 0, holds),
    optIns: { marketing: r.client?.marketing === true, whatsapp: r.client?.whatsapp === true },
    payments: [
      ...payments.map((p) => ({
        amount: p.amount,
        refund: false,
        method: paymentMethod(p.provider),
        cardBrand: p.card_brand,
        last4: p.card_last4,
        at: p.date_created,
      })),
      ...kept.map((refund) => {
        const paidWith = payments.find((p) => p.id === refund.payment);
        return {
          amount: -refund.amount,
          refund: true,
          method: paymentMethod(refund.provider),
          cardBrand: paidWith?.card_brand ?? null,
          last4: paidWith?.card_last4 ?? null,
          at: null,
        };
      }),
    ],
    paid: paymentBalance(r.totals.total, paid).paid,
    dueAtCounter: dueAtCounter(r, paid),
    precheckin: precheckinOffer(r, deps.now(), precheckinEnabled),
    canResend: canResendConfirmation(r),
    calendar: isHeld(r.status),
    cancellation,
    canChange:
      changeRefusal({ status: r.status, pickupAt: new Date(r.pickup_date) }, deps.now()) === null,
    documents,
  };
}
