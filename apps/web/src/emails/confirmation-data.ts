import type { WeeklyHours } from '@rental/domain/hours';
import type { BookedTerms } from '@rental/domain/reservation/rental-terms';
import type { Locale } from '@rental/domain/locale';
import type { CancellationPolicy } from '@rental/domain/reservation/cancellation';
import type { BillLine, Totals } from '@rental/domain/reservation/price';
import type { ReservationType } from '@rental/domain/vocabulary';
import type { MailBrand } from './brand.ts';
import type { ReservationLinks } from './reservation-links.ts';

/** Everything the confirmation shows, as plain data handed in by the caller; money in USD cents, no card data. */
export interface ConfirmationBranch {
  name: string;
  address: string;
  phone: string | null;
  hours: WeeklyHours;
}

/**
 * A cancelled booking's refund as recorded (the `refunds` collection): what goes back, the fee
 * the policy kept, where it goes and how far it got. The cancellation e-mails show it.
 */
export interface MailRefund {
  amount: number;
  fee: number;
  status: 'pending' | 'completed' | 'failed';
  /** The gateway that took the payment and gives it back. */
  provider: 'card' | 'paypal';
}

/**
 * What the booking's latest change of trip moved online: the difference paid, or
 * given back (and how far that refund got). The change confirmation says it under the bill.
 */
export type MailChangeMoney =
  | { kind: 'paid'; amount: number; provider: 'card' | 'paypal' }
  | {
      kind: 'refunded';
      amount: number;
      provider: 'card' | 'paypal';
      status: 'pending' | 'completed' | 'failed';
    };

export interface ReservationConfirmationData {
  /** The booking's language. */
  locale: Locale;
  brand: MailBrand;
  reservation: {
    code: string;
    /** The renter's first name, for the greeting. */
    renterName: string;
    reservationType: ReservationType;
    /** Instants as stored (pickup_date, return_date: ISO, UTC); shown in Panama time. */
    pickupAt: string;
    returnAt: string;
    days: number;
  };
  /** How staff reach the renter (the staff e-mail shows it; the renter's own do not). */
  renterContact: { fullName: string; email: string; phone: string | null };
  car: { model: string; class: string };
  branches: { pickup: ConfirmationBranch; return: ConfirmationBranch };
  /** The stored bill: its lines and totals, and the names of the coverages its lines name by code. */
  bill: { lines: BillLine[]; totals: Totals; coverageNames: Record<string, string> };
  /** The car's fuel, mileage and deposit as booked; null for a booking made before they were kept. */
  terms: BookedTerms | null;
  /** The brand's cancellation policy, as its site config says now. */
  cancellation: CancellationPolicy;
  /** What was paid online, and what is left to pay at the counter. */
  payment: { paid: number; dueAtCounter: number };
  links: ReservationLinks;
  /**
   * Read for a cancelled booking only: its refund, or null when nothing was refunded online (a
   * pay-later booking; one staff cancelled without a refund).
   */
  refund?: MailRefund | null;
  /** For a changed booking paid online: what its latest change paid or refunded (null: nothing moved). */
  changeMoney?: MailChangeMoney | null;
  /**
   * The calendar file's version: when it was made, and 0 for the first confirmation, one more
   * for each change of the booking (its events keep their UIDs, so calendars update them).
   */
  calendar: { issuedAt: Date; sequence: number };
}
