import { describe, expect, it } from 'vitest';
import { contentModel } from './model.ts';
import { englishName } from './studio-names.ts';

type Translation = { language: string; translation: string; singular?: string; plural?: string };
const translationsOf = (meta: Record<string, unknown> | undefined) =>
  (meta?.translations ?? []) as Translation[];

describe("Studio's names for the model", () => {
  it('name every collection in Spanish and English, singular and plural', () => {
    const unnamed = contentModel.collections
      .filter((c) => {
        const t = translationsOf(c.meta);
        return !['es-ES', 'en-US'].every((language) =>
          t.some((n) => n.language === language && n.singular && n.plural),
        );
      })
      .map((c) => c.collection);
    expect(unnamed).toEqual([]);
    const reservations = contentModel.collections.find((c) => c.collection === 'reservations');
    expect(translationsOf(reservations?.meta)).toContainEqual({
      language: 'es-ES',
      translation: 'Reservas',
      singular: 'Reserva',
      plural: 'Reservas',
    });
  });

  it('name every field in Spanish and English', () => {
    const unnamed = contentModel.collections.flatMap((c) =>
      c.fields
        .filter((f) => translationsOf(f.meta).filter((n) => n.translation).length !== 2)
        .map((f) => `${c.collection}.${f.field}`),
    );
    expect(unnamed).toEqual([]);
    const pickup = contentModel.collections
      .find((c) => c.collection === 'reservations')
      ?.fields.find((f) => f.field === 'pickup_date');
    expect(translationsOf(pickup?.meta)).toEqual([
      { language: 'es-ES', translation: 'Fecha de retiro' },
      { language: 'en-US', translation: 'Pickup' },
    ]);
  });

  it('make an English name from a field name that reads well alone', () => {
    expect(englishName('pickup_branch')).toBe('Pickup branch');
    expect(englishName('siteName')).toBe('Site name');
  });
});
