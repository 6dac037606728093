import { describe, expect, it } from 'vitest';
import { provision } from '@rental/cms/provision';
import type { TranslationString } from '../../services/cms/src/studio-words.ts';
import { admin, itConfig } from './helpers.ts';

const wordsOf = async (key: string) => {
  const a = await admin();
  const filter = encodeURIComponent(JSON.stringify({ key: { _eq: key } }));
  return a.get<TranslationString[]>(`/translations?filter=${filter}&sort=language`);
};

/** Studio shows stored choices as words in the staff member's language. */
describe("Studio's words for stored choices", () => {
  it('are translation strings in Spanish and English, which the fields list', async () => {
    expect(
      (await wordsOf('choice.pending_payment')).map(({ language, value }) => [language, value]),
    ).toEqual([
      ['en-US', 'Payment in progress'],
      ['es-ES', 'Pago en curso'],
    ]);
    const a = await admin();
    const status = await a.get<{
      meta: { options: { choices: { text: string; value: string }[] } };
    }>('/fields/reservations/status');
    expect(status.meta.options.choices).toContainEqual({
      text: '$t:choice.pending_payment',
      value: 'pending_payment',
    });
  });

  it('are put back by the setup when changed, and written once', async () => {
    const a = await admin();
    const [spanish] = (await wordsOf('choice.cancelled')).filter((t) => t.language === 'es-ES');
    await a.patch(`/translations/${spanish.id}`, { value: 'Anulada (a mano)' });
    await provision(itConfig());
    const after = await wordsOf('choice.cancelled');
    expect(after.find((t) => t.language === 'es-ES')?.value).toBe('Cancelada');
    expect(after).toHaveLength(2);
  });
});

/** The help under a field is in the staff member's language too. */
describe("Studio's notes under fields", () => {
  it('are translation strings in Spanish and English, which the fields name', async () => {
    expect(
      (await wordsOf('note.reservations.code')).map(({ language, value }) => [language, value]),
    ).toEqual([
      ['en-US', 'Short human code given to the renter'],
      ['es-ES', 'Código corto y fácil de leer que se le da al cliente'],
    ]);
    const a = await admin();
    const code = await a.get<{ meta: { note: string } }>('/fields/reservations/code');
    expect(code.meta.note).toBe('$t:note.reservations.code');
    const reservations = await a.get<{ meta: { note: string } }>('/collections/reservations');
    expect(reservations.meta.note).toBe('Reservas hechas en el sitio · Bookings made on the site');
  });

  it('are written so that Studio shows braces and tags as they are', async () => {
    const spanish = async (key: string) =>
      (await wordsOf(key)).find((t) => t.language === 'es-ES')?.value;
    expect(await spanish('note.flota.model')).toBe(`Se muestra como "{'{'}model{'}'} o similar"`);
    expect(await spanish('note.sites_config.brand')).toContain('NEXT_PUBLIC_BRAND=&lt;key>');
  });
});
