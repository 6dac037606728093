import 'server-only';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@rental/domain/locale';
import { getSiteConfig } from '@/lib/cms';
import type { Namespace } from '../../../messages/index.ts';
import { pageMetadata } from './metadata.ts';

/** What every localized page receives. */
export type LocaleProps = { params: Promise<{ locale: string }> };

/** The page's locale (Spanish for anything unexpected), registered for next-intl's static rendering. */
export async function pageLocale(params: LocaleProps['params']): Promise<Locale> {
  const { locale } = await params;
  const resolved: Locale = isLocale(locale) ? locale : 'es';
  setRequestLocale(resolved);
  return resolved;
}

/** generateMetadata for a content page whose title and description are catalogue texts. */
export function contentPageMetadata(
  namespace: Namespace,
  path: string,
  keys: { title?: string; description?: string } = {},
) {
  return async ({ params }: LocaleProps): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace });
    const site = await getSiteConfig(locale).catch(() => null);
    return pageMetadata({
      locale,
      path,
      title: t(keys.title ?? 'title'),
      description: t(keys.description ?? 'metaDescription'),
      siteName: site?.siteName ?? '',
    });
  };
}

/** CMS data for a page, or null when the CMS cannot respond and nothing is cached (the page shows a notice). */
export async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch {
    return null;
  }
}
