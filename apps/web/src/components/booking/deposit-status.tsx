'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatPanamaDateOrNull } from '@rental/domain/dates';
import type { Locale } from '@rental/domain/locale';
import { formatCents } from '@rental/domain/money';
import type { DepositStanding } from '@rental/domain/reservation/deposit';

/** Where the booking's security deposit stands, in one sentence (nothing when it has none). */
export function DepositStatus({ standing }: { standing: DepositStanding }) {
  const t = useTranslations('booking.deposit');
  const locale = useLocale() as Locale;
  if (standing.state === 'none') return null;
  const amount = formatCents(standing.amount, locale);
  const text =
    standing.state === 'held'
      ? t('held', { amount, until: formatPanamaDateOrNull(standing.until, locale) ?? '—' })
      : standing.state === 'charged'
        ? t('charged', {
            amount,
            charged: formatCents(standing.charged, locale),
            reason: standing.reason,
          })
        : t(standing.state, { amount });
  return (
    <p
      className="text-sm font-semibold text-slate-900"
      data-testid="deposit-status"
      data-state={standing.state}
    >
      {text}
    </p>
  );
}
