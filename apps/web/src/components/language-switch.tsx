import { getTranslations } from 'next-intl/server';
import type { Locale } from '@rental/domain/locale';

/**
 * A plain link to /api/language, which stores the choice in the `language` cookie and sends
 * the visitor to the same page in the other language: works with or without JavaScript.
 */
export async function LanguageSwitch({ locale, path, className = '' }: { locale: Locale; path: string; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const target: Locale = locale === 'es' ? 'en' : 'es';
  const href = `/api/language?to=${target}&path=${encodeURIComponent(path)}`;
  return (
    <a href={href} hrefLang={target} lang={target} aria-label={t('switchToLabel')} className={`rounded-full border border-current px-3 py-1 text-sm font-semibold ${className}`} data-testid="language-switch">
      {t('switchTo')}
    </a>
  );
}
