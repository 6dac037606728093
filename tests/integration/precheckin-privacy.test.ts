import { beforeAll, describe, expect, it } from 'vitest';
import { readPreferences } from '../../apps/web/src/lib/precheckin/preferences.ts';
import {
  completePrecheckin,
  lookupReservation,
  precheckinSummary,
  submitPrecheckin,
} from '../../apps/web/src/lib/precheckin/service.ts';
import { seedCars } from './booking-support.ts';
import { confirmedPayLater, driversForm, precheckinDeps } from './precheckin-support.ts';

/**
 * A look-up (code and last name) and the preferences link (alive until the rental
 * ends) returned the renter's driver's licence number. Each pre-check-in result now carries
 * only what its page shows: the booking's summary, and for the driver form its name, phone and
 * birthday. Never the licence number, never the e-mail the booking was made with.
 */
let car: string;
beforeAll(async () => {
  car = (await seedCars()).allowed.id;
});

describe('what the pre-check-in results reveal', () => {
  it('no result of the look-up, the steps or the preferences holds the licence number or the e-mail', async () => {
    const r = await confirmedPayLater(car);
    expect(r.client.license).toBe('PA-8-123-456');
    const found = await lookupReservation(precheckinDeps(), { code: r.code, identity: 'Pérez' });
    if (!found.ok) throw new Error(JSON.stringify(found));
    const session = found.session;
    const results: [string, unknown][] = [
      ['look-up', found],
      ['summary', await precheckinSummary(precheckinDeps(), session)],
      ['drivers sent', await submitPrecheckin(precheckinDeps(), session, driversForm(), 'es')],
      ['completed', await completePrecheckin(precheckinDeps(), session, 'counter')],
    ];
    const prefs = await readPreferences(
      precheckinDeps(),
      { kind: 'session', value: session },
      'es',
    );
    if (!prefs.ok) throw new Error(JSON.stringify(prefs));
    results.push(
      ['preferences by session', prefs],
      [
        'preferences by link',
        await readPreferences(precheckinDeps(), { kind: 'link', value: prefs.link }, 'es'),
      ],
    );
    for (const [what, result] of results) {
      expect(result, what).toMatchObject({ ok: true });
      const text = JSON.stringify(result);
      expect(text, what).not.toContain('PA-8-123-456');
      expect(text, what).not.toMatch(/"licen[sc]e"/);
      expect(text, what).not.toContain(r.client.email);
    }
  });
});
