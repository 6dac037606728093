import { useTranslations } from 'next-intl';

/**
 * The step's placeholder while the browser reads the draft. A screen tall, so that the step
 * replacing it pushes nothing visible down (the footer was in view: a layout shift of 0.6 on
 * a phone, docs/performance.md).
 */
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
