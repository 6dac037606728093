import { beforeAll, describe, expect, it } from 'vitest';
import { abandonReservation } from '../../apps/web/src/lib/records/expiry.ts';
import { runRetention } from '../../apps/web/src/lib/records/retention.ts';
import { submitPrecheckin } from '../../apps/web/src/lib/precheckin/service.ts';
import { CmsError } from '../../apps/web/src/lib/cms/errors.ts';
import { BRAND, seedCars, siteClient, siteConfigId, storedReservation } from './booking-support.ts';
import { admin } from './helpers.ts';
import { signedIn } from './staff-support.ts';
import { ensureStaffRoles } from '../../services/cms/src/staff-access.ts';
import {
  additionalDriver,
  bookFor,
  confirmedPayLater,
  driversForm,
  paidPrepaid,
  precheckinDeps,
  sessionFor,
  storedPrecheckins,
  type Booked,
} from './precheckin-support.ts';

/**
 * The retention job of Law 81 (services/cms/extensions/availability/retention.js, run by each
 * brand's worker): drivers' documents go a set number of days after the return (staff's
 * setting, 90 by default), abandoned bookings' renters 30 days after they were made.
 */
let car: string;
beforeAll(async () => {
  car = (await seedCars()).allowed.id;
});

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function checkedIn(r: Booked) {
  const form = driversForm({ additional_drivers: [additionalDriver()] });
  const sent = await submitPrecheckin(precheckinDeps(), await sessionFor(r), form, 'es');
  if (!sent.ok) throw new Error(JSON.stringify(sent));
  return form;
}

/** Staff move a booking's trip (a rental that already happened). */
const returnedDaysAgo = async (r: Booked, days: number) =>
  (await admin()).patch(`/items/reservations/${r.id}`, {
    pickup_date: daysAgo(days + 3),
    return_date: daysAgo(days),
  });

describe('the retention job', () => {
  it('deletes the drivers’ documents the set days after the return, keeping their names', async () => {
    const old = await confirmedPayLater(car);
    const form = await checkedIn(old);
    const recent = await confirmedPayLater(car);
    await checkedIn(recent);
    await returnedDaysAgo(old, 91);
    await returnedDaysAgo(recent, 10);

    const report = await runRetention(siteClient(), BRAND);
    expect(report.documentDays).toBe(90);
    const [gone] = await storedPrecheckins(old.id);
    expect(report.documents).toContain(gone.id);
    expect(gone).toMatchObject({
      driver: { name: form.driver.name, last_name: form.driver.last_name },
      additional_drivers: [{ name: 'Luis', last_name: 'Gómez' }],
      documents_deleted_at: expect.any(String),
    });
    expect(Object.keys(gone.driver!)).toEqual(['name', 'last_name']);
    const text = JSON.stringify(gone);
    for (const value of [form.driver.document_number, form.driver.license, form.driver.birthday])
      expect(text).not.toContain(String(value));
    const [kept] = await storedPrecheckins(recent.id);
    expect(kept.documents_deleted_at ?? null).toBeNull();
    expect(kept.driver).toHaveProperty('document_number');

    // Staff shorten the brand's setting: the next run takes the other one too, and only once.
    const a = await admin();
    const id = await siteConfigId();
    await a.patch(`/items/sites_config/${id}`, { driver_documents_retention_days: 5 });
    try {
      const next = await runRetention(siteClient(), BRAND);
      expect(next.documentDays).toBe(5);
      expect(next.documents).toContain(kept.id);
      expect(next.documents).not.toContain(gone.id);
      expect((await runRetention(siteClient(), BRAND)).documents).toEqual([]);
    } finally {
      await a.patch(`/items/sites_config/${id}`, { driver_documents_retention_days: 90 });
    }
  });

  it('anonymises the renter of a booking abandoned over 30 days ago, and nothing else', async () => {
    const abandoned = await bookFor(car, 'unpaid-prepaid');
    await abandonReservation(siteClient(), abandoned.id);
    const lately = await bookFor(car, 'unpaid-prepaid');
    await abandonReservation(siteClient(), lately.id);
    const paid = await paidPrepaid(car);
    const a = await admin();
    for (const r of [abandoned, paid])
      await a.patch(`/items/reservations/${r.id}`, { date_created: daysAgo(31) });

    const report = await runRetention(siteClient(), BRAND);
    expect(report.renters).toContain(abandoned.code);
    expect(report.renters).not.toContain(lately.code);
    expect(report.renters).not.toContain(paid.code);
    const stored = await storedReservation(abandoned.id);
    expect(stored).toMatchObject({
      code: abandoned.code,
      status: 'abandoned',
      client: { anonymised_at: expect.any(String) },
      renter_email: null,
      renter_name: null,
      renter_birthday: null,
    });
    expect(JSON.stringify(stored)).not.toContain(abandoned.client.email as string);
    expect(await storedReservation(lately.id)).toMatchObject({
      renter_email: lately.client.email,
    });
    expect(await storedReservation(paid.id)).toMatchObject({ renter_email: paid.client.email });
  });

  it('answers only the website, for a brand with a site', async () => {
    const a = await admin();
    await expect(a.post('/availability/retention', { brand: BRAND })).rejects.toThrow(
      /403|permission/i,
    );
    await expect(runRetention(siteClient(), 'nobody')).rejects.toBeInstanceOf(CmsError);
  });
});

describe('staff reading drivers’ documents', () => {
  it('is logged in the activity: who read which pre-check-in, and when; reading without the documents is not', async () => {
    const r = await confirmedPayLater(car);
    await checkedIn(r);
    const [precheckin] = await storedPrecheckins(r.id);
    const { agent } = await ensureStaffRoles(await admin());
    const staff = await signedIn(agent);
    const a = await admin();
    const reads = () =>
      a.get<{ user: string; item: string; timestamp: string }[]>(
        `/activity?filter[action][_eq]=read&filter[collection][_eq]=precheckins&filter[item][_eq]=${precheckin.id}&filter[user][_eq]=${staff.id}&fields=user,item,timestamp`,
      );
    try {
      // A list of statuses shows no documents: nothing to log.
      expect(await staff.call('GET', `/items/precheckins/${precheckin.id}?fields=id,status`)).toBe(
        200,
      );
      expect(await reads()).toEqual([]);
      expect(await staff.call('GET', `/items/precheckins/${precheckin.id}`)).toBe(200);
      await expect.poll(reads).toMatchObject([{ user: staff.id, item: precheckin.id }]);
    } finally {
      await staff.remove();
    }
  });
});
