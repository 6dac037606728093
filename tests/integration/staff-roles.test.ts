import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ensureStaffRoles } from '../../services/cms/src/staff-access.ts';
import { admin, itConfig } from './helpers.ts';

/** A staff member of `role`, signed in to Directus as Studio does: their own fetch. */
async function signedIn(role: string) {
  const a = await admin();
  const email = `staff-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Pw-${randomUUID()}`;
  const user = await a.post<{ id: string }>('/users', { email, password, role, status: 'active' });
  const { url } = itConfig();
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((r) => r.status);
  return { call, remove: () => a.del(`/users/${user.id}`) };
}

/** Issue 20: each staff role signs in and may do its work, and nothing beyond it. */
describe('staff roles', () => {
  it('an agent reads bookings and payments, works pre-check-ins and leads, and edits no content', async () => {
    const { agent } = await ensureStaffRoles(await admin());
    const a = await admin();
    const reservation = await a.post<{ id: string }>('/items/reservations', {
      code: `ROLE-${randomUUID().slice(0, 6)}`,
      brand: 'firefly',
      status: 'confirmed',
    });
    const [promotion] = await a.get<{ id: string }[]>('/items/promotions?limit=1&fields=id');
    const staff = await signedIn(agent);
    try {
      expect(await staff.call('GET', '/items/reservations?limit=1')).toBe(200);
      expect(await staff.call('GET', '/items/payments?limit=1')).toBe(200);
      expect(await staff.call('GET', '/items/precheckins?limit=1')).toBe(200);
      expect(await staff.call('GET', '/items/corporate_leads?limit=1')).toBe(200);
      // The booking's rules are the site's: no change by hand.
      expect(
        await staff.call('PATCH', `/items/reservations/${reservation.id}`, { status: 'cancelled' }),
      ).toBe(403);
      expect(await staff.call('POST', '/items/payments', { amount: 1 })).toBe(403);
      // …but the booking's actions, which the site does: the flow runs for an agent.
      const flows = await a.get<{ id: string }[]>(
        `/flows?fields=id&filter=${encodeURIComponent(JSON.stringify({ name: { _eq: 'Acciones de reserva' } }))}`,
      );
      const trigger = {
        collection: 'reservations',
        keys: [reservation.id],
        action: 'resendConfirmation',
      };
      expect(await staff.call('POST', `/flows/trigger/${flows[0].id}`, trigger)).toBe(200);
      // No content, no settings, no users.
      expect(await staff.call('GET', '/items/promotions?limit=1')).toBe(403);
      expect(await staff.call('PATCH', `/items/promotions/${promotion.id}`, { link: '/x' })).toBe(
        403,
      );
      expect(await staff.call('PATCH', '/settings', { project_name: 'x' })).toBe(403);
      expect(await staff.call('POST', '/users', { email: 'x@example.com' })).toBe(403);
    } finally {
      await staff.remove();
      await a.del(`/items/reservations/${reservation.id}`);
    }
  });

  it('a content editor edits content and files, and reads no personal data', async () => {
    const { contentEditor } = await ensureStaffRoles(await admin());
    const a = await admin();
    const [promotion] = await a.get<{ id: string; link: string }[]>(
      '/items/promotions?limit=1&fields=id,link',
    );
    const staff = await signedIn(contentEditor);
    try {
      expect(await staff.call('GET', '/items/promotions?limit=1')).toBe(200);
      expect(
        await staff.call('PATCH', `/items/promotions/${promotion.id}`, { link: promotion.link }),
      ).toBe(200);
      expect(await staff.call('GET', '/files?limit=1')).toBe(200);
      for (const personal of [
        'reservations',
        'payments',
        'refunds',
        'precheckins',
        'corporate_leads',
        'email_outbox',
      ])
        expect(await staff.call('GET', `/items/${personal}?limit=1`), personal).toBe(403);
      expect(await staff.call('PATCH', '/settings', { project_name: 'x' })).toBe(403);
    } finally {
      await staff.remove();
    }
  });
});
