'use client';

import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { AppliedCoupon } from '@rental/domain/reservation/coupon';
import { restoreRenter, type ReservationDraft } from '@rental/domain/reservation/draft';
import { prepaidSaving } from '@rental/domain/reservation/price';
import { withMandatoryCoverages, type QuoteProblem } from '@rental/domain/reservation/quote';
import { bookedTerms, termsFor } from '@rental/domain/reservation/rental-terms';
import type { BookingView } from '@/lib/booking/view';
import { Bill } from './bill.tsx';
import { CarAlternatives } from './car-alternatives.tsx';
import { CarSummary } from './car-summary.tsx';
import { CouponField } from './coupon-field.tsx';
import { CoveragePicker } from './coverage-picker.tsx';
import { ExtrasPicker } from './extras-picker.tsx';
import { RentalTermsNote } from './rental-terms-note.tsx';
import { useFocusFirstProblem } from '../focus/use-focus-first-problem.ts';
import { problemField, useProblemText } from './problem-text.ts';
import { RateChoice } from './rate-choice.tsx';
import { RenterFields } from './renter-fields.tsx';
import { takeRenter } from './renter-stash.ts';
import { shownQuote, type Consent } from './selection.ts';
import { TripFields } from './trip-fields.tsx';
import { useCarStock } from './use-car-stock.ts';
import { preloadRequestRules, useReservationSend } from './use-reservation-send.ts';
import { BookingAction } from './booking-action.tsx';
import { useCoupon } from './use-coupon.ts';

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
  const problemText = useProblemText();
  const [consent, setConsent] = useState<Consent>({
    terms: false,
    marketing: false,
    whatsapp: false,
  });
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
  const classTerms = car ? termsFor(car.class, view.rentalTerms) : null;
  const rentalTerms =
    classTerms &&
    bookedTerms(classTerms, withMandatoryCoverages(draft.coverages, view.catalog.coverages));
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

  const { send, pending } = useReservationSend({
    draft,
    update,
    view,
    quote,
    stock,
    consent,
    refusals: { refuse, setFieldErrors, setServerProblems, clearCoupon },
  });
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setBanner(null);
    void send();
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
        <ExtrasPicker
          coverages={view.coverages}
          catalog={view.catalog}
          extras={draft.extras ?? {}}
          additionalDrivers={draft.additional_drivers ?? 0}
          error={errorsFor('extras')}
          onChange={change}
        />
        {rentalTerms && (
          <RentalTermsNote
            terms={rentalTerms}
            days={quote.ok ? quote.days : (quote.preview?.days ?? 1)}
          />
        )}
        <CouponField
          applied={draft.coupon}
          onApply={(c: AppliedCoupon | null) => {
            setCoupon(c);
            change({ coupon: c?.code ?? null });
          }}
        />
        <RenterFields
          client={draft.client}
          consent={consent}
          termsHref={view.termsHref}
          privacyHref={view.privacyHref}
          errors={renterErrors}
          onChange={(c) => update((d) => ({ ...d, client: { ...d.client, ...c } }))}
          onConsent={(c) => setConsent((was) => ({ ...was, ...c }))}
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
        <BookingAction banner={banner} total={price?.totals.total ?? null} pending={pending} />
      </div>
      {/* The bill stays in view beside the form on a wide screen, below the site's sticky header. */}
      <div className="grid content-start gap-4 lg:sticky lg:top-20 lg:self-start">
        <Bill price={price} booking={draft} view={view} soldOut={Boolean(stock.soldOut)} />
      </div>
    </form>
  );
}
