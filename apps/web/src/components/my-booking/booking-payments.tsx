'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatPanamaDateTime } from '@rental/domain/dates';
import type { Locale } from '@rental/domain/locale';
import { formatCents } from '@rental/domain/money';
import { utcToPanamaLocal } from '@rental/domain/panama-time';
import type { MyBooking } from '@/lib/my-booking/service';
import { Panel, PanelTitle } from '../ui/panel.tsx';

/** The payments made (amount, how, when: a card by its brand and last four digits only) and what changes gave back, what that paid and what is left for the counter. */
export function BookingPayments({ booking }: { booking: MyBooking }) {
  const t = useTranslations('myBooking.payments');
  const locale = useLocale() as Locale;
  const money = (cents: number) => formatCents(cents, locale);
  const method = (p: MyBooking['payments'][number]) =>
    p.method === 'paypal'
      ? t('paypal')
      : p.cardBrand && p.last4
        ? t('card', { brand: p.cardBrand, last4: p.last4 })
        : t('cardNoDigits');
  const how = (p: MyBooking['payments'][number]) =>
    p.refund ? t('refundTo', { method: method(p) }) : method(p);
  return (
    <Panel as="div" testId="booking-payments">
      <PanelTitle className="mb-3">{t('title')}</PanelTitle>
      {booking.payments.length === 0 ? (
        <p className="text-sm text-slate-600">{t('none')}</p>
      ) : (
        <ul role="list" className="grid gap-2 text-sm">
          {booking.payments.map((p, i) => (
            <li
              key={i}
              className="flex justify-between gap-3"
              data-testid={p.refund ? 'booking-refund' : 'booking-payment'}
            >
              <span>
                <span className="block text-slate-900">{how(p)}</span>
                {p.at && (
                  <span className="block text-slate-500">
                    {formatPanamaDateTime(utcToPanamaLocal(new Date(p.at)), locale)}
                  </span>
                )}
              </span>
              <span className="shrink-0 font-semibold tabular-nums">{money(p.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-4 grid gap-2 border-t border-slate-200 pt-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t('paid')}</dt>
          <dd className="tabular-nums" data-testid="booking-paid" data-cents={booking.paid}>
            {money(booking.paid)}
          </dd>
        </div>
        {booking.dueAtCounter !== null && (
          <div className="flex justify-between gap-3 text-base font-bold">
            <dt>{t('dueAtCounter')}</dt>
            <dd
              className="tabular-nums"
              data-testid="booking-due"
              data-cents={booking.dueAtCounter}
            >
              {money(booking.dueAtCounter)}
            </dd>
          </div>
        )}
      </dl>
      {booking.dueAtCounter === 0 && (
        <p className="mt-2 text-sm text-emerald-800">{t('nothingDue')}</p>
      )}
    </Panel>
  );
}
