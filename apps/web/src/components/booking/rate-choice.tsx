'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatCents } from '@rental/domain/money';
import type { Locale } from '@rental/domain/locale';
import { Panel } from '../ui/panel.tsx';
import type { ReservationType } from '@rental/domain/vocabulary';

/**
 * Prepaid or pay-later, each with its total. Paying now promises a saving only when there is
 * one (`saving`, from the domain's prepaidSaving: 0 for a car without a prepaid discount).
 */
export function RateChoice({
  value,
  totals,
  saving,
  onChange,
}: {
  value: ReservationType;
  totals: { prepaid: number | null; postpaid: number | null };
  saving: number;
  onChange: (v: ReservationType) => void;
}) {
  const t = useTranslations('booking.rate');
  const locale = useLocale() as Locale;
  const option = (kind: ReservationType) => (
    <label
      key={kind}
      className="flex flex-1 cursor-pointer flex-col gap-1 rounded-xl border border-slate-200 p-4 has-[:checked]:border-brand has-[:checked]:bg-slate-50"
      data-testid={`rate-${kind}`}
    >
      <span className="flex items-center gap-2 font-semibold text-slate-900">
        <input
          type="radio"
          name="reservation_type"
          value={kind}
          checked={value === kind}
          onChange={() => onChange(kind)}
          className="size-4 accent-[var(--brand-primary)]"
        />
        {t(kind)}
      </span>
      <span className="text-sm text-slate-600" data-testid={`rate-${kind}-note`}>
        {kind === 'postpaid'
          ? t('postpaidNote')
          : saving > 0
            ? t('prepaidSaving', { price: formatCents(saving, locale) })
            : t('prepaidNote')}
      </span>
      {totals[kind] !== null && (
        <span className="text-lg font-bold text-brand-accent" data-testid={`rate-${kind}-total`}>
          {t('total', { price: formatCents(totals[kind]!, locale) })}
        </span>
      )}
    </label>
  );
  return (
    <Panel title={t('title')} testId="rate">
      <div className="flex flex-col gap-3 sm:flex-row">
        {option('prepaid')}
        {option('postpaid')}
      </div>
    </Panel>
  );
}
