import { panamaLocalToUtc } from '../panama-time.ts';
import { checkBookingLimits, type BookingLimits } from '../reservation/rules.ts';

/**
 * The location form of the home page (SPEC §3: pickup and return place and date). The same
 * checks and date rules give the browser its messages and read the search back from the
 * fleet's URL. Messages are catalogue keys (namespace `search.errors`). The booking rules
 * proper (2 hours' notice, minimum days, opening hours) belong to the reservation rules.
 * Plain checks, no schema library: this runs on the home and fleet pages, whose JavaScript
 * budget (docs/performance.md) has no room for one.
 */
const BRANCH = /^[A-Z0-9]{2,16}$/;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export type LocationSearchError =
  | 'required'
  | 'invalidDate'
  | 'returnBeforePickup'
  | 'pickupInPast'
  | 'beyondHorizon'
  | 'maximumDays';
export type LocationSearchField = 'pickup' | 'dropoff' | 'from' | 'to';
export type LocationSearchErrors = Partial<Record<LocationSearchField, LocationSearchError>>;

export interface LocationSearch {
  pickup: string;
  dropoff: string;
  from: string;
  to: string;
}

export type LocationSearchResult =
  { success: true; data: LocationSearch } | { success: false; errors: LocationSearchErrors };

/** The fields' shapes: a branch code for the pickup (and the return, when given), local date-times. */
function shapeErrors(input: Partial<Record<LocationSearchField, string>>): LocationSearchErrors {
  const errors: LocationSearchErrors = {};
  if (!BRANCH.test(input.pickup ?? '')) errors.pickup = 'required';
  if (input.dropoff && !BRANCH.test(input.dropoff)) errors.dropoff = 'required';
  for (const field of ['from', 'to'] as const) {
    const value = input[field];
    if (!value) errors[field] = 'required';
    else if (!LOCAL.test(value)) errors[field] = 'invalidDate';
  }
  return errors;
}

/**
 * Every problem at once: the fields' shapes, then the dates' order and the Panama clock,
 * checked on whatever dates were typed even when another field is missing. With the brand's
 * limits, the booking's own horizon and maximum length rules too (the same function).
 */
export function validateLocationSearch(
  input: Partial<Record<LocationSearchField, string>>,
  now: Date,
  limits?: BookingLimits,
): LocationSearchResult {
  const errors = shapeErrors(input);
  const from = errors.from ? null : panamaLocalToUtc(input.from ?? '');
  const to = errors.to ? null : panamaLocalToUtc(input.to ?? '');
  if (!errors.from && !from) errors.from = 'invalidDate';
  if (!errors.to && !to) errors.to = 'invalidDate';
  if (from && from.getTime() < now.getTime()) errors.from = 'pickupInPast';
  if (from && to && to.getTime() <= from.getTime()) errors.to = 'returnBeforePickup';
  if (from && limits) {
    for (const problem of checkBookingLimits(from, to ?? from, now, limits)) {
      if (problem.key === 'beyondHorizon') errors.from ??= problem.key;
      else errors.to ??= problem.key;
    }
  }
  if (Object.keys(errors).length) return { success: false, errors };
  const pickup = input.pickup as string;
  return {
    success: true,
    data: {
      pickup,
      dropoff: input.dropoff || pickup,
      from: input.from as string,
      to: input.to as string,
    },
  };
}

/** The search carried in a URL (the fleet page), or null when absent or invalid. */
export function readLocationSearch(params: URLSearchParams, now: Date): LocationSearch | null {
  const result = validateLocationSearch(
    {
      pickup: params.get('pickup') ?? undefined,
      dropoff: params.get('dropoff') ?? undefined,
      from: params.get('from') ?? undefined,
      to: params.get('to') ?? undefined,
    },
    now,
  );
  return result.success ? result.data : null;
}
