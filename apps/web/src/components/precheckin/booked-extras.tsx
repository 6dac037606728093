'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { localizedPath, type Locale } from '@rental/domain/locale';
import type { BookingView } from '@/lib/booking/view';
import type { PrecheckinSummary } from '@/lib/precheckin/service';
import { Panel } from '../ui/panel.tsx';

/**
 * The extras the booking holds, priced and counted in the branch's stock: the pre-check-in shows
 * them and sends the renter to the booking's page to add or change them, where the difference
 * is paid or refunded like any change.
 */
export function BookedExtras({ summary, view }: { summary: PrecheckinSummary; view: BookingView }) {
  const t = useTranslations('precheckin.preferences');
  const locale = useLocale() as Locale;
  const booked = Object.entries(summary.extras).filter(([, units]) => units > 0);
  const nameOf = (code: string) => view.coverages.find((c) => c.code === code)?.name ?? code;
  return (
    <Panel title={t('extrasTitle')} testId="preferences-extras">
      {booked.length ? (
        <ul className="grid gap-1 text-sm text-slate-800">
          {booked.map(([code, units]) => (
            <li key={code} data-testid="booked-extra">
              {units} × {nameOf(code)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{t('extrasNone')}</p>
      )}
      <p className="mt-3 text-sm text-slate-600">{t('extrasNote')}</p>
      <Link
        href={`${localizedPath('/mi-reserva', locale)}?code=${encodeURIComponent(summary.code)}`}
        className="mt-2 inline-block text-sm font-semibold text-brand underline"
        data-testid="preferences-extras-change"
      >
        {t('extrasChange')}
      </Link>
    </Panel>
  );
}
