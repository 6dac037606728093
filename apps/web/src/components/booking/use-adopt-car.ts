'use client';

import { useEffect } from 'react';
import { readLocationSearch } from '@rental/domain/forms/location-search';
import { panamaLocalToUtc } from '@rental/domain/panama-time';
import { chooseCar, type ReservationDraft } from '@rental/domain/reservation/draft';
import { replaceLocationSearch, useLocationQuery } from '../use-location-search.ts';

/**
 * The fleet's Reserve link lands on /reserva?car=…(&the search): hold that car (and the
 * search's places and dates) in the draft, then tidy the address. Until then (and until the
 * address has been read: not while hydrating) the guard waits. The address is read without
 * useSearchParams, which would make the whole step a hole rendered anew in the browser in
 * the page's first task instead of hydrated (docs/performance.md).
 */
export function useAdoptCar(update: (change: (d: ReservationDraft) => ReservationDraft) => void): boolean {
  const query = useLocationQuery();
  const car = query === null ? null : new URLSearchParams(query).get('car');
  useEffect(() => {
    if (!car || query === null) return;
    const search = readLocationSearch(new URLSearchParams(query), new Date());
    const from = search && panamaLocalToUtc(search.from);
    const to = search && panamaLocalToUtc(search.to);
    update((d) => chooseCar(d, car, search && from && to ? { pickup: search.pickup, dropoff: search.dropoff, from, to } : null));
    replaceLocationSearch('');
  }, [car, query, update]);
  return query !== null && !car;
}
