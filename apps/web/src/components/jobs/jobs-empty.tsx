import { getTranslations } from 'next-intl/server';
import type { Locale } from '@rental/domain/locale';

/** No opening right now. */
export async function JobsEmpty({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'jobs' });
  return (
    <div
      className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-700"
      data-testid="jobs-empty"
    >
      <p>{t('empty')}</p>
    </div>
  );
}
