import { describe, expect, it } from 'vitest';
import { privacyNotice } from './privacy.ts';

describe('the privacy notice', () => {
  it('is the info page named privacidad, versioned by its last update', () => {
    expect(
      privacyNotice([
        { slug: 'terminos-y-condiciones', updated: '2026-01-01T00:00:00.000Z' },
        { slug: 'politica-de-privacidad', updated: '2026-11-30T12:00:00.000Z' },
      ]),
    ).toEqual({
      path: '/info/politica-de-privacidad',
      version: 'politica-de-privacidad@2026-11-30T12:00:00.000Z',
    });
    expect(privacyNotice([{ slug: 'privacidad', updated: null }]).version).toBe(
      'privacidad@original',
    );
  });

  it('falls back to the seeded page when the pages are unknown', () => {
    expect(privacyNotice(null)).toEqual({
      path: '/info/privacidad',
      version: 'privacidad@original',
    });
    expect(privacyNotice([{ slug: 'faq', updated: null }]).path).toBe('/info/privacidad');
  });
});
