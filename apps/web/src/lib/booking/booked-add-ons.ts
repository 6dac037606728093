import { extraUnitsOf, extraUnitsText } from '@rental/domain/reservation/inventory';
import { bookedTerms, termsFor } from '@rental/domain/reservation/rental-terms';
import { cmsErrorCode, type CmsError } from '../cms/errors.ts';
import type { BookingData } from './catalog.ts';

/**
 * What a new booking keeps beside the car: the extras' units (in its JSON and in `extra_units`,
 * which the inventory counts), the additional drivers, and the car's fuel, mileage and deposit
 * terms as they were when it was booked.
 */
export function bookedAddOns(
  request: {
    extras: Readonly<Record<string, number>>;
    additionalDrivers: number;
    coverages: readonly string[];
  },
  data: BookingData,
  carClass: string,
) {
  const terms = termsFor(carClass, data.site.rentalTerms);
  return {
    extras: {
      extraUnits: extraUnitsOf(extraUnitsText(request.extras)),
      additionalDrivers: request.additionalDrivers,
      ...(terms ? { terms: bookedTerms(terms, request.coverages) } : {}),
    },
    extra_units: extraUnitsText(request.extras),
  };
}

/** The extra a 409 names (EXTRA_TAKEN, its code in the message), if the refusal was an extra's. */
export function takenExtra(
  error: CmsError,
  extras: Readonly<Record<string, number>>,
): string | null {
  if (cmsErrorCode(error) !== 'EXTRA_TAKEN') return null;
  const message = String((error.data as { message?: unknown }[])[0]?.message ?? '');
  const codes = Object.keys(extras);
  return codes.find((c) => message.includes(` ${c} `)) ?? codes[0] ?? null;
}
