'use client';

import { useLocale } from 'next-intl';
import { localizedPath, type Locale } from '@rental/domain/locale';
import { COUPON_PARAM } from '@rental/domain/reservation/coupon-link';
import { useLocationSearch } from '../use-location-search.ts';
import { useCarTrip } from './fleet-trip.tsx';

/** The fleet's search, and a promotion's coupon (coupon-link.ts), travel on to /reserva. */
const SEARCH = ['pickup', 'dropoff', 'from', 'to', COUPON_PARAM] as const;

/** Reserve: to /reserva with the car and the fleet's search; none when the searched trip cannot take the car. */
export function ReserveLink({ carId, label }: { carId: string; label: string }) {
  const locale = useLocale() as Locale;
  const search = useLocationSearch();
  const trip = useCarTrip(carId);
  if (trip && !trip.bookable) return null;
  const query = new URLSearchParams({ car: carId });
  for (const key of SEARCH) {
    const value = search.get(key);
    if (value) query.set(key, value);
  }
  return (
    <a
      href={`${localizedPath('/reserva', locale)}?${query}`}
      className="reserve"
      data-testid="reserve-car"
    >
      {label}
    </a>
  );
}
