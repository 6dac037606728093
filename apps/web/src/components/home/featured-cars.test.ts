import { describe, expect, it } from 'vitest';
import { toCar } from '../../lib/cms/mappers.ts';
import { featuredCars } from './featured-cars.ts';

const car = (id: string, status: string, promo: boolean) =>
  toCar({ id, status, promo, price_firefly: 1000 }, 'firefly');

describe('featuredCars', () => {
  it('puts promotions first, keeps price order otherwise and skips unavailable cars', () => {
    const fleet = [
      car('a', 'available', false),
      car('b', 'unavailable', true),
      car('c', 'low_availability', true),
      car('d', 'available', false),
      car('e', 'available', true),
    ];
    expect(featuredCars(fleet).map((c) => c.id)).toEqual(['c', 'e', 'a']);
  });
});
