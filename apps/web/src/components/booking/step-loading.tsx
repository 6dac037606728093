import { useTranslations } from 'next-intl';

/** The step's placeholder while the browser reads the draft. */
export function StepLoading() {
  const t = useTranslations('booking');
  return <p className="py-16 text-center text-slate-500" role="status">{t('loading')}</p>;
}
