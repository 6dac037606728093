import { describe, expect, it } from 'vitest';
import { layoutFor, matchRoute, ROUTES } from './routes.ts';

describe('routes', () => {
  it('has the 15 routes of SPEC §2 and the booking’s page', () => {
    expect(ROUTES).toHaveLength(16);
    expect(matchRoute('/mi-reserva')?.guards).toEqual([]);
  });
  it.each([
    ['/', 'default'],
    ['/flota', 'default'],
    ['/reserva', 'default'],
    ['/reserva/checkout', 'reservation'],
    ['/reserva/thanks', 'thanks'],
    ['/precheckin', 'precheckin'],
    ['/precheckin/verify', 'precheckin'],
    ['/precheckin/preferences', 'precheckin'],
    ['/precheckin/checkout', 'reservation'],
    ['/precheckin/thanks', 'thanks'],
    ['/mi-reserva', 'default'],
  ])('%s uses the %s layout', (path, layout) => {
    expect(layoutFor(path)).toBe(layout);
  });
  it('matches info slugs as one segment only', () => {
    expect(matchRoute('/info/privacidad')?.path).toBe('/info/{slug}');
    expect(matchRoute('/info/a/b')).toBeNull();
    expect(matchRoute('/info')).toBeNull();
  });
  it('knows the guards of each route', () => {
    expect(matchRoute('/precheckin/checkout')?.guards).toEqual([
      'check-precheckin-data',
      'prevent-direct-access',
    ]);
    expect(matchRoute('/jobs')?.guards).toEqual([]);
  });
});
