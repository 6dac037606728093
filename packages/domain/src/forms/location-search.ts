import { z } from 'zod';
import { panamaLocalToUtc } from '../panama-time.ts';

/**
 * The location form of the home page (SPEC §3: pickup and return place and date). The same
 * schema and date rules give the browser its messages and read the search back from the
 * fleet's URL. Messages are catalogue keys (namespace `search.errors`). The booking rules
 * proper (2 hours' notice, minimum days, opening hours) belong to the reservation rules.
 */
const BRANCH = /^[A-Z0-9]{2,16}$/;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export type LocationSearchError = 'required' | 'invalidDate' | 'returnBeforePickup' | 'pickupInPast';
export type LocationSearchField = 'pickup' | 'dropoff' | 'from' | 'to';
export type LocationSearchErrors = Partial<Record<LocationSearchField, LocationSearchError>>;

export const locationSearchSchema = z.object({
  pickup: z.string({ message: 'required' }).regex(BRANCH, { message: 'required' }),
  dropoff: z.union([z.literal(''), z.string().regex(BRANCH, { message: 'required' })]).optional(),
  from: z.string({ message: 'required' }).min(1, { message: 'required' }).regex(LOCAL, { message: 'invalidDate' }),
  to: z.string({ message: 'required' }).min(1, { message: 'required' }).regex(LOCAL, { message: 'invalidDate' }),
});

export interface LocationSearch {
  pickup: string;
  dropoff: string;
  from: string;
  to: string;
}

export type LocationSearchResult = { success: true; data: LocationSearch } | { success: false; errors: LocationSearchErrors };

/**
 * Every problem at once: the fields' shapes, then the dates' order and the Panama clock,
 * checked on whatever dates were typed even when another field is missing.
 */
export function validateLocationSearch(input: Partial<Record<LocationSearchField, string>>, now: Date): LocationSearchResult {
  const parsed = locationSearchSchema.safeParse(input);
  const errors: LocationSearchErrors = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as LocationSearchField] ??= issue.message as LocationSearchError;
  const from = errors.from ? null : panamaLocalToUtc(input.from ?? '');
  const to = errors.to ? null : panamaLocalToUtc(input.to ?? '');
  if (!errors.from && !from) errors.from = 'invalidDate';
  if (!errors.to && !to) errors.to = 'invalidDate';
  if (from && from.getTime() < now.getTime()) errors.from = 'pickupInPast';
  if (from && to && to.getTime() <= from.getTime()) errors.to = 'returnBeforePickup';
  if (!parsed.success || Object.keys(errors).length) return { success: false, errors };
  const { pickup, dropoff, from: f, to: t } = parsed.data;
  return { success: true, data: { pickup, dropoff: dropoff || pickup, from: f, to: t } };
}

/** The search carried in a URL (the fleet page), or null when absent or invalid. */
export function readLocationSearch(params: URLSearchParams, now: Date): LocationSearch | null {
  const result = validateLocationSearch({
    pickup: params.get('pickup') ?? undefined,
    dropoff: params.get('dropoff') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  }, now);
  return result.success ? result.data : null;
}
