'use client';

import { useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { readLocationSearch } from '@rental/domain/forms/location-search';
import { localizedPath, type Locale } from '@rental/domain/locale';
import { panamaLocalToUtc } from '@rental/domain/panama-time';
import { chooseCar, type ReservationDraft } from '@rental/domain/reservation/draft';

/**
 * The fleet's Reserve link lands on /reserva?car=…(&the search): hold that car (and the
 * search's places and dates) in the draft, then tidy the address. Until then the guard waits.
 */
export function useAdoptCar(update: (change: (d: ReservationDraft) => ReservationDraft) => void): boolean {
  const params = useSearchParams();
  const router = useRouter();
  const locale = useLocale() as Locale;
  const car = params.get('car');
  const [adopted, setAdopted] = useState(!car);
  useEffect(() => {
    if (!car) return setAdopted(true);
    const search = readLocationSearch(new URLSearchParams(params.toString()), new Date());
    const from = search && panamaLocalToUtc(search.from);
    const to = search && panamaLocalToUtc(search.to);
    update((d) => chooseCar(d, car, search && from && to ? { pickup: search.pickup, dropoff: search.dropoff, from, to } : null));
    router.replace(localizedPath('/reserva', locale), { scroll: false });
    setAdopted(true);
  }, [car, params, update, router, locale]);
  return adopted;
}

