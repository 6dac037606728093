'use client';

import { useTranslations } from 'next-intl';
import { StepProgress } from '../step-progress.tsx';

const STEPS = ['find', 'verify', 'pay', 'done'] as const;

/** Where the renter is in the pre-check-in (SPEC §4: /precheckin → verify → checkout → thanks). */
export function PrecheckinProgress({ current }: { current: (typeof STEPS)[number] }) {
  const t = useTranslations('precheckin.steps');
  return (
    <StepProgress
      label={t('label')}
      steps={STEPS.map((key) => ({ key, label: t(key) }))}
      current={current}
    />
  );
}
