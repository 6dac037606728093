import { getTranslations } from 'next-intl/server';
import type { Locale } from '@rental/domain/locale';
import { ERROR_STATUS_ATTRIBUTE } from '@rental/domain/navigation';

/** The CMS is down and this page was never cached: say so, in the visitor's language (a 503, apps/web/server.ts). */
export async function PageUnavailable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (
    <section
      className="mx-auto max-w-3xl px-4 py-16"
      role="alert"
      {...{ [ERROR_STATUS_ATTRIBUTE]: 503 }}
    >
      <h1 className="text-2xl font-bold text-brand-accent">{t('unavailable')}</h1>
      <p className="mt-3 text-slate-600">{t('unavailableText')}</p>
    </section>
  );
}
