import { BRAND_FALLBACKS, BRAND_KEYS } from '@rental/domain/brands';
import type { AdminClient } from './admin-client.ts';

/**
 * Studio's module bar with the fleet's occupancy report and the money ledger's report (served by
 * the availability extension at /availability/occupancy and /availability/ledger) one click away
 * for staff. Directus' own default bar is
 * written out when staff never changed it; a bar staff changed keeps their order and gets each
 * link added once, before Settings. Idempotent.
 */
const OCCUPANCY_LINK = {
  type: 'link',
  id: 'occupancy',
  name: 'Ocupación de la flota',
  icon: 'calendar_view_week',
  url: '/availability/occupancy',
  enabled: true,
} as const;

/** The money ledger's report (docs/payments.md "What staff see"), beside the occupancy report. */
const LEDGER_LINK = {
  type: 'link',
  id: 'ledger',
  name: 'Cuadre de pagos',
  icon: 'account_balance',
  url: '/availability/ledger',
  enabled: true,
} as const;

/** The day's electronic invoices and credit notes per brand (docs/invoices.md). */
const INVOICES_LINK = {
  type: 'link',
  id: 'invoices',
  name: 'Facturas del día',
  icon: 'receipt_long',
  url: '/availability/invoices',
  enabled: true,
} as const;

type ModuleBarItem = { type: string; id: string; enabled: boolean; [key: string]: unknown };

/** Directus 12's default module bar (the app's own, as it is when settings hold none). */
const DEFAULT_MODULE_BAR: ModuleBarItem[] = [
  { type: 'module', id: 'content', enabled: true },
  { type: 'module', id: 'visual', enabled: false },
  { type: 'module', id: 'users', enabled: true },
  { type: 'module', id: 'files', enabled: true },
  { type: 'module', id: 'insights', enabled: true },
  { type: 'module', id: 'flows', enabled: true },
  { type: 'module', id: 'deployments', enabled: false },
  { type: 'module', id: 'settings', enabled: true, locked: true },
];

export async function ensureStudioLinks(admin: AdminClient): Promise<'added' | 'present'> {
  const settings = await admin.get<{ module_bar: ModuleBarItem[] | null }>(
    '/settings?fields=module_bar',
  );
  const bar = settings.module_bar?.length ? [...settings.module_bar] : [...DEFAULT_MODULE_BAR];
  const missing = [OCCUPANCY_LINK, LEDGER_LINK, INVOICES_LINK].filter(
    (link) => !bar.some((item) => item.id === link.id),
  );
  if (!missing.length) return 'present';
  const settingsAt = bar.findIndex((item) => item.id === 'settings');
  bar.splice(
    settingsAt === -1 ? bar.length : settingsAt,
    0,
    ...missing.map((link) => ({ ...link })),
  );
  await admin.patch('/settings', { module_bar: bar });
  return 'added';
}

/**
 * Studio speaks Spanish to staff who have not chosen a language: the project's
 * default language is set to es-ES when it is still Directus' own default, en-US. A staff
 * member who wants English chooses it on their user page, which wins over the default.
 */
export function ensureSpanishStudio(admin: AdminClient): Promise<string> {
  return settingUnlessChosen(admin, 'default_language', 'en-US', { default_language: 'es-ES' });
}

/**
 * Studio's sign-in page and sidebar name the company's booking desk, where Directus would say
 * "Directus": the name says what staff sign in to, the descriptor under it the four brands. Set
 * while the name is still Directus' own default; a name staff gave the project in Settings stays.
 */
export const STUDIO_PROJECT = {
  project_name: 'Alquiler de autos',
  project_descriptor: BRAND_KEYS.map((brand) => BRAND_FALLBACKS[brand].siteName).join(' · '),
} as const;

export function ensureProjectName(admin: AdminClient): Promise<string> {
  return settingUnlessChosen(admin, 'project_name', 'Directus', STUDIO_PROJECT);
}

/**
 * Writes `values` while the project's `field` is empty or still Directus' own default, so a
 * choice staff made in Settings stays. Returns the field's value afterwards.
 */
async function settingUnlessChosen<Field extends string>(
  admin: AdminClient,
  field: Field,
  directusDefault: string,
  values: { readonly [F in Field]: string } & Record<string, string>,
): Promise<string> {
  const current = (await admin.get<Record<Field, string | null>>(`/settings?fields=${field}`))[
    field
  ];
  if (current && current !== directusDefault) return current;
  await admin.patch('/settings', values);
  return values[field];
}
