import { describe, expect, it } from 'vitest';
import type { FleetItem } from './fleet-rows.ts';
import { fromFleetRow, toFleetRow } from './fleet-rows.ts';

const item = (eager: boolean, photo: boolean): FleetItem => ({
  card: {
    id: 'b09fd5e2-7755-5fa9-a4ca-419676774bff',
    carClass: 'MCMR',
    price: 1999,
    status: 'low_availability',
    promo: photo,
    type: 'economy',
    model: 'Chevrolet Spark',
    specs: ['4 pasajeros', 'Manual'],
    prepaidText: photo ? 'Prepago $18.99' : null,
    image: photo ? { src: '/assets/e3e19050', type: 'image/jpeg' } : null,
    eager,
  },
  filter: {
    type: 'economy',
    specs: { transmission: 'manual', gas: photo ? 'gas' : null, passengers: photo ? 4 : null },
  },
});

describe('a car of /flota as a row', () => {
  it('reads back as the car it was made from, eager by its place in the list', () => {
    for (const photo of [true, false]) {
      expect(fromFleetRow(toFleetRow(item(true, photo)), 3, 4)).toEqual(item(true, photo));
      expect(fromFleetRow(toFleetRow(item(true, photo)), 4, 4)).toEqual(item(false, photo));
    }
  });

  it('is smaller in the page than the car as an object', () => {
    const car = item(true, true);
    expect(JSON.stringify(toFleetRow(car)).length).toBeLessThan(JSON.stringify(car).length * 0.7);
  });
});
