import { isDeepStrictEqual } from 'node:util';
import { HELD_STATUSES } from '@rental/domain/reservation/states';
import type { AdminClient } from './admin-client.ts';

/**
 * Studio's saved views for staff's day, shared by everyone (a bookmark without a
 * user or role): they open from the collection's sidebar. Directus' filters know the current
 * time (`$NOW`) but not the start of a day, so "today" is the next 24 hours, which is what a
 * counter needs at any hour. The setup brings each view up to this definition by its name, as
 * it does the model; a view staff saved under another name is theirs.
 */
interface StaffView {
  /** null: the collection's default list for everyone, created once and then staff's to change. */
  bookmark: string | null;
  collection: string;
  icon: string;
  layout: 'tabular' | 'calendar';
  filter: Record<string, unknown> | null;
  layout_query: Record<string, unknown>;
  layout_options: Record<string, unknown> | null;
}

/** Held bookings (domain's HELD_STATUSES), as a Directus filter: the views' and the dashboard's. */
export const HELD = { status: { _in: [...HELD_STATUSES] } };
const NEXT_24_HOURS = { _between: ['$NOW', '$NOW(+1 day)'] };
/**
 * What the counter looks for first, in the first 700 px: Studio's sidebar (layout options) takes
 * a third of a 1440-px screen when open, so the pickup, its branch and the total lead, narrow.
 */
const BOOKING_COLUMNS = [
  'code',
  'pickup_date',
  'pickup_branch',
  'total',
  'status',
  'renter_last_name',
  'renter_name',
  'renter_phone',
  'return_date',
  'return_branch',
  'car',
  'payment_type',
  'precheckin_status',
];
const BOOKING_TABLE = {
  tabular: {
    spacing: 'compact',
    widths: {
      code: 110,
      pickup_date: 165,
      pickup_branch: 110,
      total: 90,
      status: 120,
      renter_last_name: 130,
      renter_name: 110,
      return_date: 165,
      return_branch: 110,
    },
  },
};

const table = (fields: string[], sort: string[]) => ({
  tabular: { fields, sort, page: 1, limit: 50 },
});

export const STAFF_VIEWS: readonly StaffView[] = [
  {
    bookmark: 'Retiros de las próximas 24 horas',
    collection: 'reservations',
    icon: 'car_rental',
    layout: 'tabular',
    filter: { _and: [HELD, { pickup_date: NEXT_24_HOURS }] },
    layout_query: table(BOOKING_COLUMNS, ['pickup_branch', 'pickup_date']),
    layout_options: BOOKING_TABLE,
  },
  {
    bookmark: 'Devoluciones de las próximas 24 horas',
    collection: 'reservations',
    icon: 'assignment_return',
    layout: 'tabular',
    filter: { _and: [HELD, { return_date: NEXT_24_HOURS }] },
    layout_query: table(BOOKING_COLUMNS, ['return_branch', 'return_date']),
    layout_options: BOOKING_TABLE,
  },
  {
    bookmark: 'Prepago sin pagar',
    collection: 'reservations',
    icon: 'money_off',
    layout: 'tabular',
    filter: {
      _and: [
        { reservation_type: { _eq: 'prepaid' } },
        { status: { _in: ['unpaid', 'pending_payment'] } },
      ],
    },
    layout_query: table(BOOKING_COLUMNS, ['pickup_date']),
    layout_options: BOOKING_TABLE,
  },
  {
    bookmark: 'Calendario de retiros',
    collection: 'reservations',
    icon: 'calendar_month',
    layout: 'calendar',
    filter: HELD,
    layout_query: {},
    layout_options: {
      calendar: {
        template: '{{code}} · {{renter_last_name}} · {{car.model}}',
        startDateField: 'pickup_date',
        endDateField: 'return_date',
        viewInfo: { type: 'dayGridMonth' },
      },
    },
  },
  {
    // Law 81: the renter's requests from the booking's page, the most urgent first (docs/privacy.md).
    bookmark: 'Solicitudes de datos personales',
    collection: 'reservations',
    icon: 'privacy_tip',
    layout: 'tabular',
    filter: { privacy_request_due: { _nnull: true } },
    layout_query: table(
      ['privacy_request_due', 'code', 'renter_last_name', 'renter_name', 'renter_email', 'status'],
      ['privacy_request_due'],
    ),
    layout_options: null,
  },
  {
    bookmark: 'Pre-check-ins por revisar',
    collection: 'precheckins',
    icon: 'fact_check',
    layout: 'tabular',
    filter: { status: { _eq: 'submitted' } },
    layout_query: table(
      ['reservation', 'reservation.renter_last_name', 'status', 'submitted_at'],
      ['submitted_at'],
    ),
    layout_options: null,
  },
  {
    bookmark: null,
    collection: 'reservations',
    icon: 'event_available',
    layout: 'tabular',
    filter: null,
    layout_query: table(BOOKING_COLUMNS, ['-date_created']),
    layout_options: BOOKING_TABLE,
  },
  {
    bookmark: 'Solicitudes corporativas nuevas',
    collection: 'corporate_leads',
    icon: 'business_center',
    layout: 'tabular',
    filter: { status: { _eq: 'new' } },
    layout_query: table(
      ['company', 'name', 'email', 'phone', 'fleetSize', 'brand', 'date_created'],
      ['-date_created'],
    ),
    layout_options: null,
  },
];

interface StoredView extends StaffView {
  id: number;
}

const SETTINGS = ['icon', 'layout', 'filter', 'layout_query', 'layout_options'] as const;

/** Creates each staff view that is missing and brings a changed one back; how many it wrote. */
export async function ensureStaffViews(admin: AdminClient): Promise<number> {
  const shared = encodeURIComponent(
    JSON.stringify({ _and: [{ user: { _null: true } }, { role: { _null: true } }] }),
  );
  const stored = await admin.get<StoredView[]>(
    `/presets?limit=-1&fields=id,bookmark,collection,${SETTINGS.join(',')}&filter=${shared}`,
  );
  let written = 0;
  for (const view of STAFF_VIEWS) {
    const existing = stored.find(
      (s) => s.bookmark === view.bookmark && s.collection === view.collection,
    );
    if (!existing) {
      await admin.post('/presets', { ...view, user: null, role: null });
      written++;
    } else if (
      view.bookmark !== null &&
      SETTINGS.some((key) => !isDeepStrictEqual(existing[key] ?? null, view[key]))
    ) {
      await admin.patch(
        `/presets/${existing.id}`,
        Object.fromEntries(SETTINGS.map((k) => [k, view[k]])),
      );
      written++;
    }
  }
  return written;
}
