'use client';

import type { ReservationDraft } from '@rental/domain/reservation/draft';
import { checkCarStock } from '@/lib/booking/actions';
import type { TripStock } from '@/lib/booking/availability';
import { useServerResponse } from '../use-server-response.ts';

type SoldOut = Extract<TripStock, { ok: false }>;

/** The trip the stock is asked for, once the car, the pickup branch and both dates are chosen. */
function tripOf(draft: ReservationDraft) {
  const pickupAt = new Date(draft.pickup_date);
  const returnAt = new Date(draft.return_date);
  if (!draft.car || !draft.pickup_branch) return null;
  if (Number.isNaN(pickupAt.getTime()) || !(returnAt > pickupAt)) return null;
  return {
    car: draft.car,
    pickupBranch: draft.pickup_branch,
    pickupAt: pickupAt.toISOString(),
    returnAt: returnAt.toISOString(),
  };
}

/**
 * Whether the chosen car is sold out for the trip, asked after a pause when the trip changes;
 * `report` records what the booking itself got back. A failed request leaves it to the booking.
 */
export function useCarStock(draft: ReservationDraft) {
  const trip = tripOf(draft);
  const [stock, record] = useServerResponse(trip ? JSON.stringify(trip) : '', askStock, 400);
  return {
    soldOut: stock && !stock.ok ? stock : null,
    report: record as (soldOut: SoldOut) => void,
  };
}

const askStock = (key: string): Promise<TripStock> => checkCarStock(JSON.parse(key));
