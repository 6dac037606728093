import { describe, expect, it } from 'vitest';
import { provision } from '@rental/cms/provision';
import {
  DASHBOARD,
  ensureStaffDashboard,
  PANELS,
  type PanelDef,
} from '../../services/cms/src/staff-dashboard.ts';
import { admin, itConfig } from './helpers.ts';

/** The query a panel makes, as Directus' Insights module makes it (aggregate and group). */
function panelQuery({ type, options }: PanelDef): string {
  const query = new URLSearchParams({ filter: JSON.stringify(options.filter ?? {}) });
  if (type === 'time-series') {
    query.set(`aggregate[${String(options.function)}]`, String(options.valueField));
    query.append('groupBy[]', `day(${String(options.dateField)})`);
  } else if (type === 'pie-chart') {
    query.set(`aggregate[${String(options.function)}]`, String(options.column));
    query.append('groupBy[]', String(options.column));
  } else {
    query.set(`aggregate[${String(options.function)}]`, String(options.field));
  }
  return `/items/${options.collection}?${query}`;
}

/** Staff's Insights dashboard. */
describe("staff's dashboard", () => {
  it('is one dashboard with its panels, however often the setup runs', async () => {
    await provision(itConfig());
    const a = await admin();
    const filter = encodeURIComponent(JSON.stringify({ name: { _eq: DASHBOARD.name } }));
    const dashboards = await a.get<{ id: string }[]>(`/dashboards?filter=${filter}`);
    expect(dashboards).toHaveLength(1);
    const ofIt = encodeURIComponent(JSON.stringify({ dashboard: { _eq: dashboards[0].id } }));
    const panels = await a.get<{ name: string }[]>(`/panels?limit=-1&filter=${ofIt}`);
    expect(panels.map((p) => p.name).sort()).toEqual(PANELS.map((p) => p.name).sort());
    // Bookings and takings per brand, the payment types' share, coupons, pre-check-ins.
    expect(PANELS.filter((p) => p.type === 'time-series')).toHaveLength(8);
    expect(await ensureStaffDashboard(a)).toBe('kept');
  });

  it("asks Directus only what it can answer: every panel's collection, fields and filter", async () => {
    const a = await admin();
    for (const panel of PANELS) {
      const rows = await a.get<unknown[]>(panelQuery(panel)).catch((error: Error) => error);
      expect(rows, panel.name).toBeInstanceOf(Array);
    }
  });
});
