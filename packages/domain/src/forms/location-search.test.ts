import { describe, expect, it } from 'vitest';
import { readLocationSearch, validateLocationSearch } from './location-search.ts';

const now = new Date('2026-11-21T15:00:00Z'); // 10:00 in Panama

describe('location search', () => {
  it('accepts a valid search and returns to the pickup place by default', () => {
    expect(
      validateLocationSearch(
        { pickup: 'PTY', dropoff: '', from: '2026-11-22T10:00', to: '2026-11-25T10:00' },
        now,
      ),
    ).toEqual({
      success: true,
      data: { pickup: 'PTY', dropoff: 'PTY', from: '2026-11-22T10:00', to: '2026-11-25T10:00' },
    });
  });
  it('names every problem at once with a catalogue key', () => {
    expect(
      validateLocationSearch({ pickup: '', from: '2026-11-21T09:00', to: '2026-11-21T08:00' }, now),
    ).toEqual({
      success: false,
      errors: { pickup: 'required', from: 'pickupInPast', to: 'returnBeforePickup' },
    });
    expect(
      validateLocationSearch({ pickup: 'PTY', from: '', to: '2026-02-31T10:00' }, now),
    ).toEqual({ success: false, errors: { from: 'required', to: 'invalidDate' } });
    expect(
      validateLocationSearch({ dropoff: 'pty', from: '22/11/2026', to: '2026-11-25T10:00' }, now),
    ).toEqual({
      success: false,
      errors: { pickup: 'required', dropoff: 'required', from: 'invalidDate' },
    });
  });
  it('reads the Panama clock, not the browser one', () => {
    // 09:30 Panama is already past at 10:00 Panama, whatever the machine's zone.
    expect(
      validateLocationSearch(
        { pickup: 'PTY', from: '2026-11-21T09:30', to: '2026-11-22T09:30' },
        now,
      ),
    ).toMatchObject({ success: false, errors: { from: 'pickupInPast' } });
  });
  it('reads a search back from the URL, or nothing', () => {
    expect(
      readLocationSearch(
        new URLSearchParams('pickup=ALB&dropoff=PTY&from=2026-12-01T09:00&to=2026-12-03T09:00'),
        now,
      ),
    ).toMatchObject({ pickup: 'ALB', dropoff: 'PTY' });
    expect(readLocationSearch(new URLSearchParams('type=suv'), now)).toBeNull();
  });
});

describe('location search: the brand limits, by the booking rules', () => {
  const limits = { maxRentalDays: 60, bookingHorizonDays: 365 };
  it('refuses a pickup beyond the horizon and a rental longer than the maximum', () => {
    expect(
      validateLocationSearch(
        { pickup: 'PTY', from: '2200-01-05T10:00', to: '2200-01-08T10:00' },
        now,
        limits,
      ),
    ).toEqual({ success: false, errors: { from: 'beyondHorizon' } });
    expect(
      validateLocationSearch(
        { pickup: 'PTY', from: '2026-11-22T10:00', to: '9999-12-31T10:00' },
        now,
        limits,
      ),
    ).toEqual({ success: false, errors: { to: 'maximumDays' } });
    expect(
      validateLocationSearch(
        { pickup: 'PTY', from: '2026-11-22T10:00', to: '2027-01-21T10:00' },
        now,
        limits,
      ),
    ).toMatchObject({ success: true });
  });
});
