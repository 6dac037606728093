import { describe, expect, it } from 'vitest';
import { provision } from '@rental/cms/provision';
import { STAFF_VIEWS } from '../../services/cms/src/staff-views.ts';
import { admin, itConfig } from './helpers.ts';

interface Preset {
  id: number;
  bookmark: string | null;
  collection: string;
  filter: Record<string, unknown>;
}

const sharedViews = async () => {
  const a = await admin();
  const shared = encodeURIComponent(
    JSON.stringify({ user: { _null: true }, role: { _null: true } }),
  );
  return a.get<Preset[]>(`/presets?limit=-1&filter=${shared}&fields=id,bookmark,collection,filter`);
};

/** The staff's saved views, and what they find. */
describe("staff's saved views", () => {
  it('are shared bookmarks, written once however often the setup runs', async () => {
    await provision(itConfig());
    const views = await sharedViews();
    for (const view of STAFF_VIEWS)
      expect(
        views.filter((v) => v.bookmark === view.bookmark && v.collection === view.collection),
      ).toHaveLength(1);
  });

  it("give the bookings' list its columns once, then leave it to staff", async () => {
    const a = await admin();
    const list = async () =>
      (await sharedViews()).find((v) => v.bookmark === null && v.collection === 'reservations');
    const columns = async () =>
      (
        await a.get<{ layout_query: { tabular: { fields: string[] } } }>(
          `/presets/${(await list())?.id}?fields=layout_query`,
        )
      ).layout_query.tabular.fields;
    expect(await columns()).toEqual(
      expect.arrayContaining(['code', 'renter_name', 'renter_last_name', 'car', 'total']),
    );
    // What the counter looks for first stays in view beside Studio's open sidebar.
    expect((await columns()).slice(0, 4)).toEqual([
      'code',
      'pickup_date',
      'pickup_branch',
      'total',
    ]);
    await a.patch(`/presets/${(await list())?.id}`, {
      layout_query: { tabular: { fields: ['code', 'renter_email'] } },
    });
    await provision(itConfig());
    expect(await columns()).toEqual(['code', 'renter_email']);
  });

  it("find the next 24 hours' held pickups and no other booking", async () => {
    const a = await admin();
    const [car] = await a.get<{ id: string }[]>('/items/flota?limit=1&fields=id');
    const [branch] = await a.get<{ id: string }[]>('/items/branches?limit=1&fields=id');
    const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    const booking = (code: string, status: string, pickup: number) => ({
      code,
      brand: 'firefly',
      status,
      car: car.id,
      pickup_branch: branch.id,
      return_branch: branch.id,
      pickup_date: hours(pickup),
      return_date: hours(pickup + 72),
    });
    const made = await a.post<{ id: string; code: string }[]>('/items/reservations', [
      booking('VIEW-SOON', 'confirmed', 3),
      booking('VIEW-LATER', 'paid', 30),
      booking('VIEW-GONE', 'cancelled', 3),
    ]);
    try {
      const view = (await sharedViews()).find(
        (v) => v.bookmark === 'Retiros de las próximas 24 horas',
      );
      const filter = encodeURIComponent(JSON.stringify(view?.filter));
      const found = await a.get<{ code: string }[]>(
        `/items/reservations?limit=-1&fields=code&filter=${filter}&search=VIEW-`,
      );
      expect(found.map((r) => r.code)).toEqual(['VIEW-SOON']);
    } finally {
      await a.del(
        '/items/reservations',
        made.map((r) => r.id),
      );
    }
  });
});
