'use client';

import { useState, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@rental/domain/locale';
import { resendBookingConfirmation } from '@/lib/my-booking/actions';
import type { MyBooking, ResendResult } from '@/lib/my-booking/service';
import { OutcomeAlert } from '../ui/alert.tsx';
import { secondaryButtonClass } from '../ui/button.tsx';
import { Panel, PanelTitle } from '../ui/panel.tsx';

/** The calendar file: served by a route handler for this browser's booking session only. */
const CALENDAR = '/api/my-booking/calendar';

/** One of the list's actions as a button. */
function ActionButton({
  onClick,
  disabled,
  testId,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        className={secondaryButtonClass}
        data-testid={testId}
      >
        {children}
      </button>
    </li>
  );
}

/** What the renter can do with the booking, each action the server's to allow. */
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
          <ActionButton onClick={onChangeTrip} testId="change-trip-open">
            {t('change')}
          </ActionButton>
        )}
        {booking.calendar && (
          <ActionButton onClick={() => window.print()} testId="print-voucher">
            {t('print')}
          </ActionButton>
        )}
        {booking.calendar && (
          <li>
            <a
              href={`${CALENDAR}?lang=${locale}`}
              download
              className={secondaryButtonClass}
              data-testid="calendar-link"
            >
              {t('calendar')}
            </a>
          </li>
        )}
        {booking.canResend && (
          <ActionButton onClick={resend} disabled={pending} testId="resend-confirmation">
            {t('resend')}
          </ActionButton>
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
        <OutcomeAlert ok={result.ok} data-testid="resend-result">
          {result.ok ? t('resent') : t(`problems.${result.problem}`)}
        </OutcomeAlert>
      )}
    </Panel>
  );
}
