'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@rental/domain/locale';
import { formatCents } from '@rental/domain/money';
import type { BookingView } from '@/lib/booking/view';
import type { ChangePreview } from '@/lib/my-booking/change';
import type { MyBooking } from '@/lib/my-booking/service';
import { Bill } from '../booking/bill.tsx';
import { TripRecap } from '../flow/trip-recap.tsx';
import { Panel } from '../ui/panel.tsx';

/** The re-quote: the new trip and bill, and what it means for the money, before confirming. */
export function ChangeReview({
  preview,
  booking,
  view,
}: {
  preview: ChangePreview;
  booking: MyBooking;
  view: BookingView;
}) {
  const t = useTranslations('myBooking.change');
  const locale = useLocale() as Locale;
  const money = (cents: number) => formatCents(Math.abs(cents), locale);
  const difference =
    preview.difference > 0 ? 'more' : preview.difference < 0 ? 'less' : ('same' as const);
  return (
    <div className="grid items-start gap-4 md:grid-cols-2" data-testid="change-review">
      <Panel as="div" className="grid content-start gap-3">
        <h3 className="font-semibold text-slate-900">{t('newTrip')}</h3>
        <TripRecap trip={preview.trip} view={view} />
        <p className="text-sm text-slate-600" data-testid="change-previous-total">
          {t('previousTotal', { amount: money(preview.previousTotal) })}
        </p>
        <p className="font-semibold text-slate-900" data-testid="change-difference">
          {t(difference, { amount: money(preview.difference) })}
        </p>
        {preview.settlement.kind === 'atCounter' && <p className="text-sm">{t('atCounter')}</p>}
        {preview.settlement.kind === 'none' && <p className="text-sm">{t('nothingMoves')}</p>}
        {preview.settlement.kind === 'payDifference' && (
          <p className="text-sm" data-testid="change-settlement">
            {t('payDifference', { amount: money(preview.settlement.amount) })}
          </p>
        )}
        {preview.settlement.kind === 'refundDifference' && (
          <p className="text-sm" data-testid="change-settlement">
            {preview.settlement.fee > 0
              ? t('refundDifferenceLate', {
                  amount: money(preview.settlement.amount),
                  fee: money(preview.settlement.fee),
                })
              : t('refundDifference', { amount: money(preview.settlement.amount) })}
          </p>
        )}
        {preview.lateCommitted && preview.settlement.kind !== 'atCounter' && (
          <p className="text-sm" data-testid="change-late-window">
            {t('lateCommitted')}
          </p>
        )}
      </Panel>
      <Bill
        price={preview.bill}
        booking={{
          car: booking.trip.car,
          carModel: booking.trip.carModel,
          reservation_type: booking.reservationType,
        }}
        view={view}
      />
    </div>
  );
}
