import { fleetFacets, type FilterableCar } from '@rental/domain/fleet-filter';

/** The fleet browser's texts that hold numbers: the count shown for each possible count, and each passenger choice. */
export interface FleetLabels {
  count: string[];
  passengersMin: Record<string, string>;
}

type Translate = (
  key: 'filters.count' | 'filters.passengersMin',
  values: { count: number },
) => string;

/** Made on the server: Intl formatters would cost a phone about 20 ms while the fleet hydrates (docs/performance.md). */
export function fleetLabels(t: Translate, cars: FilterableCar[]): FleetLabels {
  return {
    count: Array.from({ length: cars.length + 1 }, (_, n) => t('filters.count', { count: n })),
    passengersMin: Object.fromEntries(
      fleetFacets(cars).passengers.map((n) => [
        String(n),
        t('filters.passengersMin', { count: n }),
      ]),
    ),
  };
}
