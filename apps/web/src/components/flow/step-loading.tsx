import { useTranslations } from 'next-intl';

/** The step's placeholder, a screen tall so the step replacing it shifts nothing in view (docs/performance.md). */
export function StepLoading() {
  const t = useTranslations('booking');
  return (
    <p
      className="min-h-dvh py-16 text-center text-slate-500"
      role="status"
      data-testid="step-loading"
    >
      {t('loading')}
    </p>
  );
}
