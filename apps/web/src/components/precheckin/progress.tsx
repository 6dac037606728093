'use client';

import { useTranslations } from 'next-intl';

const STEPS = ['find', 'verify', 'pay', 'done'] as const;

/** Where the renter is in the pre-check-in (SPEC §4: /precheckin → verify → checkout → thanks). */
export function PrecheckinProgress({ current }: { current: (typeof STEPS)[number] }) {
  const t = useTranslations('precheckin.steps');
  const at = STEPS.indexOf(current);
  return (
    <ol className="mb-6 flex flex-wrap gap-2 text-xs font-semibold sm:text-sm" aria-label={t('label')}>
      {STEPS.map((step, i) => (
        <li key={step} aria-current={i === at ? 'step' : undefined} className={`flex items-center gap-2 rounded-full px-3 py-1 ${i === at ? 'bg-brand text-white' : i < at ? 'bg-slate-200 text-slate-800' : 'bg-slate-100 text-slate-600'}`}>
          <span aria-hidden>{i + 1}</span>
          {t(step)}
        </li>
      ))}
    </ol>
  );
}
