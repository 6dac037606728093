import type { Car } from '../../lib/cms/types.ts';

/** The cars the home page features: bookable ones, promotions first, in fleet (price) order. */
export function featuredCars(fleet: Car[], count = 3): Car[] {
  return fleet
    .filter((car) => car.status !== 'unavailable')
    .map((car, index) => ({ car, index }))
    .sort((a, b) => Number(b.car.promo) - Number(a.car.promo) || a.index - b.index)
    .slice(0, count)
    .map(({ car }) => car);
}
