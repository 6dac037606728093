'use client';

import { useCallback, useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
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
import {
  PAYMENT_FAILURE_TEXTS,
  PaymentFailure,
  usePaymentFailure,
} from '../payment/payment-failure.tsx';
import { PaymentMethods } from '../payment/payment-methods.tsx';

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
  const tb = useTranslations('booking.checkout');
  const locale = useLocale() as Locale;
  const [failure, onFailure] = usePaymentFailure();
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
  const onDone = useCallback(
    async (r: PayResult) => {
      if (!r.ok) return;
      const now = await openBooking().catch((): MyBookingResult => ({
        ok: false,
        problem: 'processing',
      }));
      if (now.ok) onChanged(now.booking);
      else onFailure('processing');
    },
    [onChanged, onFailure],
  );
  const failed = useCallback(
    (key: string) => (key === 'notPayable' ? onQuoteMoved() : onFailure(key)),
    [onQuoteMoved, onFailure],
  );
  return (
    <div className="grid gap-4" data-testid="change-payment">
      {failure && (
        <PaymentFailure
          key={failure.count}
          text={tb(
            (PAYMENT_FAILURE_TEXTS.has(failure.key) ? failure.key : 'processing') as 'declined',
          )}
        />
      )}
      <PaymentMethods calls={calls} total={amount} onDone={onDone} onFailure={failed} />
    </div>
  );
}
