import { describe, expect, inject, it } from 'vitest';
import { contentModel } from '@rental/content-model/model';
import { provision } from '@rental/cms/provision';
import { seedId } from '@rental/cms/seed';
import { STUDIO_PROJECT } from '../../services/cms/src/studio.ts';
import { admin, itConfig } from './helpers.ts';

/** What a re-run could change: the schema and every seeded collection's rows. */
async function state() {
  const a = await admin();
  const snapshot = await a.get<{ collections: unknown[]; fields: unknown[]; relations: unknown[] }>(
    '/schema/snapshot',
  );
  const collections = [
    'languages',
    'sites_config',
    'sites_config_translations',
    'flota',
    'branches',
    'coverages',
    'info_pages',
    'info_pages_translations',
    'calls_to_action',
    'promotions',
    'job_offers',
    'coupons',
    'redirects',
  ];
  const rows: Record<string, unknown[]> = {};
  for (const c of collections)
    rows[c] = await a.get<unknown[]>(
      `/items/${c}?limit=-1&sort=${c === 'languages' ? 'code' : 'id'}`,
    );
  const files = await a.get<unknown[]>('/files?limit=-1&fields=id,filename_download&sort=id');
  const policies = await a.get<unknown[]>('/policies?limit=-1&fields=id,name&sort=id');
  const permissions = await a.get<unknown[]>(
    '/permissions?limit=-1&fields=policy,collection,action&sort=id',
  );
  return {
    snapshot: {
      collections: snapshot.collections,
      fields: snapshot.fields,
      relations: snapshot.relations,
    },
    rows,
    files,
    policies,
    permissions,
  };
}

describe('the setup command', () => {
  it('created the whole model and seed on the first run', () => {
    const first = inject('firstProvision');
    // Every collection of the model, made on the first run (22 today; the model's own snapshot
    // in tests/unit/content-model.test.ts pins what they are).
    expect(first.schema.collections).toBe(contentModel.collections.length);
    expect(first.seeded.flota).toBeGreaterThanOrEqual(14);
    expect(first.seeded.branches).toBeGreaterThanOrEqual(8);
    expect(first.seeded.sites_config).toBe(4);
    expect(first.files).toBeGreaterThan(4);
  });

  it('changes nothing when run again', async () => {
    const before = await state();
    const report = await provision(itConfig());
    expect(report.schema).toEqual({ collections: 0, fields: 0, relations: 0, updated: 0 });
    expect(Object.values(report.seeded).every((n) => n === 0)).toBe(true);
    expect(report.files).toBe(0);
    expect(await state()).toEqual(before);
  });

  it('keeps a staff edit and restores a deleted seed record', async () => {
    const a = await admin();
    const [car] = await a.get<{ id: string; model: string }[]>('/items/flota?limit=1&sort=id');
    await a.patch(`/items/flota/${car.id}`, { model: 'Edited in Studio' });
    // A seeded coupon: other suites add coupons of their own, which the setup does not restore.
    const coupon = await a.get<{ id: string; code: string }>(
      `/items/coupons/${seedId('coupons', 'BIENVENIDA10')}`,
    );
    await a.del(`/items/coupons/${coupon.id}`);

    const report = await provision(itConfig());

    expect((await a.get<{ model: string }>(`/items/flota/${car.id}`)).model).toBe(
      'Edited in Studio',
    );
    expect(report.seeded.coupons).toBe(1);
    expect((await a.get<{ code: string }>(`/items/coupons/${coupon.id}`)).code).toBe(coupon.code);
  });

  it("names Studio's project for staff, and keeps a name staff gave it", async () => {
    const a = await admin();
    const project = () =>
      a.get<{ project_name: string; project_descriptor: string }>(
        '/settings?fields=project_name,project_descriptor',
      );
    expect(await project()).toEqual({
      project_name: 'Alquiler de autos',
      project_descriptor: 'Firefly · Tucán · Marea · Volcán',
    });
    await a.patch('/settings', { project_name: 'Reservas Panamá' });
    try {
      await provision(itConfig());
      expect((await project()).project_name).toBe('Reservas Panamá');
    } finally {
      await a.patch('/settings', STUDIO_PROJECT);
    }
  });
});
