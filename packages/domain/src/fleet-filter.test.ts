import { describe, expect, it } from 'vitest';
import {
  applyFleetFilter,
  fleetFacets,
  fleetFilterQuery,
  parseFleetFilter,
} from './fleet-filter.ts';

const car = (
  id: string,
  type: string,
  price: number,
  transmission: string,
  gas: string,
  passengers: number,
) => ({ id, type, price, specs: { transmission, gas, passengers } });
const fleet = [
  car('a', 'economy', 2000, 'manual', 'gas', 4),
  car('b', 'suv', 6000, 'automatic', 'diesel', 7),
  car('c', 'suv', 5000, 'automatic', 'gas', 5),
  car('d', 'van', 9000, 'manual', 'diesel', 12),
];

describe('fleet filter', () => {
  it('parses the URL, ignoring what it does not know', () => {
    expect(
      parseFleetFilter(new URLSearchParams('type=suv&passengers=5&sort=price-desc&x=1')),
    ).toEqual({ type: 'suv', transmission: null, gas: null, passengers: 5, sort: 'price-desc' });
    expect(
      parseFleetFilter(new URLSearchParams('type=<script>&passengers=-3&sort=random')),
    ).toEqual({ type: null, transmission: null, gas: null, passengers: null, sort: 'price-asc' });
  });
  it('filters by type, transmission, fuel and minimum passengers, cheapest first', () => {
    expect(
      applyFleetFilter(fleet, parseFleetFilter(new URLSearchParams('type=suv'))).map((c) => c.id),
    ).toEqual(['c', 'b']);
    expect(
      applyFleetFilter(
        fleet,
        parseFleetFilter(new URLSearchParams('gas=diesel&sort=price-desc')),
      ).map((c) => c.id),
    ).toEqual(['d', 'b']);
    expect(
      applyFleetFilter(
        fleet,
        parseFleetFilter(new URLSearchParams('passengers=5&transmission=automatic')),
      ).map((c) => c.id),
    ).toEqual(['c', 'b']);
    expect(applyFleetFilter(fleet, parseFleetFilter(new URLSearchParams('type=luxury')))).toEqual(
      [],
    );
  });
  it('writes the filter into the URL, keeping the rest of the search and leaving defaults out', () => {
    const filter = parseFleetFilter(new URLSearchParams('type=suv'));
    expect(
      fleetFilterQuery(filter, new URLSearchParams('pickup=PTY&type=van&sort=price-asc')),
    ).toBe('?pickup=PTY&type=suv');
    expect(fleetFilterQuery(parseFleetFilter(new URLSearchParams()), new URLSearchParams())).toBe(
      '',
    );
  });
  it('offers only the values some car has', () => {
    expect(fleetFacets(fleet)).toEqual({
      types: ['economy', 'suv', 'van'],
      transmissions: ['automatic', 'manual'],
      gases: ['diesel', 'gas'],
      passengers: [4, 5, 7, 12],
    });
  });
});
