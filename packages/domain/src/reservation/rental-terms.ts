import { depositAmount, type DepositRule } from './add-ons.ts';

/**
 * A class's rental terms as staff set them per brand: the fuel policy (full to full, with a
 * charge per missing quarter tank), the mileage (unlimited, or km included per day and the
 * price of each km beyond) and the security deposit held on a credit card in the main driver's
 * name (less with some coverages). All money in integer USD cents.
 */
export interface RentalTerms {
  carClass: string;
  /** Cents charged per quarter tank missing at the return (full to full). */
  fuelQuarterCharge: number;
  /** Km included per rental day; null: unlimited. */
  kmPerDay: number | null;
  /** Cents per km beyond the included ones (0 when unlimited). */
  extraKmPrice: number;
  deposit: DepositRule;
}

/** The terms for a class: the row naming it, else the row without a class (the brand's default). */
export function termsFor(carClass: string, rows: readonly RentalTerms[]): RentalTerms | null {
  return rows.find((r) => r.carClass === carClass) ?? rows.find((r) => r.carClass === '') ?? null;
}

/** What a booking's terms come to with its coverages: kept with the booking as it was made. */
export interface BookedTerms {
  fuelQuarterCharge: number;
  /** Km included per rental day; null: unlimited. */
  kmPerDay: number | null;
  extraKmPrice: number;
  /** Cents held on the main driver's credit card at pickup. */
  deposit: number;
}

export function bookedTerms(terms: RentalTerms, coverages: readonly string[]): BookedTerms {
  return {
    fuelQuarterCharge: terms.fuelQuarterCharge,
    kmPerDay: terms.kmPerDay,
    extraKmPrice: terms.kmPerDay === null ? 0 : terms.extraKmPrice,
    deposit: depositAmount(terms.deposit, coverages),
  };
}

/** Km a rental of `days` includes; null: unlimited. */
export const kmIncluded = (terms: Pick<BookedTerms, 'kmPerDay'>, days: number): number | null =>
  terms.kmPerDay === null ? null : terms.kmPerDay * Math.max(1, Math.floor(days));
