import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale, localizedPath } from '@rental/domain/locale';
import { isBot, notFoundMessage } from '@rental/domain/navigation';
import { ErrorScreen } from '@/components/error-screen';
import { BRAND, getSiteConfig } from '@/lib/cms';
import { currentPath, userAgent } from '@/lib/site/request';
import { fallbackLogo } from '@/lib/site/theme';

/** SPEC §2/§8: the 404 error screen; crawlers get the status without the page. */
export default async function NotFound() {
  if (isBot(await userAgent())) return null;
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'es';
  const t = await getTranslations({ locale, namespace: 'errorScreen' });
  const site = await getSiteConfig(locale).catch(() => null);
  const path = await currentPath();
  return (
    <ErrorScreen
      logoSrc={fallbackLogo(BRAND)}
      siteName={site?.siteName ?? BRAND}
      heading={t('heading')}
      text={t('text')}
      backLabel={t('back')}
      homeHref={localizedPath('/', locale)}
      message={notFoundMessage(path)}
    />
  );
}
