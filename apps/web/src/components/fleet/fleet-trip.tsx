'use client';

import { createContext, useContext } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { readLocationSearch } from '@rental/domain/forms/location-search';
import type { Locale } from '@rental/domain/locale';
import { formatCents } from '@rental/domain/money';
import type { CarTrip } from '@rental/domain/reservation/fleet-trip';
import { quoteFleetTrip } from '@/lib/booking/actions';
import { useServerResponse } from '../use-server-response.ts';

/** Each car's trip for the searched places and dates, once the server has priced them. */
const FleetTrip = createContext<Readonly<Record<string, CarTrip>> | null>(null);
export const FleetTripProvider = FleetTrip.Provider;

/** The trip of one car, or null without a search (or before its response). */
export const useCarTrip = (carId: string) => useContext(FleetTrip)?.[carId] ?? null;

/**
 * The fleet's trips for the search in the address (pickup, dropoff, from, to), asked of the
 * server when the search changes; null without a valid search, so the page looks as without.
 */
export function useFleetTrips(params: URLSearchParams) {
  // The raw search only: it is judged (against the clock) when asked, not while rendering, so
  // the prerendered page reads no clock.
  const key = params.get('pickup')
    ? JSON.stringify(['pickup', 'dropoff', 'from', 'to'].map((name) => params.get(name) ?? ''))
    : '';
  return useServerResponse(key, askTrips)[0];
}

function askTrips(key: string): Promise<Record<string, CarTrip> | null> {
  const [pickup, dropoff, from, to] = JSON.parse(key) as string[];
  const search = readLocationSearch(new URLSearchParams({ pickup, dropoff, from, to }), new Date());
  return search ? quoteFleetTrip(search) : Promise.resolve(null);
}

/**
 * The car's availability badge on its picture, until a search has its response: then the trip's line
 * under the price is the card's one status (it knows the dates; the badge does not).
 */
export function StatusBadge({
  carId,
  status,
  label,
}: {
  carId: string;
  status: string;
  label: string;
}) {
  if (useCarTrip(carId)) return null;
  // No test id: 25 cards' worth of attribute would weigh on the fleet page's HTML budget.
  return <span className={`badge ${status}`}>{label}</span>;
}

/** Under a car's prices: what the searched trip costs, or why the car cannot take it. */
export function CarTripInfo({ carId }: { carId: string }) {
  const trip = useCarTrip(carId);
  const t = useTranslations('fleet.trip');
  const locale = useLocale() as Locale;
  if (!trip) return null;
  if (!trip.bookable)
    return (
      <p className="text-sm font-semibold text-slate-700" data-testid="car-trip" data-blocked="">
        {t(`blocked.${trip.block ?? 'rules'}`, { days: trip.minimumDays })}
      </p>
    );
  const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents, locale));
  return (
    <div className="grid gap-0.5 text-sm" data-testid="car-trip" data-total={trip.postpaidTotal}>
      <p className="font-semibold text-slate-900">
        {t('total', { days: trip.days ?? 0, price: money(trip.postpaidTotal) })}
      </p>
      {trip.prepaidTotal !== null && trip.prepaidTotal < (trip.postpaidTotal ?? 0) && (
        <p className="text-emerald-700">{t('payNow', { price: money(trip.prepaidTotal) })}</p>
      )}
      {trip.unitsLeft !== null && (
        <p className="font-medium text-amber-800" data-testid="car-trip-low">
          {t('low', { count: trip.unitsLeft })}
        </p>
      )}
    </div>
  );
}
