/**
 * The fleet's filters and sort (SPEC §2 /flota), as they live in the URL so a filtered list
 * can be shared: ?type=suv&transmission=automatic&gas=diesel&passengers=5&sort=price-desc.
 * Unknown or malformed values are ignored, never an error.
 */
export const SORTS = ['price-asc', 'price-desc'] as const;
export type FleetSort = (typeof SORTS)[number];

export interface FleetFilter {
  type: string | null;
  transmission: string | null;
  gas: string | null;
  /** Minimum passengers. */
  passengers: number | null;
  sort: FleetSort;
}

export interface FilterableCar {
  type: string;
  price: number;
  specs: { transmission: string | null; gas: string | null; passengers: number | null };
}

export const FILTER_KEYS = ['type', 'transmission', 'gas', 'passengers', 'sort'] as const;

const word = (v: string | null) => (v && /^[a-z_]{1,32}$/.test(v) ? v : null);

export function parseFleetFilter(params: URLSearchParams): FleetFilter {
  const passengers = Number(params.get('passengers'));
  const sort = params.get('sort');
  return {
    type: word(params.get('type')),
    transmission: word(params.get('transmission')),
    gas: word(params.get('gas')),
    passengers:
      Number.isInteger(passengers) && passengers > 0 && passengers < 100 ? passengers : null,
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as FleetSort) : 'price-asc',
  };
}

/** The query string for `filter`, keeping every other parameter (the search from the home page). */
export function fleetFilterQuery(filter: FleetFilter, current: URLSearchParams): string {
  const next = new URLSearchParams(current);
  for (const key of FILTER_KEYS) next.delete(key);
  if (filter.type) next.set('type', filter.type);
  if (filter.transmission) next.set('transmission', filter.transmission);
  if (filter.gas) next.set('gas', filter.gas);
  if (filter.passengers) next.set('passengers', String(filter.passengers));
  if (filter.sort !== 'price-asc') next.set('sort', filter.sort);
  const qs = next.toString();
  return qs ? `?${qs}` : '';
}

export function applyFleetFilter<T extends FilterableCar>(
  cars: readonly T[],
  filter: FleetFilter,
): T[] {
  const kept = cars.filter(
    (car) =>
      (!filter.type || car.type === filter.type) &&
      (!filter.transmission || car.specs.transmission === filter.transmission) &&
      (!filter.gas || car.specs.gas === filter.gas) &&
      (!filter.passengers || (car.specs.passengers ?? 0) >= filter.passengers),
  );
  const direction = filter.sort === 'price-desc' ? -1 : 1;
  return kept.sort((a, b) => direction * (a.price - b.price));
}

/** The choices worth offering: only values some car has, in a stable order. */
export function fleetFacets(cars: readonly FilterableCar[]) {
  const uniq = <V>(values: (V | null)[]) => [...new Set(values.filter((v): v is V => v !== null))];
  return {
    types: uniq(cars.map((c) => c.type)).sort(),
    transmissions: uniq(cars.map((c) => c.specs.transmission)).sort(),
    gases: uniq(cars.map((c) => c.specs.gas)).sort(),
    passengers: uniq(cars.map((c) => c.specs.passengers)).sort((a, b) => a - b),
  };
}
