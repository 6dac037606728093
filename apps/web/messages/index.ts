import type { Locale } from '@rental/domain/locale';

/**
 * The message catalogue, one file per namespace and language (messages/{locale}/{ns}.json),
 * so that features own their texts. A unit test keeps both languages' keys identical.
 */
export const NAMESPACES = [
  'meta',
  'nav',
  'footer',
  'home',
  'fleet',
  'search',
  'branches',
  'promos',
  'jobs',
  'corporate',
  'booking',
  'precheckin',
  'myBooking',
  'pages',
  'seo',
  'errorScreen',
  'dateField',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The texts each page sends to the browser (docs/performance.md): only what its client
 * components translate. Every page: the search form, the fleet's filters and trip prices,
 * the corporate form, the date fields and the error screen. The booking, pre-check-in and
 * booking-management pages (components/flow-page.tsx) add their flows' namespaces. Server
 * components translate on the server and send nothing. A unit test keeps these lists true to
 * the components (messages/client-namespaces.test.ts).
 */
export const PAGE_CLIENT_NAMESPACES = [
  'search',
  'fleet',
  'corporate',
  'dateField',
  'errorScreen',
] as const satisfies readonly Namespace[];

export const FLOW_CLIENT_NAMESPACES = [
  ...PAGE_CLIENT_NAMESPACES,
  'branches',
  'booking',
  'myBooking',
  'precheckin',
] as const satisfies readonly Namespace[];

/** The catalogue's texts of these namespaces only. */
export function pickNamespaces(
  messages: Record<string, unknown>,
  namespaces: readonly Namespace[],
): Record<string, unknown> {
  return Object.fromEntries(
    namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]),
  );
}

/**
 * Namespaces only the server reads (the e-mails, src/emails). Kept out of NAMESPACES, whose
 * texts every page sends to the browser (docs/performance.md): no visitor needs them there.
 */
const SERVER_NAMESPACES = ['mail'] as const;

/** Every namespace of the catalogue, for the tests that keep both languages alike. */
export const CATALOGUE = [...NAMESPACES, ...SERVER_NAMESPACES] as const;

export async function loadMessages(
  locale: Locale,
): Promise<Record<Namespace, Record<string, unknown>>> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => [ns, (await import(`./${locale}/${ns}.json`)).default] as const),
  );
  return Object.fromEntries(entries) as Record<Namespace, Record<string, unknown>>;
}

/** The e-mails' texts (messages/{locale}/mail.json), loaded the way the pages' are. */
export async function loadMailMessages(locale: Locale): Promise<Record<string, unknown>> {
  return (await import(`./${locale}/mail.json`)).default;
}
