'use client';

import { useTranslations } from 'next-intl';
import {
  applyFleetFilter,
  fleetFacets,
  fleetFilterQuery,
  parseFleetFilter,
  type FleetFilter,
} from '@rental/domain/fleet-filter';
import { useEarlyInput } from '../use-early-input.ts';
import { replaceLocationSearch, useLocationSearch } from '../use-location-search.ts';
import { byTripTotal } from '@rental/domain/reservation/fleet-trip';
import { CarCard, type CarCardLabels } from './car-card.tsx';
import type { FleetLabels } from './fleet-labels.ts';
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
  const t = useTranslations('fleet');
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

  // The address as it is when the control changes (not as last rendered): choices made before
  // the page hydrated are replayed one after another (useEarlyInput) and each builds on the last.
  const update = (change: Partial<FleetFilter>) => {
    const current = new URLSearchParams(window.location.search);
    replaceLocationSearch(fleetFilterQuery({ ...parseFleetFilter(current), ...change }, current));
  };
  const choice = (value: string) => (value === '' ? null : value);
  const form = useEarlyInput<HTMLFormElement>();
  /** A filter on a word (type, transmission, fuel), each value shown in the visitor's language where there is a translation. */
  const textFilter = (
    name: 'type' | 'transmission' | 'gas',
    values: string[],
    group: 'types' | 'specs.transmission' | 'specs.gas',
  ) => (
    <Select
      label={t(`filters.${name}`)}
      name={name}
      value={filter[name] ?? ''}
      onChange={(v) => update({ [name]: choice(v) })}
      options={values.map((v) => [v, t.has(`${group}.${v}`) ? t(`${group}.${v}`) : v])}
      any={t('filters.any')}
    />
  );

  return (
    <>
      <form
        ref={form}
        role="search"
        aria-label={t('filters.legend')}
        className="mb-6 grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6"
        onSubmit={(e) => e.preventDefault()}
      >
        {textFilter('type', facets.types, 'types')}
        {textFilter('transmission', facets.transmissions, 'specs.transmission')}
        {textFilter('gas', facets.gases, 'specs.gas')}
        <Select
          label={t('filters.passengers')}
          name="passengers"
          value={filter.passengers ? String(filter.passengers) : ''}
          onChange={(v) => update({ passengers: v ? Number(v) : null })}
          options={facets.passengers.map((n) => [
            String(n),
            labels.passengersMin[String(n)] ?? String(n),
          ])}
          any={t('filters.any')}
        />
        <Select
          label={t('filters.sort')}
          name="sort"
          value={filter.sort}
          onChange={(v) => update({ sort: v === 'price-desc' ? 'price-desc' : 'price-asc' })}
          options={[
            ['price-asc', t('filters.sortPriceAsc')],
            ['price-desc', t('filters.sortPriceDesc')],
          ]}
        />
        <div className="col-span-2 flex items-end sm:col-span-1">
          <button
            type="button"
            onClick={() =>
              update({
                type: null,
                transmission: null,
                gas: null,
                passengers: null,
                sort: 'price-asc',
              })
            }
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            {t('filters.reset')}
          </button>
        </div>
      </form>
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

function Select({
  label,
  name,
  value,
  onChange,
  options,
  any,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  options: [string, string][];
  any?: string;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
      {label}
      <select
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-2 py-2 text-slate-900"
      >
        {any !== undefined && <option value="">{any}</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
