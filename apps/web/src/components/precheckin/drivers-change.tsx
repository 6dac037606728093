'use client';

import { useMemo, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@rental/domain/locale';
import { formatCents } from '@rental/domain/money';
import type { PayResult } from '@/lib/booking/paying';
import type { BookingView } from '@/lib/booking/view';
import {
  checkDriversChangePayment,
  confirmDriversChange,
  finishDriversChangePaypal,
  payDriversChangeWithCard,
  payDriversChangeWithPaypal,
} from '@/lib/my-booking/drivers-actions';
import type { DriversChangeOffer } from '@/lib/precheckin/service';
import { Bill } from '../booking/bill.tsx';
import type { PaymentCalls } from '../payment/payment-calls.ts';
import { DifferencePayment } from '../payment/difference-payment.tsx';
import {
  PAYMENT_FAILURE_TEXTS,
  PaymentFailure,
  usePaymentFailure,
} from '../payment/payment-failure.tsx';
import { Button } from '../ui/button.tsx';
import { Panel } from '../ui/panel.tsx';
import type { PrecheckinState } from './precheckin-state.ts';

/**
 * The drivers entered cost more than the booking carries (another driver, or a young one's
 * surcharge): the new bill, then the change confirmed (nothing paid online: the balance grows)
 * or its difference paid, exactly as a change on the booking's page. `onDone` sends the
 * drivers again; `onEdit` goes back to them.
 */
export function DriversChange({
  state,
  offer,
  view,
  onDone,
  onEdit,
}: {
  state: PrecheckinState;
  offer: DriversChangeOffer;
  view: BookingView;
  onDone: () => void;
  onEdit: () => void;
}) {
  const t = useTranslations('precheckin.driversChange');
  const locale = useLocale() as Locale;
  const money = (cents: number) => formatCents(cents, locale);
  const { session } = state;
  const calls = useMemo<PaymentCalls>(
    () => ({
      card: (card) => payDriversChangeWithCard(session, offer.request, card, locale),
      check: (reference) => checkDriversChangePayment(session, reference),
      paypal: () => payDriversChangeWithPaypal(session, offer.request, locale),
      capture: (orderId) => finishDriversChangePaypal(session, orderId),
      confirm: () => Promise.resolve<PayResult>({ ok: false, failure: 'notPayable' }),
    }),
    [session, offer.request, locale],
  );
  const paying = offer.settlement.kind === 'payDifference';
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_340px]" data-testid="drivers-change">
      <Panel title={t('title')} className="grid content-start gap-4">
        <p className="text-sm text-slate-700">{t('intro')}</p>
        <p className="font-semibold text-slate-900" data-testid="drivers-change-difference">
          {t('more', { amount: money(offer.difference), total: money(offer.bill.totals.total) })}
        </p>
        {paying ? (
          <>
            <p className="text-sm">{t('payDifference', { amount: money(offer.difference) })}</p>
            {/* A price that moved meanwhile is quoted again by sending the drivers again. */}
            <DifferencePayment
              calls={calls}
              amount={offer.difference}
              onPaid={onDone}
              onQuoteMoved={onDone}
            />
          </>
        ) : (
          <ConfirmChange session={session} request={offer.request} onDone={onDone} />
        )}
        <button
          type="button"
          onClick={onEdit}
          className="justify-self-start text-sm font-semibold text-brand-accent underline"
          data-testid="drivers-change-edit"
        >
          {t('edit')}
        </button>
      </Panel>
      <Bill
        price={offer.bill}
        booking={{
          car: state.summary.car,
          carModel: state.summary.carModel,
          reservation_type: state.summary.reservationType,
        }}
        view={view}
      />
    </div>
  );
}

/** Nothing paid online for it: the change is made at once, and the balance grows. */
function ConfirmChange({
  session,
  request,
  onDone,
}: {
  session: string;
  request: DriversChangeOffer['request'];
  onDone: () => void;
}) {
  const t = useTranslations('precheckin.driversChange');
  const tb = useTranslations('booking.checkout');
  const [failure, onFailure] = usePaymentFailure();
  const [pending, start] = useTransition();
  const confirm = () =>
    start(async () => {
      const r = await confirmDriversChange(session, request).catch(() => null);
      // A price that moved meanwhile is quoted again by sending the drivers again.
      if (r?.ok || (r && r.problem === 'priceMoved')) return onDone();
      onFailure(r && r.problem === 'limited' ? 'limited' : 'processing');
    });
  return (
    <>
      {failure && (
        <PaymentFailure
          key={failure.count}
          text={tb(
            (PAYMENT_FAILURE_TEXTS.has(failure.key) ? failure.key : 'processing') as 'declined',
          )}
        />
      )}
      <p className="text-sm">{t('atCounter')}</p>
      <Button
        type="button"
        onClick={confirm}
        disabled={pending}
        data-testid="drivers-change-confirm"
      >
        {t('confirm')}
      </Button>
    </>
  );
}
