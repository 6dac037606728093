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
  'pages',
  'seo',
  'errorScreen',
  'dateField',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export async function loadMessages(
  locale: Locale,
): Promise<Record<Namespace, Record<string, unknown>>> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => [ns, (await import(`./${locale}/${ns}.json`)).default] as const),
  );
  return Object.fromEntries(entries) as Record<Namespace, Record<string, unknown>>;
}
