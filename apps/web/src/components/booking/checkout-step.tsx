'use client';

import { useCallback, useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { BrandKey } from '@rental/domain/brands';
import { localizedPath, type Locale } from '@rental/domain/locale';
import type { PayResult } from '@/lib/booking/payments';
import type { BookingView } from '@/lib/booking/view';
import { StepHeading } from '../focus/step-heading.tsx';
import { Bill } from './bill.tsx';
import { GuardNotFound, useGuards } from './guarded-step.tsx';
import { StepLoading } from './step-loading.tsx';
import { PayLater } from './pay-later.tsx';
import { PaymentFailure, usePaymentFailure } from './payment-failure.tsx';
import { bookingDoor } from './payment-door.ts';
import { PaymentMethods } from './payment-methods.tsx';
import { TripRecap, tripOf } from './trip-recap.tsx';
import { useDraftPrice } from './use-draft-price.ts';
import { useDraft } from './use-draft.ts';

const GUARDS = ['check-reservation-details', 'check-reservation-success-redirect'] as const;

/** /reserva/checkout: card or PayPal for a prepaid booking, a confirmation for pay-later. */
export function CheckoutStep({ view, brand }: { view: BookingView; brand: BrandKey }) {
  const t = useTranslations('booking.checkout');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [draft, update] = useDraft(brand);
  const decision = useGuards(GUARDS, draft && { draft });
  const [failure, onFailure] = usePaymentFailure();
  const price = useDraftPrice(draft, view.catalog);
  // The draft records the payment as the server stored it: card, paypal or counter (pay later).
  const onDone = useCallback((r: PayResult, paymentType: 'card' | 'paypal' | 'counter') => {
    if (!r.ok || (r.state !== 'paid' && r.state !== 'confirmed')) return;
    update((d) => ({ ...d, status: r.state, payment_type: paymentType }));
    router.push(localizedPath('/reserva/thanks', locale));
  }, [update, router, locale]);
  const onCounter = useCallback((r: PayResult) => onDone(r, 'counter'), [onDone]);
  const reservationId = draft?.reservation_id;
  const door = useMemo(() => (reservationId ? bookingDoor(reservationId, locale) : null), [reservationId, locale]);

  if (!draft || !decision || decision.kind === 'redirect') return <StepLoading />;
  if (decision.kind === 'not-found') return <GuardNotFound />;
  if (!door) {
    return (
      <section className="rounded-2xl border border-slate-200 bg-white p-6 text-center" data-testid="checkout-missing">
        <p className="text-slate-700">{t('missing')}</p>
        <a href={localizedPath('/reserva', locale)} className="mt-4 inline-block rounded-full bg-brand px-6 py-3 font-semibold text-white">{t('back')}</a>
      </section>
    );
  }
  const total = draft.totals.total;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_320px]" data-testid="checkout">
      <div className="grid min-w-0 content-start gap-6">
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <StepHeading className="mb-3 text-2xl font-bold text-brand-accent">{t('title')}</StepHeading>
          <p className="mb-4 text-sm font-semibold text-slate-600" data-testid="reservation-code">{t('code', { code: draft.reservation_code })}</p>
          <TripRecap trip={tripOf(draft)} view={view} />
        </section>
        {failure && <PaymentFailure key={failure.count} text={t.has(failure.key) ? t(failure.key as 'declined') : t('declined')} />}
        {draft.reservation_type === 'postpaid' ? (
          <PayLater door={door} onFailure={onFailure} onDone={onCounter} total={total} />
        ) : (
          <PaymentMethods door={door} onFailure={onFailure} onDone={onDone} total={total} />
        )}
      </div>
      <div className="content-start lg:sticky lg:top-4">
        <Bill price={price} draft={draft} view={view} />
      </div>
    </div>
  );
}
