'use client';

import { applyFleetFilter, fleetFacets, parseFleetFilter } from '@rental/domain/fleet-filter';
import { useLocationSearch } from '../use-location-search.ts';
import { byTripTotal } from '@rental/domain/reservation/fleet-trip';
import { CarCard, type CarCardLabels } from './car-card.tsx';
import type { FleetLabels } from './fleet-labels.ts';
import { FleetFilters } from './fleet-filters.tsx';
import { FleetGrid } from './fleet-grid.tsx';
import { fromFleetRow, type FleetItem, type FleetRow } from './fleet-rows.ts';
import { FleetTripProvider, useFleetTrips } from './fleet-trip.tsx';

/** A car as the filters and the trip sort read it, holding its item. */
const filterable = (item: FleetItem) => ({
  ...item.filter,
  id: item.card.id,
  price: item.card.price,
  item,
});

/** The fleet with its filters and sort, following the URL so a filtered list can be shared. */
export function FleetBrowser({
  rows,
  eagerImages,
  labels,
  cardLabels,
}: {
  /** The cars, each as a row (fleet-rows.ts). */
  rows: FleetRow[];
  /** How many of the first cars are at the top of the page: their pictures load at once. */
  eagerImages: number;
  labels: FleetLabels;
  cardLabels: CarCardLabels;
}) {
  const items = rows.map((row, i) => fromFleetRow(row, i, eagerImages));
  const params = useLocationSearch();
  const filter = parseFleetFilter(params);
  const cars = items.map(filterable);
  const facets = fleetFacets(cars);
  const filtered = applyFleetFilter(cars, filter);
  // With places and dates searched, each car's trip total (and whether it can take the trip).
  const trips = useFleetTrips(params);
  const shown = (trips ? byTripTotal(filtered, trips, filter.sort === 'price-desc') : filtered).map(
    (car) => car.item,
  );

  return (
    <>
      <FleetFilters filter={filter} facets={facets} labels={labels} />
      <p
        className="mb-4 text-sm font-semibold text-slate-600"
        aria-live="polite"
        data-testid="fleet-count"
      >
        {labels.count[shown.length]}
      </p>
      <FleetTripProvider value={trips}>
        <FleetGrid>
          {shown.map((item) => (
            <CarCard key={item.card.id} car={item.card} labels={cardLabels} />
          ))}
        </FleetGrid>
      </FleetTripProvider>
    </>
  );
}
