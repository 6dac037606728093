'use client';

import { useCallback, useEffect, useState, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { localizedPath, type Locale } from '@rental/domain/locale';
import { formatCents } from '@rental/domain/money';
import type { AppliedCoupon } from '@rental/domain/reservation/coupon';
import {
  restoreRenter,
  withoutRenter,
  type ReservationDraft,
} from '@rental/domain/reservation/draft';
import { prepaidSaving } from '@rental/domain/reservation/price';
import type { QuoteProblem } from '@rental/domain/reservation/quote';
import { sendReservationRequest } from '@/lib/booking/reservation-requests';
import type { BookingView } from '@/lib/booking/view';
import { Bill } from './bill.tsx';
import { CarAlternatives } from './car-alternatives.tsx';
import { CarSummary } from './car-summary.tsx';
import { CouponField } from './coupon-field.tsx';
import { CoveragePicker } from './coverage-picker.tsx';
import { useFocusFirstProblem } from '../focus/use-focus-first-problem.ts';
import { problemField, useProblemText } from './problem-text.ts';
import { RateChoice } from './rate-choice.tsx';
import { RenterFields } from './renter-fields.tsx';
import { releaseSettled, rememberCheckout } from './checkout-hold.ts';
import { stashRenter, takeRenter } from './renter-stash.ts';
import { requestOf, shownQuote } from './selection.ts';
import { TripFields } from './trip-fields.tsx';
import { useCarStock } from './use-car-stock.ts';
import { useCoupon } from './use-coupon.ts';
import { Button } from '../ui/button.tsx';
import { Alert } from '../ui/alert.tsx';

/** The request's rules (zod, 110 KB) load when the form is first touched, not at start-up; a failed load is retried at submit. */
const loadRequestRules = () => import('@rental/domain/reservation/request');
const preloadRequestRules = () => void loadRequestRules().catch(() => {});

/** The /reserva form: the chosen car, places and dates, coverages, coupon, driver, rate and the bill. */
export function ReservationForm({
  view,
  draft,
  update,
}: {
  view: BookingView;
  draft: ReservationDraft;
  update: (change: (d: ReservationDraft) => ReservationDraft) => void;
}) {
  const t = useTranslations('booking');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const problemText = useProblemText();
  const [terms, setTerms] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // The trip's rule messages wait until the renter changes the trip (or sends the form): a
  // form that opens in red, before anything is typed, reads as a mistake of theirs.
  const [tripTouched, setTripTouched] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [serverProblems, setServerProblems] = useState<QuoteProblem[] | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const form = useFocusFirstProblem<HTMLFormElement>(refusals);
  const refuse = (message: string) => {
    setBanner(message);
    setRefusals((n) => n + 1);
  };
  const [pending, start] = useTransition();
  // A refusal was about the booking as it was sent: another car, trip, coverage, coupon or rate
  // may make it untrue, so it goes with the choice (the form checks again on the next send).
  const change = (patch: Partial<ReservationDraft>) => {
    setServerProblems(null);
    setBanner(null);
    update((d) => ({ ...d, ...patch }));
  };
  const changeTrip = (patch: Partial<ReservationDraft>) => {
    setTripTouched(true);
    change(patch);
  };
  // Back from the checkout in this tab: the renter's details, kept out of the draft once the
  // reservation was created (renter-stash.ts), are put back.
  useEffect(() => {
    const kept = takeRenter();
    if (kept) update((d) => restoreRenter(d, kept));
  }, [update]);
  const clearCoupon = useCallback(() => update((d) => ({ ...d, coupon: null })), [update]);
  const [coupon, setCoupon] = useCoupon(draft.coupon, clearCoupon);

  const car = view.cars.find((c) => c.id === draft.car);
  const stock = useCarStock(draft);
  // A sold-out car has no price to show: its totals would read as an offer.
  const priced = (p: ReturnType<typeof shownQuote>['price']) => (stock.soldOut ? null : p);
  const { quote, price: quoted } = shownQuote(draft, coupon, view.catalog);
  const price = priced(quoted);
  const prepaidPrice = priced(shownQuote(draft, coupon, view.catalog, 'prepaid').price);
  const postpaidPrice = priced(shownQuote(draft, coupon, view.catalog, 'postpaid').price);
  const problems = serverProblems ?? (quote.ok ? [] : quote.problems);
  const shown = problems.filter(
    (p) =>
      submitted ||
      (tripTouched && p.key !== 'coverage' && p.key !== 'unknownBranch') ||
      p.key === 'carUnavailable',
  );
  const errorsFor = (field: string) =>
    shown.filter((p) => problemField(p) === field).map(problemText)[0] ?? null;
  const renterErrors = Object.fromEntries(
    Object.entries(fieldErrors)
      .filter(([k]) => k.startsWith('client.'))
      .map(([k, v]) => [k.slice(7), t(`errors.${v}` as 'errors.required')]),
  );

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setBanner(null);
    const request = requestOf(draft, locale, terms, view.catalog);
    const rules = await loadRequestRules().catch(() => null);
    if (!rules) return refuse(t('errors.processing'));
    const parsed = rules.parseReservationRequest(request);
    setFieldErrors(parsed.success ? {} : parsed.errors);
    if (!parsed.success || !quote.ok) return refuse(t('errors.checkFields'));
    if (stock.soldOut) return refuse(t('errors.soldOut'));
    start(async () => {
      await releaseSettled();
      const result = await sendReservationRequest(request).catch(() => ({
        ok: false as const,
        kind: 'processing' as const,
      }));
      if (result.ok) {
        const r = result.reservation;
        // The server holds the renter now: the shared draft keeps no personal data, this tab does until confirmed.
        stashRenter(draft.client);
        rememberCheckout(r.id);
        update((d) =>
          withoutRenter({
            ...d,
            reservation_id: r.id,
            reservation_code: r.code,
            status: r.status,
            totals: r.totals,
            payment_type: 'unpaid',
            total_reservations_days: quote.ok ? quote.days : d.total_reservations_days,
          }),
        );
        router.push(localizedPath('/reserva/checkout', locale));
      } else if (result.kind === 'invalid') {
        setFieldErrors(result.errors);
        refuse(t('errors.checkFields'));
      } else if (result.kind === 'rules') {
        setServerProblems(result.problems);
        refuse(t('errors.checkFields'));
      } else if (result.kind === 'soldOut') {
        stock.report(result);
        refuse(t('errors.soldOut'));
      } else if (result.kind === 'coupon') {
        clearCoupon();
        refuse(t(`errors.${result.problem}`));
      } else
        refuse(t(result.kind === 'processing' ? 'errors.processing' : `errors.${result.kind}`));
    });
  };

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      onFocusCapture={preloadRequestRules}
      onPointerDownCapture={preloadRequestRules}
      noValidate
      className="grid gap-6 lg:grid-cols-[1fr_320px]"
      data-testid="reservation-form"
    >
      <div className="grid min-w-0 gap-6">
        <CarSummary
          car={car}
          error={errorsFor('car') ?? (stock.soldOut ? t('errors.soldOut') : null)}
        />
        {stock.soldOut && (
          <CarAlternatives
            alternatives={stock.soldOut.alternatives}
            onChoose={(id) => change({ car: id })}
          />
        )}
        <TripFields
          draft={draft}
          branches={view.branches}
          limits={view.catalog.limits}
          errors={{
            pickup: errorsFor('pickup'),
            dropoff: errorsFor('dropoff'),
            from: errorsFor('from'),
            to: errorsFor('to'),
          }}
          onChange={changeTrip}
        />
        <CoveragePicker
          coverages={view.coverages}
          catalog={view.catalog.coverages}
          chosen={draft.coverages}
          roadside={draft.roadside}
          error={errorsFor('coverage')}
          onChange={change}
        />
        <CouponField
          applied={draft.coupon}
          onApply={(c: AppliedCoupon | null) => {
            setCoupon(c);
            change({ coupon: c?.code ?? null });
          }}
        />
        <RenterFields
          client={draft.client}
          terms={terms}
          termsHref={view.termsHref}
          errors={renterErrors}
          onChange={(c) => update((d) => ({ ...d, client: { ...d.client, ...c } }))}
          onTerms={setTerms}
        />
        <RateChoice
          value={draft.reservation_type}
          totals={{
            prepaid: prepaidPrice?.totals.total ?? null,
            postpaid: postpaidPrice?.totals.total ?? null,
          }}
          saving={prepaidSaving(prepaidPrice, postpaidPrice)}
          onChange={(v) => change({ reservation_type: v })}
        />
        {/* The action where the form ends. On a phone (and a tablet) it is a bar kept at the
            screen's foot with the total, the bill being below the form there. */}
        <div
          className="sticky bottom-0 z-10 -mx-4 grid gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] sm:mx-0 sm:rounded-2xl sm:border lg:static lg:p-5 lg:shadow-sm"
          data-testid="booking-action"
        >
          {banner && (
            <Alert tone="error" role="alert" tabIndex={-1} data-testid="booking-error">
              {banner}
            </Alert>
          )}
          <div className="flex items-center gap-4">
            {price && (
              <p className="grid text-sm text-slate-600 lg:hidden" data-testid="action-total">
                {t('bill.total')}
                <span className="text-lg font-bold text-slate-900 tabular-nums">
                  {formatCents(price.totals.total, locale)}
                </span>
              </p>
            )}
            <Button
              type="submit"
              disabled={pending}
              className="ml-auto flex-1 sm:flex-none lg:w-full"
              data-testid="continue"
            >
              {pending ? t('submitting') : t('continue')}
            </Button>
          </div>
        </div>
      </div>
      {/* The bill stays in view beside the form on a wide screen, below the site's sticky header. */}
      <div className="grid content-start gap-4 lg:sticky lg:top-20 lg:self-start">
        <Bill price={price} booking={draft} view={view} soldOut={Boolean(stock.soldOut)} />
      </div>
    </form>
  );
}
