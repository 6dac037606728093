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
