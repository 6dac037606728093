'use client';

import { useEffect } from 'react';
import { readLocationSearch } from '@rental/domain/forms/location-search';
import { panamaLocalToUtc } from '@rental/domain/panama-time';
import { couponParam } from '@rental/domain/reservation/coupon-link';
import { chooseCar, type ReservationDraft } from '@rental/domain/reservation/draft';
import type { BookingCatalog } from '@rental/domain/reservation/quote';
import { replaceLocationSearch, useLocationQuery } from '../use-location-search.ts';

/**
 * The fleet's Reserve link lands on /reserva?car=…: hold that car (and the search and coupon)
 * in the draft, then tidy the address; the guard waits until then. Read without useSearchParams
 * so the step hydrates (docs/performance.md).
 */
export function useAdoptCar(
  update: (change: (d: ReservationDraft) => ReservationDraft) => void,
  catalog: BookingCatalog,
): boolean {
  const query = useLocationQuery();
  const car = query === null ? null : new URLSearchParams(query).get('car');
  useEffect(() => {
    if (!car || query === null) return;
    const params = new URLSearchParams(query);
    const now = new Date();
    const search = readLocationSearch(params, now);
    const from = search && panamaLocalToUtc(search.from);
    const to = search && panamaLocalToUtc(search.to);
    // Without a search the dates default to the next bookable slot and the car's shortest rental.
    const minimumDays = Math.max(
      catalog.brandMinDays,
      catalog.cars.find((c) => c.id === car)?.minimum_days ?? 1,
    );
    const notBefore = catalog.disableReservationsUntil
      ? new Date(catalog.disableReservationsUntil)
      : null;
    // A promotion's coupon travels with the link (promotions → fleet → Reserve): the form applies it.
    const coupon = couponParam(params);
    update((d) => {
      const chosen = chooseCar(
        d,
        car,
        search && from && to ? { pickup: search.pickup, dropoff: search.dropoff, from, to } : null,
        now,
        { minimumDays, notBefore },
      );
      return coupon ? { ...chosen, coupon } : chosen;
    });
    replaceLocationSearch('');
  }, [car, query, update, catalog]);
  return query !== null && !car;
}
