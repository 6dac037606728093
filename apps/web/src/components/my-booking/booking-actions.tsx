'use client';

import { useState, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@rental/domain/locale';
import { resendBookingConfirmation } from '@/lib/my-booking/actions';
import type { MyBooking, ResendResult } from '@/lib/my-booking/service';
import { Alert } from '../ui/alert.tsx';
import { Panel, PanelTitle } from '../ui/panel.tsx';

/** The calendar file: answered by a route handler for this browser's booking session only. */
const CALENDAR = '/api/my-booking/calendar';
const SECONDARY =
  'inline-block rounded-full border border-brand px-5 py-2 text-center font-semibold text-brand-accent disabled:opacity-60';

/**
 * What the renter can do with the booking. Each action is the server's to allow (the booking's
 * session, its state, its limits); changing and cancelling a booking join this list later.
 */
export function BookingActions({
  booking,
  onLeave,
  onChangeTrip,
}: {
  booking: MyBooking;
  onLeave: () => void;
  /** Opens the change of dates, times or branches (change-trip.tsx). */
  onChangeTrip?: () => void;
}) {
  const t = useTranslations('myBooking.actions');
  const locale = useLocale() as Locale;
  const [result, setResult] = useState<ResendResult | null>(null);
  const [pending, start] = useTransition();
  const resend = () =>
    start(async () => {
      setResult(null);
      setResult(
        await resendBookingConfirmation().catch((): ResendResult => ({
          ok: false,
          problem: 'processing',
        })),
      );
    });
  return (
    <Panel as="div" testId="booking-actions" className="print:hidden">
      <PanelTitle className="mb-3">{t('title')}</PanelTitle>
      <ul role="list" className="grid gap-3">
        {booking.canChange && onChangeTrip && (
          <li>
            <button
              type="button"
              onClick={onChangeTrip}
              className={SECONDARY}
              data-testid="change-trip-open"
            >
              {t('change')}
            </button>
          </li>
        )}
        <li>
          <button
            type="button"
            onClick={() => window.print()}
            className={SECONDARY}
            data-testid="print-voucher"
          >
            {t('print')}
          </button>
        </li>
        {booking.calendar && (
          <li>
            <a
              href={`${CALENDAR}?lang=${locale}`}
              download
              className={SECONDARY}
              data-testid="calendar-link"
            >
              {t('calendar')}
            </a>
          </li>
        )}
        {booking.canResend && (
          <li>
            <button
              type="button"
              onClick={resend}
              disabled={pending}
              className={SECONDARY}
              data-testid="resend-confirmation"
            >
              {t('resend')}
            </button>
          </li>
        )}
        <li>
          <button
            type="button"
            onClick={onLeave}
            className="text-sm font-semibold text-brand-accent underline"
            data-testid="find-another"
          >
            {t('another')}
          </button>
        </li>
      </ul>
      {result && (
        <Alert
          tone={result.ok ? 'success' : 'error'}
          role={result.ok ? 'status' : 'alert'}
          className="mt-4"
          data-testid="resend-result"
        >
          {result.ok ? t('resent') : t(`problems.${result.problem}`)}
        </Alert>
      )}
    </Panel>
  );
}
