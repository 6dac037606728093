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

/** A namespace, or a group of texts within one ('fleet.trip'). */
export type MessagePath = Namespace | `${Namespace}.${string}`;

/**
 * The texts each page sends to the browser (docs/performance.md): only what its client
 * components translate. Every page: the search form, the fleet's filters, words and trip
 * prices (not the fleet's server-made texts), the date fields and the error screen. The
 * booking, pre-check-in and booking-management pages (components/flow-page.tsx) add their
 * flows' namespaces; the info pages with the corporate form send its texts around it. Server
 * components translate on the server and send nothing. A unit test keeps these lists true to
 * the components (messages/client-namespaces.test.ts).
 */
export const PAGE_CLIENT_NAMESPACES = [
  'search',
  'fleet.filters',
  'fleet.types',
  'fleet.specs.transmission',
  'fleet.specs.gas',
  'fleet.trip',
  'dateField',
  'errorScreen',
] as const satisfies readonly MessagePath[];

export const FLOW_CLIENT_NAMESPACES = [
  ...PAGE_CLIENT_NAMESPACES,
  'branches',
  'booking',
  'myBooking',
  'precheckin',
] as const satisfies readonly MessagePath[];

/** The corporate form's texts, sent by the info pages that show it (only there). */
export const CORPORATE_CLIENT_NAMESPACES = ['corporate'] as const satisfies readonly MessagePath[];

/** The catalogue's texts at these paths only, each where it is in the catalogue. */
export function pickNamespaces(
  messages: Record<string, unknown>,
  paths: readonly MessagePath[],
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: unknown = messages;
    for (const key of keys) from = (from as Record<string, unknown> | undefined)?.[key];
    if (from === undefined) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Record<string, unknown>;
    into[keys[keys.length - 1]] = from;
  }
  return picked;
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
