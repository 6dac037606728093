import { beforeAll, describe, expect, it } from 'vitest';
import { legalDeadline } from '@rental/domain/privacy-rights';
import { keepPrivacyRequest } from '../../apps/web/src/lib/records/privacy-requests.ts';
import { renterData } from '../../apps/web/src/lib/records/renter-data.ts';
import { CmsError } from '../../apps/web/src/lib/cms/errors.ts';
import {
  BRAND,
  renter,
  seedCars,
  siteClient,
  storedPayments,
  storedReservation,
  workerClient,
} from './booking-support.ts';
import { bookFor, paidPrepaid } from './precheckin-support.ts';

/**
 * A renter's requests under Law 81 kept on the booking (POST /availability/privacy-requests,
 * docs/privacy.md): a rectification stays open for staff with its deadline; a deletion
 * anonymises the renter's finished bookings at once and keeps their money rows and invoices,
 * and leaves a booking still ahead to staff; only the website's token may ask.
 */
let car: string;
beforeAll(async () => {
  car = (await seedCars()).allowed.id;
});

const due = () => legalDeadline(new Date());

describe('privacy requests', () => {
  it('keeps a rectification open with the day it must be answered by', async () => {
    const r = await paidPrepaid(car);
    const kept = await keepPrivacyRequest(siteClient(), {
      reservation: r.id,
      kind: 'rectification',
      details: 'Mi apellido es Pérez Gómez',
      due: due(),
    });
    expect(kept).toMatchObject({ kind: 'rectification', status: 'open', due: due() });
    const stored = await storedReservation(r.id);
    expect(stored).toMatchObject({ privacy_request_due: due(), renter_email: r.client.email });
    expect(stored.privacy_requests).toEqual([
      expect.objectContaining({ details: 'Mi apellido es Pérez Gómez' }),
    ]);
  });

  it('deletes a renter’s finished bookings at once, keeps their payments, and leaves one ahead to staff', async () => {
    const client = renter();
    const over = await paidPrepaid(car, { client });
    const ahead = await bookFor(car, 'confirmed', {
      client,
      pickupAt: '2027-01-10T15:00:00.000Z',
      returnAt: '2027-01-13T15:00:00.000Z',
    });
    const before = await renterData(siteClient(), BRAND, client.email, new Date());
    expect(before.bookings.map((b) => b.code).sort()).toEqual([over.code, ahead.code].sort());

    const kept = await keepPrivacyRequest(siteClient(), {
      reservation: over.id,
      kind: 'cancellation',
      details: '',
      due: due(),
    });
    expect(kept.status).toBe('open');
    expect(kept.outcome).toContain(over.code);
    expect(kept.outcome).toContain(ahead.code);
    const gone = await storedReservation(over.id);
    expect(gone).toMatchObject({ renter_email: null, renter_name: null, renter_license: null });
    expect(JSON.stringify(gone.client)).not.toContain(client.email);
    expect(await storedPayments(over.id)).toEqual([
      expect.objectContaining({ status: 'captured', amount: over.total }),
    ]);
    expect(await storedReservation(ahead.id)).toMatchObject({ renter_email: client.email });
    // The request is kept on the booking it was made from, anonymised as it is.
    expect(gone.privacy_requests).toEqual([expect.objectContaining({ kind: 'cancellation' })]);
    const after = await renterData(siteClient(), BRAND, client.email, new Date());
    expect(after.bookings.map((b) => b.code)).toEqual([ahead.code]);
  });

  it('is the website’s alone, with a deadline ten business days ahead', async () => {
    const r = await paidPrepaid(car);
    const ask = {
      reservation: r.id,
      kind: 'objection' as const,
      details: 'No publicidad',
      due: due(),
    };
    await expect(keepPrivacyRequest(workerClient(), ask)).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(
      keepPrivacyRequest(siteClient(), { ...ask, due: '2026-01-01' }),
    ).rejects.toBeInstanceOf(CmsError);
    expect((await storedReservation(r.id)).privacy_requests ?? null).toBeNull();
  });
});
