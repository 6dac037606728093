'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatCents } from '@rental/domain/money';
import type { Locale } from '@rental/domain/locale';
import type { ReservationDraft } from '@rental/domain/reservation/draft';
import type { Price } from '@rental/domain/reservation/price';
import type { BookingView } from '@/lib/booking/view';
import { Panel, PanelTitle } from '../ui/panel.tsx';

/**
 * What the bill names: the car (its model from the fleet, else as stored with a reservation
 * whose car left the fleet) and the rate. A draft is one, and so is a stored reservation.
 */
export type BillBooking = Pick<ReservationDraft, 'car' | 'reservation_type'> & {
  carModel?: string;
};

/**
 * The bill (SPEC §3): the reservation's lines, the airport fee line and the total. Shown on
 * every booking step, priced from the draft, and on the booking's page, as stored.
 */
export function Bill({
  price,
  booking,
  view,
  soldOut = false,
}: {
  /** The lines and totals: the draft's quote, or a reservation's as stored. */
  price: Pick<Price, 'lines' | 'totals'> | null;
  /** No price because the car is sold out for the trip, not because the trip is incomplete. */
  soldOut?: boolean;
  booking: BillBooking;
  view: BookingView;
}) {
  const t = useTranslations('booking.bill');
  const carModel = view.cars.find((c) => c.id === booking.car)?.model ?? booking.carModel ?? '';
  const coverageName = (code = '') => view.coverages.find((c) => c.code === code)?.name ?? code;
  const locale = useLocale() as Locale;
  const money = (c: number) => formatCents(c, locale);
  if (!price) {
    return (
      <Panel as="aside" testId="bill">
        <PanelTitle className="">{t('title')}</PanelTitle>
        <p className="mt-2 text-sm text-slate-600">{t(soldOut ? 'soldOut' : 'incomplete')}</p>
      </Panel>
    );
  }
  const label = (line: Price['lines'][number]) => {
    switch (line.kind) {
      // The day count as text: a number argument would make next-intl build a number formatter (Intl) while the bill hydrates (docs/performance.md).
      case 'car':
        return t(line.season ? 'carSeason' : 'car', {
          model: carModel,
          season: line.season ?? '',
          days: String(line.quantity ?? 1),
          price: money(line.unit ?? 0),
        });
      case 'lengthDiscount':
        return t('lengthDiscount', {
          days: String(line.minDays ?? 0),
          percent: String(line.percent ?? 0),
        });
      case 'coupon':
        return t('coupon', { code: line.code ?? '' });
      case 'coverage':
        return `${coverageName(line.code)}: ${line.quantity} × ${money(line.unit ?? 0)}`;
      case 'era':
        return `${t('era')}: ${line.quantity} × ${money(line.unit ?? 0)}`;
      case 'youngDriver':
      case 'additionalDriver':
      case 'extra': {
        const perDay = { days: String(line.quantity ?? 1), price: money(line.unit ?? 0) };
        const capped = line.capped ? t('capped') : '';
        if (line.kind === 'additionalDriver')
          return t('additionalDriver', { number: line.code ?? '', ...perDay }) + capped;
        if (line.kind === 'youngDriver')
          return (
            t('youngDriver', {
              who: line.code ? t('youngAdditional', { number: line.code }) : '',
              ...perDay,
            }) + capped
          );
        const name = coverageName(line.code);
        return (
          t('extra', { name: line.units ? `${line.units} × ${name}` : name, ...perDay }) + capped
        );
      }
      default:
        return t(line.kind);
    }
  };
  return (
    <Panel as="aside" testId="bill">
      <PanelTitle className="">{t('title')}</PanelTitle>
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t(booking.reservation_type)}
      </p>
      <dl className="mt-3 space-y-2 text-sm">
        {price.lines.map((line, i) => (
          <div
            key={`${line.kind}-${line.code ?? i}`}
            className="flex justify-between gap-3"
            data-testid={`bill-${line.kind}`}
          >
            <dt className="text-slate-600">{label(line)}</dt>
            <dd
              className={`shrink-0 tabular-nums ${line.amount < 0 ? 'text-emerald-700' : 'text-slate-900'}`}
            >
              {money(line.amount)}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold">
          <dt>{t('total')}</dt>
          <dd className="tabular-nums" data-testid="bill-total" data-cents={price.totals.total}>
            {money(price.totals.total)}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
