import { describe, expect, expectTypeOf, it } from 'vitest';
import { BRAND_KEYS } from '@rental/domain/brands';
import type { HoursRow, WeeklyHours } from '@rental/domain/hours';
import { LANGUAGE_CODES } from '@rental/domain/locale';
import {
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  RESERVATION_STATUSES,
} from '@rental/domain/reservation/states';
import { DEPOSIT_STATUSES } from '@rental/domain/reservation/deposit';
import * as vocabulary from '@rental/domain/vocabulary';
import * as content from '@rental/content-model/content';
import * as inventory from '@rental/content-model/inventory';
import * as rates from '@rental/content-model/rates';
import { contentModel } from '@rental/content-model/model';
import { withStudioNames } from '@rental/content-model/studio-names';
import { withStudioNotes } from '@rental/content-model/studio-notes';
import type { ContentRecords } from '@rental/content-model/records';
import * as transactional from '@rental/content-model/transactional';
import type { CollectionDef } from '@rental/content-model/types';
import { carFields } from '../../apps/web/src/lib/cms/mappers.ts';
import type {
  Branch,
  Car,
  StoredPayment,
  StoredReservation,
} from '../../apps/web/src/lib/cms/types.ts';
import * as seed from '../../services/cms/seed/data/index.ts';
import type {
  SeedBranch,
  SeedCar,
  SeedCoverage,
  SeedRedirect,
} from '../../services/cms/seed/types.ts';

/**
 * The content model is written once (packages/content-model) with its closed lists named once
 * (packages/domain/src/vocabulary.ts); the seed data's types are derived from its records, and
 * the site names fields. This keeps them from drifting: a field renamed in the schema fails the
 * type check of the seed or here, not on a live Directus.
 */
const fieldsOf = (collection: string) => {
  const def = contentModel.collections.find((c) => c.collection === collection);
  if (!def) throw new Error(`no collection ${collection}`);
  return def.fields.map((f) => f.field);
};
const choicesOf = (collection: string, field: string) => {
  const def = contentModel.collections
    .find((c) => c.collection === collection)
    ?.fields.find((f) => f.field === field);
  const options = def?.meta?.options as { choices?: { value: string }[] } | null | undefined;
  return options?.choices?.map((c) => c.value);
};

/** Seed record keys the seeder turns into other fields (a natural key, files, per-brand prices, translations). */
const DERIVED = new Set(['key', 'prices', 'image', 'logo', 'translations']);
const written = (records: object[]) =>
  [...new Set(records.flatMap((r) => Object.keys(r)))].filter((k) => !DERIVED.has(k));
const translated = (records: { translations: Record<string, object> }[]) => [
  ...new Set(records.flatMap((r) => Object.values(r.translations).flatMap((t) => Object.keys(t)))),
];

/** The collections content.ts, inventory.ts, rates.ts and transactional.ts define (records.ts types exactly these). */
const defined = [
  ...Object.values(content),
  ...Object.values(inventory),
  ...Object.values(rates),
  ...Object.values(transactional),
].flatMap((value): CollectionDef[] =>
  typeof value === 'function' || !('collection' in value)
    ? []
    : 'translations' in value
      ? [value.collection, value.translations]
      : [value],
);

