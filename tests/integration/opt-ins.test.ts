import { beforeAll, describe, expect, it } from 'vitest';
import { changeOptIns } from '../../apps/web/src/lib/my-booking/opt-ins.ts';
import { findMyBooking } from '../../apps/web/src/lib/my-booking/service.ts';
import { storeOptIns } from '../../apps/web/src/lib/records/opt-ins.ts';
import { CmsError } from '../../apps/web/src/lib/cms/errors.ts';
import { renter, seedCars, siteClient, storedReservation } from './booking-support.ts';
import { changeDeps } from './change-support.ts';
import { bookFor } from './precheckin-support.ts';

/**
 * The renter's optional messages (Law 81): each a yes of its own at booking, changed from
 * /mi-reserva as easily, with the time of the change; the site may change nothing else of the
 * renter that way (the website guard).
 */
let car: string;
beforeAll(async () => {
  car = (await seedCars()).allowed.id;
});

async function opened(code: string) {
  const found = await findMyBooking(changeDeps(), { code, identity: 'Pérez' });
  if (!found.ok) throw new Error(JSON.stringify(found));
  return found;
}

describe('the renter’s opt-ins', () => {
  it('are stored as given at booking, shown on the booking’s page and changed from it', async () => {
    const r = await bookFor(car, 'confirmed', { client: renter({ marketing: true }) });
    expect((await storedReservation(r.id)).client).toMatchObject({
      marketing: true,
      whatsapp: false,
    });
    const found = await opened(r.code);
    expect(found.booking.optIns).toEqual({ marketing: true, whatsapp: false });

    const changed = await changeOptIns(changeDeps(), found.session, {
      marketing: false,
      whatsapp: true,
    });
    expect(changed).toMatchObject({
      ok: true,
      booking: { optIns: { marketing: false, whatsapp: true } },
    });
    const stored = await storedReservation(r.id);
    const { terms: _terms, ...typed } = r.client;
    expect(stored.client).toMatchObject({
      ...typed,
      marketing: false,
      whatsapp: true,
      opt_ins_changed_at: expect.any(String),
    });
    expect(stored.renter_email).toBe(r.client.email);
  });

  it('refuses anything but a yes or no for each, and a session that is not the booking’s', async () => {
    const r = await bookFor(car, 'confirmed');
    const { session } = await opened(r.code);
    for (const input of [{ marketing: 'yes', whatsapp: false }, { marketing: true }, null])
      expect(await changeOptIns(changeDeps(), session, input)).toEqual({
        ok: false,
        problem: 'invalid',
      });
    expect(
      await changeOptIns(changeDeps(), 'forged', { marketing: true, whatsapp: true }),
    ).toMatchObject({ ok: false });
    expect((await storedReservation(r.id)).client).toMatchObject({ marketing: false });
  });

  it('the site may change only the opt-ins of the renter that way', async () => {
    const r = await bookFor(car, 'confirmed');
    const stored = await storedReservation(r.id);
    const at = new Date().toISOString();
    await expect(
      storeOptIns(siteClient(), r.id, {
        ...stored.client,
        email: 'someone-else@example.com',
        marketing: true,
        whatsapp: false,
        opt_ins_changed_at: at,
      }),
    ).rejects.toBeInstanceOf(CmsError);
    expect((await storedReservation(r.id)).client).toEqual(stored.client);
  });
});
