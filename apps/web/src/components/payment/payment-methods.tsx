'use client';

import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { paymentMethods } from '@/lib/booking/actions';
import type { PayResult } from '@/lib/booking/paying';
import { CardPayment } from './card-payment.tsx';
import type { PaymentProps } from './payment-calls.ts';
import { PaypalPayment } from './paypal-payment.tsx';
import { StepLoading } from '../flow/step-loading.tsx';
import { Alert } from '../ui/alert.tsx';

type Methods = { card: boolean; paypal: boolean; sandbox: boolean };

/** The ways to pay online that this server offers (card, PayPal or both), for a booking or a pre-check-in balance. */
export function PaymentMethods({
  calls,
  total,
  onDone,
  onFailure,
}: Omit<PaymentProps, 'onDone'> & {
  onDone: (r: PayResult, method: 'card' | 'paypal') => void;
}) {
  const t = useTranslations('booking.checkout');
  const [methods, setMethods] = useState<Methods | null>(null);
  useEffect(() => {
    paymentMethods().then(setMethods, () =>
      setMethods({ card: false, paypal: false, sandbox: false }),
    );
  }, []);
  const byCard = useCallback((r: PayResult) => onDone(r, 'card'), [onDone]);
  const byPaypal = useCallback((r: PayResult) => onDone(r, 'paypal'), [onDone]);
  if (!methods) return <StepLoading />;
  return (
    <>
      {methods.card && (
        <CardPayment
          calls={calls}
          onDone={byCard}
          onFailure={onFailure}
          total={total}
          sandbox={methods.sandbox}
        />
      )}
      {methods.card && methods.paypal && (
        <p className="text-center text-sm font-semibold text-slate-500 uppercase">{t('or')}</p>
      )}
      {methods.paypal && <PaypalPayment calls={calls} onDone={byPaypal} onFailure={onFailure} />}
      {!methods.card && !methods.paypal && <Alert tone="warning">{t('unavailable')}</Alert>}
    </>
  );
}
