import type { Locale } from '@rental/domain/locale';
import { getSiteConfig } from '@/lib/cms';
import { BRAND } from '@/lib/config/brand';
import { fallbackLogo } from '@/lib/pages/theme';
import { loadMessages } from '../../messages/index.ts';
import { LocalizedNotFound } from './not-found-message.tsx';

type Texts = Record<'heading' | 'text' | 'back', string>;

/** SPEC §2 error screen for a 404; static, so it can be prerendered once for every path. */
export async function NotFoundScreen({ locale }: { locale: Locale }) {
  const [es, en] = await Promise.all([loadMessages('es'), loadMessages('en')]);
  const site = await getSiteConfig(locale).catch(() => null);
  return (
    <LocalizedNotFound
      texts={{ es: es.errorScreen as Texts, en: en.errorScreen as Texts }}
      initialLocale={locale}
      logoSrc={fallbackLogo(BRAND)}
      siteName={site?.siteName ?? BRAND}
    />
  );
}
