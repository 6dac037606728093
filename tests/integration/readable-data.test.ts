import { describe, expect, it } from 'vitest';
import { provision } from '@rental/cms/provision';
import { admin, itConfig } from './helpers.ts';

type Row = Record<string, unknown> & { id: string };

/**
 * Staff read a booking's renter as columns and its bill and drivers as lines, and edit
 * a branch's hours as rows; the setup brings data stored in the earlier shapes to them.
 */
describe('readable data in Studio', () => {
  it('the setup turns earlier hours, bookings and pre-check-ins into the readable shapes, once', async () => {
    const a = await admin();
    const [car] = await a.get<{ id: string }[]>('/items/flota?limit=1&fields=id');
    const [branch] = await a.post<Row[]>('/items/branches', [
      {
        code: 'OLDH',
        name: 'Horario viejo',
        hours: {
          mon: [
            ['07:00', '12:00'],
            ['13:00', '18:00'],
          ],
          sun: [],
        },
      },
    ]);
    const [booking] = await a.post<Row[]>('/items/reservations', [
      {
        code: 'READ-OLD',
        brand: 'firefly',
        status: 'confirmed',
        car: car.id,
        pickup_branch: branch.id,
        return_branch: branch.id,
        client: {
          name: 'Ana',
          last_name: 'Pérez',
          email: 'ana@example.com',
          phone_number: '+507 6000-0001',
          license: 'L-77',
          birthday: '1990-05-10',
        },
        extras: {
          carModel: 'Kia Picanto',
          lines: [
            { kind: 'car', unit: 3000, quantity: 2, amount: 6000 },
            { kind: 'coverage', code: 'basic-liability', unit: 1200, quantity: 2, amount: 2400 },
            { kind: 'tax', amount: 420 },
          ],
        },
        totals: { total: 6420 },
      },
    ]);
    const [checkin] = await a.post<Row[]>('/items/precheckins', [
      {
        reservation: booking.id,
        status: 'submitted',
        driver: {
          name: 'Ana',
          last_name: 'Pérez',
          license: 'L-77',
          document_type: 'id',
          document_number: '8-1',
        },
        additional_drivers: [
          { name: 'Luis', last_name: 'Gómez', document_type: 'passport', document_number: 'P9' },
        ],
      },
    ]);
    // Stored before the copies existed: the hook made them at creation, so they are taken away.
    await a.patch(`/items/reservations/${booking.id}`, { bill: null, total: null });
    await a.patch(`/items/precheckins/${checkin.id}`, { drivers: null });
    expect(await a.get<Row>(`/items/reservations/${booking.id}?fields=bill,renter_email`)).toEqual({
      bill: null,
      renter_email: 'ana@example.com',
    });
    try {
      await provision(itConfig());
      const stored = await a.get<Row>(`/items/branches/${branch.id}?fields=hours`);
      expect(stored.hours).toEqual([
        { day: 'mon', opens: '07:00', closes: '12:00' },
        { day: 'mon', opens: '13:00', closes: '18:00' },
      ]);
      const r = await a.get<Row>(
        `/items/reservations/${booking.id}?fields=renter_name,renter_last_name,renter_email,renter_phone,renter_license,renter_birthday,bill,total`,
      );
      expect({ ...r, total: Number(r.total) }).toEqual({
        renter_name: 'Ana',
        renter_last_name: 'Pérez',
        renter_email: 'ana@example.com',
        renter_phone: '+507 6000-0001',
        renter_license: 'L-77',
        renter_birthday: '1990-05-10',
        // The coverage as the renter read it, not its code.
        bill: 'Auto: Kia Picanto\nAlquiler: 2 × $30.00 — $60.00\nResponsabilidad civil básica: 2 × $12.00 — $24.00\nITBMS (7 %) — $4.20\nTotal — $64.20',
        total: 64.2,
      });
      // Columns search and sort as any field.
      const found = await a.get<Row[]>(
        '/items/reservations?fields=code&search=ana@example.com&sort=renter_last_name',
      );
      expect(found.map((x) => x.code)).toContain('READ-OLD');
      const p = await a.get<Row>(`/items/precheckins/${checkin.id}?fields=drivers`);
      expect(p.drivers).toBe(
        'Conductor principal: Ana Pérez · licencia L-77 · cédula 8-1\nConductor adicional 1: Luis Gómez · pasaporte P9',
      );
      // A second run leaves what it converted as it is.
      const report: string[] = [];
      await provision(itConfig(), (line) => report.push(line));
      expect(report).toContain(
        "data: 0 branches' hours made rows, 0 bookings and pre-check-ins given readable copies",
      );
      expect(report).toContain('studio: default language es-ES');
      expect(
        (await a.get<{ default_language: string }>('/settings?fields=default_language'))
          .default_language,
      ).toBe('es-ES');
    } finally {
      await a.del('/items/precheckins', [checkin.id]);
      await a.del('/items/reservations', [booking.id]);
      await a.del('/items/branches', [branch.id]);
    }
  });

  it("a staff edit of the renter's column reaches the JSON the site reads, and the other way", async () => {
    const a = await admin();
    const client = { name: 'Eva', last_name: 'Ríos', email: 'eva@example.com', license: 'E-1' };
    const [booking] = await a.post<Row[]>('/items/reservations', [
      {
        code: 'READ-EDIT',
        brand: 'firefly',
        status: 'confirmed',
        client,
        renter_email: 'eva@example.com',
      },
    ]);
    try {
      await a.patch(`/items/reservations/${booking.id}`, { renter_phone: '+507 6999-0000' });
      let r = await a.get<Row>(`/items/reservations/${booking.id}?fields=client,renter_email`);
      expect(r.client).toEqual({ ...client, phone_number: '+507 6999-0000' });
      await a.patch(`/items/reservations/${booking.id}`, {
        client: { ...client, email: 'eva.rios@example.com' },
      });
      r = await a.get<Row>(
        `/items/reservations/${booking.id}?fields=client,renter_email,renter_phone`,
      );
      expect(r.renter_email).toBe('eva.rios@example.com');
      expect(r.renter_phone).toBeNull();
    } finally {
      await a.del('/items/reservations', [booking.id]);
    }
  });
});
