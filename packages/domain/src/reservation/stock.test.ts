import { describe, expect, it } from 'vitest';
import { alternativeCars, classHasUnit, classRunningLow, type StockByClass } from './stock.ts';

const stock: StockByClass = {
  ECMR: { units: 3, left: 0 },
  CCAR: { units: 5, left: 2 },
  SFAR: { units: 4, left: 4 },
  PFAR: { units: null, left: null },
};

describe('stock', () => {
  it('a class has a unit when some are left or the branch does not track it', () => {
    expect(classHasUnit(stock, 'ECMR')).toBe(false);
    expect(classHasUnit(stock, 'CCAR')).toBe(true);
    expect(classHasUnit(stock, 'PFAR')).toBe(true);
    expect(classHasUnit(stock, 'XXXX')).toBe(true);
  });

  it('runs low at two units or fewer, not when sold out or untracked', () => {
    expect(classRunningLow(stock, 'CCAR')).toBe(true);
    expect(classRunningLow(stock, 'SFAR')).toBe(false);
    expect(classRunningLow(stock, 'ECMR')).toBe(false);
    expect(classRunningLow(stock, 'PFAR')).toBe(false);
  });

  it('offers bookable cars of classes with units, closest in price first', () => {
    const chosen = { id: 'a', class: 'ECMR', status: 'available', price: 3000 };
    const cars = [
      chosen,
      { id: 'b', class: 'ECMR', status: 'available', price: 3100 },
      { id: 'c', class: 'SFAR', status: 'available', price: 6000 },
      { id: 'd', class: 'CCAR', status: 'available', price: 3500 },
      { id: 'e', class: 'CCAR', status: 'unavailable', price: 3000 },
      { id: 'f', class: 'PFAR', status: 'available', price: 2500 },
      { id: 'g', class: 'SFAR', status: 'available', price: 0 },
    ];
    expect(alternativeCars(cars, stock, chosen).map((c) => c.id)).toEqual(['f', 'd', 'c']);
    expect(alternativeCars(cars, stock, chosen, 1).map((c) => c.id)).toEqual(['f']);
  });
});
