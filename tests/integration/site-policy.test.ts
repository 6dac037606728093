import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { seedCars, siteReservation } from './booking-support.ts';
import { admin, asSite } from './helpers.ts';

/** The site's service user may read content and create/update bookings, and nothing else. */
describe('the site service policy', () => {
  it.each([
    'flota',
    'sites_config',
    'sites_config_translations',
    'branches',
    'coverages',
    'info_pages',
    'info_pages_translations',
    'calls_to_action',
    'promotions',
    'job_offers',
    'coupons',
    'redirects',
    'languages',
  ])('reads %s', async (collection) => {
    const res = await asSite('GET', `/items/${collection}?limit=1`);
    expect(res.status).toBe(200);
  });

  it('reads files (for /assets)', async () => {
    expect((await asSite('GET', '/files?limit=1')).status).toBe(200);
  });

  it('creates a corporate lead but cannot read, change or delete leads', async () => {
    const id = randomUUID();
    expect([200, 204]).toContain(
      (
        await asSite('POST', '/items/corporate_leads', {
          id,
          brand: 'firefly',
          company: 'ACME',
          name: 'Ana',
          email: 'ana@example.com',
        })
      ).status,
    );
    expect((await asSite('GET', '/items/corporate_leads')).status).toBe(403);
    expect((await asSite('PATCH', `/items/corporate_leads/${id}`, { company: 'X' })).status).toBe(
      403,
    );
    expect((await asSite('DELETE', `/items/corporate_leads/${id}`)).status).toBe(403);
  });

  it.each(['reservations', 'payments'])(
    'reads %s back (server-side only: the token never reaches a browser)',
    async (collection) => {
      expect((await asSite('GET', `/items/${collection}?limit=1`)).status).toBe(200);
    },
  );

  it('writes a pre-check-in but can never read one back: document numbers are for staff only', async () => {
    const reservation = randomUUID();
    const code = `IP${Date.now().toString(36).toUpperCase()}`.slice(0, 16);
    await (
      await admin()
    ).post('/items/reservations', { id: reservation, code, brand: 'firefly', status: 'confirmed' });
    const id = randomUUID();
    const driver = { name: 'Ana', document_number: 'PA-998877' };
    expect([200, 204]).toContain(
      (await asSite('POST', '/items/precheckins', { id, reservation, status: 'submitted', driver }))
        .status,
    );
    expect([200, 204]).toContain(
      (await asSite('PATCH', `/items/precheckins/${id}`, { status: 'completed' })).status,
    );
    expect((await asSite('GET', '/items/precheckins?limit=1')).status).toBe(403);
    expect((await asSite('GET', `/items/precheckins/${id}`)).status).toBe(403);
    const viaReservation = await asSite(
      'GET',
      `/items/reservations/${reservation}?fields=*,precheckins.driver`,
    );
    expect(JSON.stringify(await viaReservation.json().catch(() => null))).not.toContain(
      'PA-998877',
    );
    expect((await asSite('DELETE', `/items/precheckins/${id}`)).status).toBe(403);
    const stored = await (
      await admin()
    ).get<{ status: string; driver: { document_number: string } }>(`/items/precheckins/${id}`);
    expect(stored).toMatchObject({ status: 'completed', driver: { document_number: 'PA-998877' } });
  });

  it('creates, reads and updates a reservation, but cannot delete it', async () => {
    const record = await siteReservation((await seedCars()).allowed.id);
    const { id, code } = record;
    const created = await asSite('POST', '/items/reservations', record);
    expect([200, 204]).toContain(created.status);
    // A change that needs no unit (a status that does goes through /availability/reservations/:id).
    const updated = await asSite('PATCH', `/items/reservations/${id}`, {
      precheckin_status: 'submitted',
    });
    expect([200, 204]).toContain(updated.status);
    expect((await asSite('GET', `/items/reservations/${id}`)).status).toBe(200);
    expect((await asSite('DELETE', `/items/reservations/${id}`)).status).toBe(403);
    const stored = await (
      await admin()
    ).get<{ code: string; precheckin_status: string }>(`/items/reservations/${id}`);
    expect(stored).toMatchObject({ code, precheckin_status: 'submitted' });
  });

  it.each([
    [
      'POST',
      '/items/flota',
      { model: 'Hacked', type: 'economy', class: 'ECAR', status: 'available' },
    ],
    ['PATCH', '/items/sites_config', { query: { limit: -1 }, data: { siteName: 'Hacked' } }],
    ['DELETE', '/items/info_pages', { query: { limit: -1 } }],
    ['POST', '/items/coupons', { code: 'FREE100', discountPercent: 100 }],
    ['GET', '/users', undefined],
    ['GET', '/roles', undefined],
    ['GET', '/settings', undefined],
    ['POST', '/users', { email: 'evil@example.com', password: 'x', role: null }],
    ['GET', '/activity', undefined],
    ['POST', '/collections', { collection: 'evil', schema: {} }],
    ['POST', '/files/import', { url: 'http://127.0.0.1:9/x.svg' }],
  ])('is refused %s %s', async (method, path, body) => {
    const res = await asSite(method, path, body);
    expect([401, 403]).toContain(res.status);
  });
});
