import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './index.ts';

/**
 * The Spanish catalogue speaks to the renter one way (issue 15: the booking said tú, the
 * pre-check-in usted; the home search said "recogida", the booking "retiro"). Only SPEC §8's
 * own wording of the reservation failure is kept as the SPEC writes it.
 */
const SPEC_TEXTS = new Set(['booking.errors.processing']);

const strings = (obj: unknown, prefix: string): [string, string][] =>
  obj && typeof obj === 'object'
    ? Object.entries(obj).flatMap(([k, v]) => strings(v, `${prefix}.${k}`))
    : [[prefix, String(obj)]];
const spanish = CATALOGUE.flatMap((ns) =>
  strings(JSON.parse(readFileSync(join(import.meta.dirname, 'es', `${ns}.json`), 'utf8')), ns),
).filter(([key]) => !SPEC_TEXTS.has(key));

/** Usted: the pronouns and possessives, and the imperatives and clitics the catalogue used. */
const USTED =
  /\b(usted|ustedes|su|sus|intente|busque|verifique|revise|revíselos|elija|pague|páguelo|contáctenos|díganos|guarde|traiga|acérquese|haga|continúe|ahorre|confirme|escriba|seleccione|ingrese|recordarle|contactarle|ubicarle|esperarle)\b/iu;

describe('the Spanish catalogue', () => {
  it('has texts to check', () => expect(spanish.length).toBeGreaterThan(100));

  it('speaks tú, never usted', () => {
    expect(spanish.filter(([, text]) => USTED.test(text))).toEqual([]);
  });

  it('says "retiro" (as the booking does), never "recogida"', () => {
    expect(spanish.filter(([, text]) => /recog/iu.test(text))).toEqual([]);
  });

  it('shows the card expiry placeholder in the label\u2019s letters (MM/AA, not MM/YY)', () => {
    for (const locale of ['es', 'en']) {
      const checkout = (
        JSON.parse(readFileSync(join(import.meta.dirname, locale, 'booking.json'), 'utf8')) as {
          checkout: Record<string, string>;
        }
      ).checkout;
      expect(checkout.expiry, locale).toContain(`(${checkout.expiryPlaceholder})`);
    }
  });

  it('detects what it forbids', () => {
    expect(USTED.test('Busque su reserva')).toBe(true);
    expect(USTED.test('Busca tu reserva')).toBe(false);
  });
});
