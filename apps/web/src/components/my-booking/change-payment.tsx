'use client';

import { useMemo } from 'react';
import { useLocale } from 'next-intl';
import type { Locale } from '@rental/domain/locale';
import type { ChangeRequest } from '@rental/domain/reservation/change';
import type { PayResult } from '@/lib/booking/paying';
import {
  checkChangePayment,
  finishChangePaypal,
  payChangeWithCard,
  payChangeWithPaypal,
} from '@/lib/my-booking/actions';
import { openBooking } from '@/lib/my-booking/session-requests';
import type { MyBooking, MyBookingResult } from '@/lib/my-booking/service';
import type { PaymentCalls } from '../payment/payment-calls.ts';
import { DifferencePayment } from '../payment/difference-payment.tsx';

/** Paying a dearer change's difference with the checkout's ways to pay; once captured, the changed booking is handed on. */
export function ChangePayment({
  request,
  amount,
  leaving,
  onChanged,
  onQuoteMoved,
}: {
  request: ChangeRequest;
  amount: number;
  /** Called before this tab leaves for PayPal or the bank's page. */
  leaving: () => void;
  onChanged: (booking: MyBooking) => void;
  onQuoteMoved: () => void;
}) {
  const locale = useLocale() as Locale;
  const calls = useMemo<PaymentCalls>(
    () => ({
      card: (card) => payChangeWithCard(request, card, locale),
      check: (reference) => checkChangePayment(reference),
      paypal: () => payChangeWithPaypal(request, locale),
      capture: (orderId) => finishChangePaypal(orderId),
      confirm: () => Promise.resolve<PayResult>({ ok: false, failure: 'notPayable' }),
      leaving,
    }),
    [request, locale, leaving],
  );
  const onPaid = async () => {
    const now = await openBooking().catch((): MyBookingResult => ({
      ok: false,
      problem: 'processing',
    }));
    if (now.ok) onChanged(now.booking);
    return now.ok;
  };
  return (
    <DifferencePayment
      calls={calls}
      amount={amount}
      onPaid={onPaid}
      onQuoteMoved={onQuoteMoved}
      testId="change-payment"
    />
  );
}
