import { describe, expect, it } from 'vitest';
import { contentModel } from '@rental/content-model/model';
import type { ContentModel } from '@rental/content-model/types';
import { provision } from '@rental/cms/provision';
import { applyModel } from '../../services/cms/src/schema/apply.ts';
import { admin, itConfig } from './helpers.ts';

type Meta = Record<string, unknown>;

const fieldDef = (collection: string, field: string) =>
  contentModel.collections
    .find((c) => c.collection === collection)
    ?.fields.find((f) => f.field === field);

/** What a setup must never change: content, files and who may do what. */
async function untouchable() {
  const a = await admin();
  return {
    cars: await a.get<unknown[]>('/items/flota?limit=-1&sort=id'),
    reservations: await a.get<unknown[]>('/items/reservations?limit=-1&sort=id&fields=id,status'),
    files: await a.get<unknown[]>('/files?limit=-1&fields=id&sort=id'),
    permissions: await a.get<unknown[]>(
      '/permissions?limit=-1&fields=policy,collection,action&sort=id',
    ),
  };
}

/**
 * A database made by an earlier version of the model (other notes, fewer choices, an
 * older collection note) is brought up to this one by the setup, its content untouched.
 */
describe('the setup on a database of an earlier version', () => {
  it('brings collections, fields and their choices up to the model, and keeps content and staff settings', async () => {
    const a = await admin();
    const status = fieldDef('reservations', 'status');
    const statusMeta = status?.meta as Meta & { options: { choices: unknown[] } };
    expect(statusMeta.options.choices.length).toBeGreaterThan(2);
    // The earlier version: one choice fewer, an older note; the collection's older note.
    await a.patch('/fields/reservations/status', {
      meta: {
        note: 'an older note',
        options: { ...statusMeta.options, choices: statusMeta.options.choices.slice(1) },
      },
    });
    await a.patch('/collections/flota', { meta: { note: 'an older collection note' } });
    // A setting the model does not write down, as staff set it in Studio.
    const staffKey = 'conditions' in statusMeta ? 'validation_message' : 'conditions';
    const staffValue =
      staffKey === 'conditions' ? [{ name: 'staff', rule: {}, readonly: true }] : 'staff text';
    await a.patch('/fields/reservations/status', { meta: { [staffKey]: staffValue } });
    const before = await untouchable();

    const report = await provision(itConfig());

    expect(report.schema.updated).toBeGreaterThanOrEqual(2);
    const field = await a.get<{ meta: Meta }>('/fields/reservations/status');
    expect(field.meta.note).toEqual(statusMeta.note ?? null);
    expect(field.meta.options).toEqual(statusMeta.options);
    expect(field.meta[staffKey]).toEqual(staffValue);
    const flota = await a.get<{ meta: Meta }>('/collections/flota');
    const flotaMeta = contentModel.collections.find((c) => c.collection === 'flota')?.meta;
    expect(flota.meta.note).toEqual(flotaMeta?.note);
    expect(await untouchable()).toEqual(before);
    // A second run finds nothing more to do.
    expect((await provision(itConfig())).schema.updated).toBe(0);
    await a.patch('/fields/reservations/status', { meta: { [staffKey]: null } });
  });

  it('adds an index the model asks for to a database made without it, keeping the data', async () => {
    const a = await admin();
    expect(fieldDef('reservations', 'return_date')?.schema?.is_indexed).toBe(true);
    // The earlier version had no index on the bookings' return date.
    await a.patch('/fields/reservations/return_date', { schema: { is_indexed: false } });
    const indexed = async () =>
      (await a.get<{ schema: { is_indexed: boolean } }>('/fields/reservations/return_date')).schema
        .is_indexed;
    expect(await indexed()).toBe(false);
    const before = await untouchable();

    await provision(itConfig());

    expect(await indexed()).toBe(true);
    expect(await untouchable()).toEqual(before);
    expect((await provision(itConfig())).schema.updated).toBe(0);
  });

  it('lets an inventory row of a database made before extras count an extra (its class may be empty)', async () => {
    const a = await admin();
    const extras = await a.get<{ id: string }[]>(
      '/items/fleet_units?limit=-1&fields=id&filter[extra][_nnull]=true',
    );
    expect(extras.length).toBeGreaterThan(0);
    // The earlier version: every row had a class, and the column refused an empty one.
    await a.del(
      '/items/fleet_units',
      extras.map((r) => r.id),
    );
    await a.patch('/fields/fleet_units/class', { schema: { is_nullable: false } });
    const nullable = async () =>
      (await a.get<{ schema: { is_nullable: boolean } }>('/fields/fleet_units/class')).schema
        .is_nullable;
    expect(await nullable()).toBe(false);

    const report = await provision(itConfig());

    expect(await nullable()).toBe(true);
    // The seed could then store the extras' rows again.
    expect(report.seeded.fleet_units).toBe(extras.length);
  });

  it('refuses to change a stored type, naming the field, and writes nothing for it', async () => {
    const a = await admin();
    const changed: ContentModel = {
      ...contentModel,
      collections: contentModel.collections.map((c) =>
        c.collection !== 'flota'
          ? c
          : {
              ...c,
              fields: c.fields.map((f) =>
                f.field === 'prepaid_price'
                  ? { ...f, type: 'float', meta: { ...f.meta, note: 'x' } }
                  : f,
              ),
            },
      ),
    };
    await expect(applyModel(a, changed)).rejects.toThrow(
      'flota.prepaid_price is stored as integer but the content model says float',
    );
    const price = await a.get<{ type: string; meta: Meta }>('/fields/flota/prepaid_price');
    expect(price.type).toBe('integer');
    expect(price.meta.note).toEqual(fieldDef('flota', 'prepaid_price')?.meta?.note ?? null);
  });
});
