'use client';

import { useCallback, useEffect, useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { BrandKey } from '@rental/domain/brands';
import { localizedPath, type Locale } from '@rental/domain/locale';
import type { PayResult } from '@/lib/booking/paying';
import type { BookingView } from '@/lib/booking/view';
import { finishBalancePayment, loadPrecheckin } from '@/lib/precheckin/actions';
import type { SummaryResult } from '@/lib/precheckin/service';
import { Panel } from '../ui/panel.tsx';
import { GuardNotFound } from '../flow/guarded-step.tsx';
import { PayLater } from '../payment/pay-later.tsx';
import {
  PAYMENT_FAILURE_TEXTS,
  PaymentFailure,
  usePaymentFailure,
} from '../payment/payment-failure.tsx';
import { balancePaymentCalls } from '../payment/payment-calls.ts';
import { PaymentMethods } from '../payment/payment-methods.tsx';
import { StepLoading } from '../flow/step-loading.tsx';
import { StepHeading } from '../focus/step-heading.tsx';
import { expectReturn, grantPassage } from './passage.ts';
import { PrecheckinProgress } from './progress.tsx';
import { ReservationSummary } from './reservation-summary.tsx';
import { usePrecheckinStep } from './use-precheckin-step.ts';
import { Button } from '../ui/button.tsx';

const PATH = '/precheckin/checkout';
const THANKS = '/precheckin/thanks';

/** /precheckin/checkout: a pay-later reservation pays its balance now (card or PayPal) or leaves it for the counter. */
export function BalanceCheckoutStep({ view, brand }: { view: BookingView; brand: BrandKey }) {
  const t = useTranslations('precheckin.checkout');
  const tb = useTranslations('booking.checkout');
  const tl = useTranslations('precheckin.lookup');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { state, update, decision } = usePrecheckinStep(
    brand,
    PATH,
    ['check-precheckin-data', 'prevent-direct-access'],
    view.precheckinEnabled,
  );
  const [failure, onFailure] = usePaymentFailure();
  const session = state?.session ?? null;
  const allowed = decision?.kind === 'allow';
  useEffect(() => {
    if (!allowed || !session) return;
    // The reservation as it is now: a payment may have landed while this tab was away (PayPal, the bank's page).
    loadPrecheckin(session).then(
      (r) => r.ok && update((s) => ({ ...s, summary: r.summary })),
      () => undefined,
    );
  }, [allowed, session, update]);
  const calls = useMemo(
    () => (session ? balancePaymentCalls(session, locale, () => expectReturn(PATH)) : null),
    [session, locale],
  );
  const toThanks = useCallback(() => {
    grantPassage(THANKS);
    router.push(localizedPath(THANKS, locale));
  }, [router, locale]);
  const onDone = useCallback(
    async (r: PayResult) => {
      if (!r.ok || !session) return;
      if (r.state === 'paid') {
        const done = await finishBalancePayment(session).catch((): SummaryResult => ({
          ok: false,
          problem: 'processing',
        }));
        if (!done.ok) return onFailure('processing');
        update((s) => ({ ...s, summary: done.summary }));
      }
      toThanks();
    },
    [session, update, toThanks, onFailure],
  );

  if (!decision || (allowed && !state)) return <StepLoading />;
  if (!allowed || !state || !calls) return <GuardNotFound />;
  const { summary } = state;
  /** The balance, paid online or left for the counter: same calls, same responses. */
  const paying = { calls, onDone, onFailure, total: summary.totals.total };
  return (
    <div data-testid="precheckin-checkout">
      <PrecheckinProgress current="pay" />
      <div className="grid gap-6 lg:grid-cols-[1fr_340px]">
        <div className="grid min-w-0 content-start gap-6">
          <StepHeading className="text-3xl font-bold text-brand-accent">{t('title')}</StepHeading>
          {failure && (
            <PaymentFailure
              key={failure.count}
              text={
                PAYMENT_FAILURE_TEXTS.has(failure.key)
                  ? tb(failure.key as 'declined')
                  : tl('problems.invalid')
              }
            />
          )}
          {!summary.balanceDue ? (
            <Panel title={t('nothingTitle')} testId="nothing-to-pay">
              <p className="text-slate-700">{t('nothingText')}</p>
              <Button
                type="button"
                onClick={() =>
                  void onDone({ ok: true, state: summary.status === 'paid' ? 'paid' : 'confirmed' })
                }
                flat
                className="mt-4 w-full"
                data-testid="precheckin-continue"
              >
                {t('continue')}
              </Button>
            </Panel>
          ) : (
            <>
              <p className="text-slate-700">{t('intro')}</p>
              <PaymentMethods {...paying} />
              <p className="text-center text-sm font-semibold text-slate-500 uppercase">
                {tb('or')}
              </p>
              <PayLater {...paying} texts="counter" />
            </>
          )}
        </div>
        <div className="content-start lg:sticky lg:top-4">
          <ReservationSummary summary={summary} view={view} />
        </div>
      </div>
    </div>
  );
}
