import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ensureStaffRoles } from '../../services/cms/src/staff-access.ts';
import { admin } from './helpers.ts';
import { signedIn, staffFlowId } from './staff-support.ts';

/** Each staff role signs in and may do its work, and nothing beyond it. */
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
      const trigger = {
        collection: 'reservations',
        keys: [reservation.id],
        action: 'resendConfirmation',
      };
      expect(await staff.call('POST', `/flows/trigger/${await staffFlowId()}`, trigger)).toBe(200);
      // Studio lists it in a booking's side bar only to those who may read flows; never change them.
      expect(await staff.call('GET', `/flows/${await staffFlowId()}`)).toBe(200);
      expect(
        await staff.call('PATCH', `/flows/${await staffFlowId()}`, { status: 'inactive' }),
      ).toBe(403);
      expect(await staff.call('GET', '/operations?limit=1')).toBe(403);
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

  it('a content editor changes no setting that moves money or personal data', async () => {
    const { contentEditor } = await ensureStaffRoles(await admin());
    const rows = await moneyRows();
    const staff = await signedIn(contentEditor);
    try {
      // The content of those collections stays the editor's.
      for (const [path, body] of contentEdits(rows))
        expect(await staff.call('PATCH', path, body), path).toBe(200);
      for (const [path, body] of moneyEdits(rows))
        expect(await staff.call('PATCH', path, body), `${path} ${JSON.stringify(body)}`).toBe(403);
      // Nor through the content it may edit: a translation naming its site's settings.
      expect(
        await staff.call('PATCH', `/items/sites_config_translations/${rows.translation}`, {
          sites_config_id: { id: rows.site.id, corporate_leads_email: 'thief@example.com' },
        }),
      ).toBe(403);
      expect(
        await staff.call('POST', '/items/coupons', {
          code: `FREE${Date.now()}`,
          discountPercent: 100,
        }),
      ).toBe(403);
      expect(await staff.call('POST', '/items/seasons', { name: 'x', percent: -100 })).toBe(403);
      expect(
        await staff.call('POST', '/items/flota', {
          model: 'X',
          type: 'suv',
          class: 'ECAR',
          status: 'available',
        }),
      ).toBe(403);
      expect(await staff.call('DELETE', `/items/branches/${rows.branch.id}`)).toBe(403);
      expect(await staff.call('GET', '/items/coupons?limit=1')).toBe(200);
      const site = await (await admin()).get<Row>(`/items/sites_config/${rows.site.id}`);
      expect(site.corporate_leads_email).toBe(rows.site.corporate_leads_email);
      expect(site.cancellation_late_fee_percent).toBe(rows.site.cancellation_late_fee_percent);
    } finally {
      await staff.remove();
    }
  });

  it('a manager changes those settings, and does the agent’s work', async () => {
    const { manager } = await ensureStaffRoles(await admin());
    const a = await admin();
    const rows = await moneyRows();
    const staff = await signedIn(manager);
    try {
      for (const [path, body] of [...contentEdits(rows), ...moneyEdits(rows, true)])
        expect(await staff.call('PATCH', path, body), `${path} ${JSON.stringify(body)}`).toBe(200);
      expect(await staff.call('GET', '/items/reservations?limit=1')).toBe(200);
      expect(await staff.call('GET', '/items/corporate_leads?limit=1')).toBe(200);
      expect(await staff.call('PATCH', '/settings', { project_name: 'x' })).toBe(403);
      expect(await staff.call('POST', '/users', { email: 'x@example.com' })).toBe(403);
    } finally {
      await staff.remove();
    }
    const code = `MGR${Date.now()}`;
    const manager2 = await signedIn(manager);
    try {
      expect(await manager2.call('POST', '/items/coupons', { code, discountPercent: 10 })).toBe(
        200,
      );
    } finally {
      await manager2.remove();
      const made = await a.get<{ id: string }[]>(
        `/items/coupons?filter[code][_eq]=${code}&fields=id`,
      );
      if (made.length) await a.del(`/items/coupons/${made[0].id}`);
    }
  });
});

type Row = Record<string, unknown> & { id: string };

/** One row of each collection that holds money or mail settings (the brand firefly's site). */
async function moneyRows() {
  const a = await admin();
  const first = async (path: string) =>
    (await a.get<Row[]>(`${path}${path.includes('?') ? '&' : '?'}limit=1&fields=*`))[0];
  const site = await first('/items/sites_config?filter[brand][_eq]=firefly');
  const translation = (
    await first(`/items/sites_config_translations?filter[sites_config_id][_eq]=${site.id}`)
  ).id;
  return {
    site,
    translation,
    car: await first('/items/flota'),
    branch: await first('/items/branches'),
    coverage: await first('/items/coverages'),
    units: await first('/items/fleet_units'),
  };
}

type Rows = Awaited<ReturnType<typeof moneyRows>>;

/** Edits of content fields, to the values they hold (the suite's data stays as it was). */
const contentEdits = ({ site, car, branch }: Rows): [string, Row | Record<string, unknown>][] => [
  [`/items/sites_config/${site.id}`, { siteName: site.siteName }],
  [`/items/flota/${car.id}`, { doors: car.doors, model: car.model }],
  [`/items/branches/${branch.id}`, { hours: branch.hours }],
];

/** Edits that move money or personal data: a thief's values, or (`same`) the values they hold. */
const moneyEdits = (
  { site, car, branch, coverage, units }: Rows,
  same = false,
): [string, Record<string, unknown>][] => {
  const value = (row: Row, field: string, thief: unknown) => ({
    [field]: same ? row[field] : thief,
  });
  return [
    [`/items/sites_config/${site.id}`, value(site, 'corporate_leads_email', 'thief@example.com')],
    [`/items/sites_config/${site.id}`, value(site, 'contactEmail', 'thief@example.com')],
    [`/items/sites_config/${site.id}`, value(site, 'cancellation_late_fee_percent', 0)],
    [`/items/sites_config/${site.id}`, value(site, 'cancellation_no_show_fee_percent', 0)],
    [`/items/sites_config/${site.id}`, value(site, 'paymentGateway', 'paypal')],
    [`/items/sites_config/${site.id}`, value(site, 'payment_window_minutes', 100000)],
    [`/items/flota/${car.id}`, value(car, 'price_firefly', 1)],
    [`/items/branches/${branch.id}`, value(branch, 'email', 'thief@example.com')],
    [`/items/branches/${branch.id}`, value(branch, 'concessionFeePercent', 0)],
    [`/items/coverages/${coverage.id}`, value(coverage, 'dailyPrice', 0)],
    [`/items/fleet_units/${units.id}`, value(units, 'units', 0)],
  ];
};
