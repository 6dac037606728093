import { describe, expect, it } from 'vitest';
import { contentModel, MODEL_NOTES, NOTE_STRINGS } from './model.ts';
import { SPANISH_NOTES } from './studio-notes.ts';

/**
 * What a Spanish note must keep of its English one, as written: placeholders ({siteName}),
 * tags (<key>), quoted JSON keys and values without spaces ("mon", "/flota"), JSON objects
 * ({ "mon": … }), paths (/info/{slug}), identifiers and codes (NEXT_PUBLIC_BRAND=<key>,
 * CODE#n, CODE|renter#n, last_name, kind:reservation), words in capitals (ACRISS, UTC, PTY),
 * numbers (4.5:1, 1–90, 06:00) and "USD cents".
 */
const TOKENS = [
  /\{[^{}]*\}/g,
  /<\w+>/g,
  /"[^"\s]*"/g,
  /(?<![\w.])\/[\w/{}.-]*/g,
  /[\w.-]*[#|=_][\w.#|=<>:-]*/g,
  /\w+(?::[\w<>]+)+/g,
  /\b[A-Z]{2,}\b/g,
  /\d+(?:[.:–]\d+)*/g,
  /USD cents/g,
];
const tokensOf = (text: string) => [
  ...new Set(
    TOKENS.flatMap((re) => text.match(re) ?? [])
      .map((token) => token.replace(/[.:]+$/, ''))
      .filter(Boolean),
  ),
];

describe("Studio's notes in Spanish and English", () => {
  it('give every note of the model (collections, fields, rows of a list) its Spanish', () => {
    expect(MODEL_NOTES.length).toBeGreaterThan(100);
    expect(MODEL_NOTES.filter((n) => !n.es).map((n) => `${n.path}: ${n.en}`)).toEqual([]);
  });

  it('keep every placeholder, code, path and JSON example of the English note', () => {
    const lost = MODEL_NOTES.flatMap(({ path, en, es = '' }) =>
      tokensOf(en)
        .filter((token) => !es.includes(token))
        .map((token) => `${path}: ${token}`),
    );
    expect(lost).toEqual([]);
    expect(
      tokensOf('Renter: CODE|renter#n, "{model} or similar", /info/{slug} (USD cents)'),
    ).toEqual(expect.arrayContaining(['CODE|renter#n', '{model}', '/info/{slug}', 'USD cents']));
  });

  it('have no Spanish note for a note the model no longer has', () => {
    const paths = new Set(MODEL_NOTES.map((n) => n.path));
    expect(Object.keys(SPANISH_NOTES).filter((path) => !paths.has(path))).toEqual([]);
  });

  it("are what the fields show: their translation string's key; a collection's note in both languages", () => {
    const reservations = contentModel.collections.find((c) => c.collection === 'reservations');
    expect(reservations?.meta.note).toBe('Reservas hechas en el sitio · Bookings made on the site');
    const code = reservations?.fields.find((f) => f.field === 'code');
    expect(code?.meta?.note).toBe('$t:note.reservations.code');
    expect(NOTE_STRINGS).toContainEqual({
      key: 'note.reservations.code',
      es: 'Código corto y fácil de leer que se le da al cliente',
      en: 'Short human code given to the renter',
    });
    const discounts = contentModel.collections
      .find((c) => c.collection === 'sites_config')
      ?.fields.find((f) => f.field === 'length_discounts');
    const rows = (discounts?.meta?.options as { fields: { meta: { note: string } }[] }).fields;
    expect(rows.map((r) => r.meta.note)).toEqual([
      '$t:note.sites_config.length_discounts.min_days',
      '$t:note.sites_config.length_discounts.percent',
    ]);
    const notes = contentModel.collections.flatMap((c) =>
      c.fields.map((f) => f.meta?.note).filter((n): n is string => typeof n === 'string'),
    );
    expect(notes.filter((n) => !n.startsWith('$t:note.'))).toEqual([]);
    expect(NOTE_STRINGS.map((s) => `$t:${s.key}`)).toEqual(expect.arrayContaining(notes));
  });
});
