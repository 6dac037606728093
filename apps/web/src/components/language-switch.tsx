import { getTranslations } from 'next-intl/server';
import type { Locale } from '@rental/domain/locale';

/**
 * A plain link to /api/language, which stores the cookie and returns to the Referer: no
 * script and no per-request data, so pages stay prerendered.
 */
export async function LanguageSwitch({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const target: Locale = locale === 'es' ? 'en' : 'es';
  const href = `/api/language?to=${target}`;
  return (
    // The visible name starts the accessible one (WCAG 2.5.3), both in the target language.
    <a
      href={href}
      hrefLang={target}
      lang={target}
      className="language-switch"
      data-testid="language-switch"
    >
      {t('switchTo')}
      <span className="sr-only">: {t('switchToLabel')}</span>
    </a>
  );
}
