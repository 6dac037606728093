'use client';

import { useEffect, useState } from 'react';
import type { ReservationDraft } from '@rental/domain/reservation/draft';
import { checkCarStock } from '@/lib/booking/actions';
import type { TripStock } from '@/lib/booking/availability';

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
 * Whether the chosen car is sold out for the trip (issue 18): asked of the server when the car,
 * branch or dates change (after a pause in typing), so the renter learns it before filling in
 * the rest; `report` records what the booking itself was answered. A failed question is no
 * answer: the booking decides.
 */
export function useCarStock(draft: ReservationDraft) {
  const trip = tripOf(draft);
  const key = trip ? JSON.stringify(trip) : '';
  const [answer, setAnswer] = useState<{ key: string; stock: TripStock } | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    const timer = setTimeout(() => {
      checkCarStock(JSON.parse(key))
        .then((stock) => live && setAnswer({ key, stock }))
        .catch(() => {});
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  const current = answer?.key === key ? answer.stock : null;
  return {
    soldOut: current && !current.ok ? (current as SoldOut) : null,
    report: (stock: SoldOut) => setAnswer({ key, stock }),
  };
}
