import { describe, expect, it } from 'vitest';
import { precheckinContext } from './context.ts';

describe('precheckinContext', () => {
  it('reads the dates on the Panama calendar (UTC−5), not the UTC one', () => {
    // 02:00 UTC on the 27th is still the evening of the 26th in Panama.
    const ctx = precheckinContext(
      { pickupDate: '2026-11-27T02:00:00Z', returnDate: '2026-11-30T04:59:00Z' },
      new Date('2026-11-23T04:00:00Z'),
      true,
    );
    expect(ctx).toEqual({
      today: '2026-11-22',
      pickupDate: '2026-11-26',
      returnDate: '2026-11-29',
      airportPickup: true,
    });
  });
});