describe('one content model', () => {
  it('applies every collection it types, and only those', () => {
    expect(defined.map((d) => d.collection).sort()).toEqual(
      contentModel.collections.map((c) => c.collection).sort(),
    );
    // As defined, with their Studio names and notes in Spanish and English added
    // (studio-names.ts, studio-notes.ts).
    for (const def of defined)
      expect(contentModel.collections).toContainEqual(
        withStudioNotes(withStudioNames({ collections: [def], relations: [] })).collections[0],
      );
  });

  it('offers the vocabulary as the schema choices, in its order', () => {
    expect(choicesOf('flota', 'status')).toEqual(vocabulary.CAR_STATUSES);
    expect(choicesOf('flota', 'type')).toEqual(vocabulary.CAR_TYPES);
    expect(choicesOf('flota', 'class')).toEqual(vocabulary.ACRISS_CLASSES);
    expect(choicesOf('sites_config', 'paymentGateway')).toEqual(vocabulary.PAYMENT_GATEWAYS);
    expect(choicesOf('reservations', 'reservation_type')).toEqual(vocabulary.RESERVATION_TYPES);
    expect(choicesOf('payments', 'provider')?.toSorted()).toEqual(
      [...vocabulary.PAYMENT_GATEWAYS].sort(),
    );
    expect(choicesOf('coverages', 'kind')).toEqual(vocabulary.COVERAGE_KINDS);
    expect(choicesOf('reservations', 'status')).toEqual(RESERVATION_STATUSES);
    expect(choicesOf('reservations', 'payment_type')).toEqual(PAYMENT_TYPES);
    expect(choicesOf('payments', 'status')).toEqual([...PAYMENT_STATUSES, ...DEPOSIT_STATUSES]);
  });

  it('seeds only fields the schema has', () => {
    expect(fieldsOf('flota')).toEqual(expect.arrayContaining(written(seed.fleet)));
    expect(fieldsOf('branches')).toEqual(expect.arrayContaining(written(seed.branches)));
    expect(fieldsOf('coverages')).toEqual(expect.arrayContaining(written(seed.coverages)));
    expect(fieldsOf('coverages_translations')).toEqual(
      expect.arrayContaining(translated(seed.coverages)),
    );
    expect(fieldsOf('sites_config')).toEqual(expect.arrayContaining(written(seed.sites)));
    expect(fieldsOf('sites_config_translations')).toEqual(
      expect.arrayContaining(translated(seed.sites)),
    );
    expect(fieldsOf('promotions')).toEqual(expect.arrayContaining(written(seed.promotions)));
    expect(fieldsOf('promotions_translations')).toEqual(
      expect.arrayContaining(translated(seed.promotions)),
    );
    expect(fieldsOf('job_offers')).toEqual(expect.arrayContaining(written(seed.jobOffers)));
    expect(fieldsOf('coupons')).toEqual(expect.arrayContaining(written(seed.coupons)));
    expect(fieldsOf('redirects')).toEqual(expect.arrayContaining(written(seed.redirects)));
    expect(fieldsOf('seasons')).toEqual(expect.arrayContaining(written(seed.seasons)));
    for (const site of seed.sites)
      expect(Object.keys(site.translations).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  // apply.ts brings live databases up to the model (Studio settings, indexes; never a stored
  // type): a change to the applied model is made on purpose (`npx vitest run --project unit -u`)
  // and shows in review as this snapshot's diff.
  it('applies the model the snapshot holds', () => {
    expect(JSON.parse(JSON.stringify(contentModel))).toMatchSnapshot();
  });

  it('reads only fleet fields the schema has', () => {
    for (const brand of BRAND_KEYS)
      // `image.id`: a field of the related file, read through the `image` field.
      expect(fieldsOf('flota')).toEqual(
        expect.arrayContaining([...new Set(carFields(brand).map((f) => f.split('.')[0]))]),
      );
  });
});

// Type-level checks: `npm run typecheck` (which reads tests/) fails on them; vitest runs no-ops.
describe('one content model, typed', () => {
  it('types the seed data by the records the schema stores', () => {
    expectTypeOf<ContentRecords['flota']['status']>().toEqualTypeOf<vocabulary.CarStatus>();
    expectTypeOf<SeedCar['status']>().toEqualTypeOf<ContentRecords['flota']['status']>();
    expectTypeOf<SeedCar['class']>().toEqualTypeOf<vocabulary.AcrissClass>();
    expectTypeOf<SeedBranch['hours']>().toEqualTypeOf<ContentRecords['branches']['hours']>();
    expectTypeOf<SeedBranch['hours']>().toEqualTypeOf<HoursRow[] | null>();
    expectTypeOf<SeedCoverage['translations']['en-US']['name']>().toEqualTypeOf<
      ContentRecords['coverages_translations']['name']
    >();
    expectTypeOf<SeedRedirect['statusCode']>().toEqualTypeOf<vocabulary.RedirectStatusCode>();
  });

  it("types the site's stored records and its views' fields by the schema's records", () => {
    expectTypeOf<StoredReservation['status']>().toEqualTypeOf<
      ContentRecords['reservations']['status']
    >();
    expectTypeOf<StoredReservation['extras']>().toEqualTypeOf<
      NonNullable<ContentRecords['reservations']['extras']>
    >();
    expectTypeOf<StoredPayment['provider']>().toEqualTypeOf<
      NonNullable<ContentRecords['payments']['provider']>
    >();
    expectTypeOf<Car['status']>().toEqualTypeOf<SeedCar['status']>();
    expectTypeOf<Branch['hours']>().toEqualTypeOf<WeeklyHours>();
  });

  it('refuses a seed field the schema does not have', () => {
    // @ts-expect-error `code` is no field of redirects
    const _unknown: SeedRedirect = { from: '/a', to: '/b', statusCode: '301', code: 'x' };
    // @ts-expect-error '303' is not among redirects' status codes
    const _unlisted: SeedRedirect = { from: '/a', to: '/b', statusCode: '303' };
  });
});
