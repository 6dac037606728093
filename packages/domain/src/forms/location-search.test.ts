import { describe, expect, it } from 'vitest';
import { locationSearchErrors, locationSearchSchema, readLocationSearch } from './location-search.ts';

const now = new Date('2026-11-21T15:00:00Z'); // 10:00 in Panama

describe('location search', () => {
  it('accepts a valid search and returns to the pickup place by default', () => {
    const r = locationSearchSchema(now).safeParse({ pickup: 'PTY', dropoff: '', from: '2026-11-22T10:00', to: '2026-11-25T10:00' });
    expect(r.success && r.data).toEqual({ pickup: 'PTY', dropoff: 'PTY', from: '2026-11-22T10:00', to: '2026-11-25T10:00' });
  });
  it('names each problem with a catalogue key', () => {
    const r = locationSearchSchema(now).safeParse({ pickup: '', from: '2026-11-21T09:00', to: '2026-11-21T08:00' });
    expect(r.success).toBe(false);
    if (!r.success) expect(locationSearchErrors(r.error)).toEqual({ pickup: 'required', from: 'pickupInPast', to: 'returnBeforePickup' });
  });
  it('reads the Panama clock, not the browser one', () => {
    // 09:30 Panama is already past at 10:00 Panama, whatever the machine's zone.
    const r = locationSearchSchema(now).safeParse({ pickup: 'PTY', from: '2026-11-21T09:30', to: '2026-11-22T09:30' });
    expect(r.success).toBe(false);
  });
  it('reads a search back from the URL, or nothing', () => {
    expect(readLocationSearch(new URLSearchParams('pickup=ALB&dropoff=PTY&from=2026-12-01T09:00&to=2026-12-03T09:00'), now)).toMatchObject({ pickup: 'ALB', dropoff: 'PTY' });
    expect(readLocationSearch(new URLSearchParams('type=suv'), now)).toBeNull();
  });
});
