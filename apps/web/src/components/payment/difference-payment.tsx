'use client';

import { useTranslations } from 'next-intl';
import type { PayResult } from '@/lib/booking/paying';
import type { PaymentCalls } from './payment-calls.ts';
import { PAYMENT_FAILURE_TEXTS, PaymentFailure, usePaymentFailure } from './payment-failure.tsx';
import { PaymentMethods } from './payment-methods.tsx';

/**
 * Paying a change's difference with the checkout's ways to pay: a refusal is said in the
 * checkout's words; `onQuoteMoved` when the price moved meanwhile (the quote is asked again).
 */
export function DifferencePayment({
  calls,
  amount,
  onPaid,
  onQuoteMoved,
  testId,
}: {
  calls: PaymentCalls;
  amount: number;
  /** The difference was captured (the change is made); resolving false says it could not be shown. */
  onPaid: (r: PayResult) => void | Promise<boolean>;
  onQuoteMoved: () => void;
  testId?: string;
}) {
  const tb = useTranslations('booking.checkout');
  const [failure, onFailure] = usePaymentFailure();
  return (
    <div className="grid gap-4" data-testid={testId}>
      {failure && (
        <PaymentFailure
          key={failure.count}
          text={tb(
            (PAYMENT_FAILURE_TEXTS.has(failure.key) ? failure.key : 'processing') as 'declined',
          )}
        />
      )}
      <PaymentMethods
        calls={calls}
        total={amount}
        onDone={async (r) => {
          if (r.ok && (await onPaid(r)) === false) onFailure('processing');
        }}
        onFailure={(key) => (key === 'notPayable' ? onQuoteMoved() : onFailure(key))}
      />
    </div>
  );
}
