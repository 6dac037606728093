import { isDeepStrictEqual } from 'node:util';
import { BRAND_KEYS } from '@rental/domain/brands';
import { CHOICE_WORDS } from '@rental/content-model/choice-words';
import type { AdminClient } from './admin-client.ts';
import { HELD } from './staff-views.ts';

/**
 * The Insights dashboard staff open from Studio's module bar: bookings and sales
 * per day and brand, the share of prepaid and pay-later bookings, coupon use and pre-check-in
 * completion. Kept by the setup by its name: its panels are the setup's (a changed or missing
 * one puts them all back); a dashboard staff make under another name is theirs. Sales are
 * bookings' totals in dollars (their `total` column, docs/content-model.md "Money").
 */
export const DASHBOARD = {
  name: 'Operación diaria',
  icon: 'monitoring',
  note: 'Reservas, cobros, formas de pago, cupones y pre-check-ins. Managed by the setup command.',
  color: '#2563EB',
};

export interface PanelDef {
  name: string;
  icon: string;
  /** Under the panel's name: what it counts, and in what unit. */
  note: string;
  type: 'time-series' | 'metric' | 'pie-chart';
  position_x: number;
  position_y: number;
  width: number;
  height: number;
  options: { collection: string; filter?: Record<string, unknown> } & Record<string, unknown>;
}

/** A per-day series of the last month, on its brand's row (left or right half). */
const dailySeries = (
  row: number,
  column: 0 | 1,
  head: Pick<PanelDef, 'name' | 'icon' | 'note'>,
  series: { collection: string; valueField: string; function: 'count' | 'sum' },
  filter: Record<string, unknown>,
): PanelDef => ({
  ...head,
  type: 'time-series',
  position_x: 1 + column * 12,
  position_y: 1 + row * 8,
  width: 12,
  height: 8,
  options: { ...series, dateField: 'date_created', precision: 'day', range: '1 month', filter },
});

/** A brand's two panels, side by side on its row. */
const perBrand = (brand: string, row: number): PanelDef[] => {
  const name = CHOICE_WORDS[brand]?.es ?? brand;
  const ofBrand = { brand: { _eq: brand } };
  return [
    dailySeries(
      row,
      0,
      {
        name: `Reservas por día · ${name}`,
        icon: 'event_available',
        note: 'Reservas pagadas o confirmadas, por día de creación, último mes',
      },
      { collection: 'reservations', valueField: 'id', function: 'count' },
      { _and: [HELD, ofBrand] },
    ),
    dailySeries(
      row,
      1,
      {
        name: `Ventas por día (US$) · ${name}`,
        icon: 'payments',
        note: 'Total en dólares de las reservas pagadas o confirmadas, por día de creación, último mes',
      },
      { collection: 'reservations', valueField: 'total', function: 'sum' },
      { _and: [HELD, ofBrand] },
    ),
  ];
};

const SIDE = 25;

export const PANELS: readonly PanelDef[] = [
  ...BRAND_KEYS.flatMap((brand, row) => perBrand(brand, row)),
  {
    name: 'Prepago y pago al retirar',
    icon: 'pie_chart',
    note: 'Reservas pagadas o confirmadas, por tipo de reserva',
    type: 'pie-chart',
    position_x: SIDE,
    position_y: 1,
    width: 12,
    height: 10,
    options: {
      collection: 'reservations',
      column: 'reservation_type',
      function: 'count',
      donut: true,
      legend: 'bottom',
      showLabels: true,
      filter: HELD,
    },
  },
  {
    name: 'Reservas con cupón',
    icon: 'sell',
    note: 'Reservas pagadas o confirmadas que usaron un cupón',
    type: 'metric',
    position_x: SIDE,
    position_y: 11,
    width: 12,
    height: 6,
    options: {
      collection: 'reservations',
      field: 'id',
      function: 'count',
      filter: { _and: [HELD, { coupon_use: { _nnull: true } }] },
    },
  },
  {
    name: 'Pre-check-in de las reservas',
    icon: 'fact_check',
    note: 'Reservas pagadas o confirmadas, por avance del pre-check-in',
    type: 'pie-chart',
    position_x: SIDE,
    position_y: 17,
    width: 12,
    height: 10,
    options: {
      collection: 'reservations',
      column: 'precheckin_status',
      function: 'count',
      donut: true,
      legend: 'bottom',
      showLabels: true,
      filter: HELD,
    },
  },
];

type StoredPanel = PanelDef & { id: string };
/** What the setup decides on: a stored panel's own id, dates and dashboard aside. */
const PANEL_KEYS = [
  'name',
  'icon',
  'note',
  'type',
  'position_x',
  'position_y',
  'width',
  'height',
  'options',
] as const;
const comparable = (panel: PanelDef) => PANEL_KEYS.map((key) => panel[key]);

/** The dashboard and its panels as defined; 'kept' when they already were. */
export async function ensureStaffDashboard(
  admin: AdminClient,
): Promise<'created' | 'updated' | 'kept'> {
  const filter = encodeURIComponent(JSON.stringify({ name: { _eq: DASHBOARD.name } }));
  let [dashboard] = await admin.get<{ id: string }[]>(`/dashboards?filter=${filter}&fields=id`);
  const created = !dashboard;
  dashboard ??= await admin.post<{ id: string }>('/dashboards', DASHBOARD);
  const ofDashboard = encodeURIComponent(JSON.stringify({ dashboard: { _eq: dashboard.id } }));
  const byName = (a: PanelDef, b: PanelDef) => a.name.localeCompare(b.name);
  const stored = (await admin.get<StoredPanel[]>(`/panels?limit=-1&filter=${ofDashboard}`)).sort(
    byName,
  );
  const wanted = [...PANELS].sort(byName);
  if (!created && isDeepStrictEqual(stored.map(comparable), wanted.map(comparable))) return 'kept';
  if (stored.length)
    await admin.del(
      '/panels',
      stored.map((p) => p.id),
    );
  await admin.post(
    '/panels',
    PANELS.map((p) => ({ ...p, dashboard: dashboard.id, show_header: true })),
  );
  return created ? 'created' : 'updated';
}
