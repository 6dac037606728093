'use client';

import { useCallback, useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { BrandKey } from '@rental/domain/brands';
import { withoutRenter } from '@rental/domain/reservation/draft';
import { localizedPath, type Locale } from '@rental/domain/locale';
import type { PayResult } from '@/lib/booking/paying';
import type { BookingView } from '@/lib/booking/view';
import { StepHeading } from '../focus/step-heading.tsx';
import { Bill } from './bill.tsx';
import { GuardNotFound, useGuards } from '../flow/guarded-step.tsx';
import { StepLoading } from '../flow/step-loading.tsx';
import { PayLater } from '../payment/pay-later.tsx';
import { PaymentFailure, usePaymentFailure } from '../payment/payment-failure.tsx';
import { bookingPaymentCalls } from '../payment/payment-calls.ts';
import { PaymentMethods } from '../payment/payment-methods.tsx';
import { TripRecap, tripOf } from '../flow/trip-recap.tsx';
import { useDraftPrice } from './use-draft-price.ts';
import { useDraft } from './use-draft.ts';
import { forgetRenter } from './renter-stash.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Panel } from '../ui/panel.tsx';

const GUARDS = ['check-reservation-details', 'check-reservation-success-redirect'] as const;

/** /reserva/checkout: card or PayPal for a prepaid booking, a confirmation for pay-later. */
export function BookingCheckoutStep({ view, brand }: { view: BookingView; brand: BrandKey }) {
  const t = useTranslations('booking.checkout');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [draft, update] = useDraft(brand);
  const decision = useGuards(GUARDS, draft && { draft });
  const [failure, onFailure] = usePaymentFailure();
  const price = useDraftPrice(draft, view.catalog);
  // The draft records the payment as the server stored it: card, paypal or counter (pay later).
  const onDone = useCallback(
    (r: PayResult, paymentType: 'card' | 'paypal' | 'counter') => {
      if (!r.ok || (r.state !== 'paid' && r.state !== 'confirmed')) return;
      // Confirmed: nothing of the renter's stays in the browser (the draft has none since the reservation was created).
      forgetRenter();
      update((d) => withoutRenter({ ...d, status: r.state, payment_type: paymentType }));
      router.push(localizedPath('/reserva/thanks', locale));
    },
    [update, router, locale],
  );
  const onCounter = useCallback((r: PayResult) => onDone(r, 'counter'), [onDone]);
  const reservationId = draft?.reservation_id;
  const calls = useMemo(
    () => (reservationId ? bookingPaymentCalls(reservationId, locale) : null),
    [reservationId, locale],
  );

  if (!draft || !decision || decision.kind === 'redirect') return <StepLoading />;
  if (decision.kind === 'not-found') return <GuardNotFound />;
  if (!calls) {
    return (
      <section
        className="rounded-2xl border border-slate-200 bg-white p-6 text-center"
        data-testid="checkout-missing"
      >
        <p className="text-slate-700">{t('missing')}</p>
        <ButtonLink href={localizedPath('/reserva', locale)} flat className="mt-4 inline-block">
          {t('back')}
        </ButtonLink>
      </section>
    );
  }
  const total = draft.totals.total;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_320px]" data-testid="checkout">
      <div className="grid min-w-0 content-start gap-6">
        <Panel>
          <StepHeading className="mb-3 text-2xl font-bold text-brand-accent">
            {t('title')}
          </StepHeading>
          <p className="mb-4 text-sm font-semibold text-slate-600" data-testid="reservation-code">
            {t('code', { code: draft.reservation_code })}
          </p>
          {draft.status === 'unpaid' && (
            <p className="mb-4 text-sm text-slate-600" data-testid="hold-note">
              {t('holdNote')}
            </p>
          )}
          <TripRecap trip={tripOf(draft)} view={view} />
        </Panel>
        {failure && (
          <PaymentFailure
            key={failure.count}
            text={t.has(failure.key) ? t(failure.key as 'declined') : t('declined')}
          />
        )}
        {draft.reservation_type === 'postpaid' ? (
          <PayLater calls={calls} onFailure={onFailure} onDone={onCounter} total={total} />
        ) : (
          <PaymentMethods calls={calls} onFailure={onFailure} onDone={onDone} total={total} />
        )}
      </div>
      <div className="content-start lg:sticky lg:top-4">
        <Bill price={price} booking={draft} view={view} />
      </div>
    </div>
  );
}
