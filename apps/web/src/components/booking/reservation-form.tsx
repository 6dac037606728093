'use client';

import { useCallback, useState, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { localizedPath, type Locale } from '@rental/domain/locale';
import type { AppliedCoupon } from '@rental/domain/reservation/coupon';
import type { ReservationDraft } from '@rental/domain/reservation/draft';
import type { QuoteProblem } from '@rental/domain/reservation/quote';
import { submitReservation } from '@/lib/booking/actions';
import type { BookingView } from '@/lib/booking/view';
import { Bill } from './bill.tsx';
import { CarSummary } from './car-summary.tsx';
import { CouponField } from './coupon-field.tsx';
import { CoveragePicker } from './coverage-picker.tsx';
import { useFocusFirstProblem } from '../focus/use-focus-first-problem.ts';
import { problemField, useProblemText } from './problem-text.ts';
import { RateChoice } from './rate-choice.tsx';
import { RenterFields } from './renter-fields.tsx';
import { requestOf, shownQuote } from './selection.ts';
import { TripFields } from './trip-fields.tsx';
import { useCoupon } from './use-coupon.ts';

/**
 * The request's rules (zod's classic build, 110 KB) are needed only when the renter sends the
 * form: loaded when the form is first touched, not while the page starts on a phone (as the
 * date field loads its calendar). A load that failed is asked for again at the next submit.
 */
const loadRequestRules = () => import('@rental/domain/reservation/request');
const preloadRequestRules = () => void loadRequestRules().catch(() => {});

/** The /reserva form: the chosen car, places and dates, coverages, coupon, driver, rate and the bill. */
export function ReservationForm({ view, draft, update }: { view: BookingView; draft: ReservationDraft; update: (change: (d: ReservationDraft) => ReservationDraft) => void }) {
  const t = useTranslations('booking');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const problemText = useProblemText();
  const [terms, setTerms] = useState(false);
  const [submitted, setSubmitted] = useState(false);
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
  const change = (patch: Partial<ReservationDraft>) => {
    setServerProblems(null);
    update((d) => ({ ...d, ...patch }));
  };
  const clearCoupon = useCallback(() => update((d) => ({ ...d, coupon: null })), [update]);
  const [coupon, setCoupon] = useCoupon(draft.coupon, clearCoupon);

  const { quote, price } = shownQuote(draft, coupon, view.catalog);
  const prepaid = shownQuote(draft, coupon, view.catalog, 'prepaid').price?.totals.total ?? null;
  const postpaid = shownQuote(draft, coupon, view.catalog, 'postpaid').price?.totals.total ?? null;
  const problems = serverProblems ?? (quote.ok ? [] : quote.problems);
  const shown = problems.filter((p) => submitted || (p.key !== 'coverage' && p.key !== 'unknownBranch'));
  const errorsFor = (field: string) => shown.filter((p) => problemField(p) === field).map(problemText)[0] ?? null;
  const renterErrors = Object.fromEntries(Object.entries(fieldErrors).filter(([k]) => k.startsWith('client.')).map(([k, v]) => [k.slice(7), t(`errors.${v}` as 'errors.required')]));
  const car = view.cars.find((c) => c.id === draft.car);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setBanner(null);
    const request = requestOf(draft, locale, terms);
    const rules = await loadRequestRules().catch(() => null);
    if (!rules) return refuse(t('errors.processing'));
    const parsed = rules.parseReservationRequest(request);
    setFieldErrors(parsed.success ? {} : parsed.errors);
    if (!parsed.success || !quote.ok) return refuse(t('errors.checkFields'));
    start(async () => {
      const result = await submitReservation(request).catch(() => ({ ok: false as const, kind: 'processing' as const }));
      if (result.ok) {
        const r = result.reservation;
        update((d) => ({ ...d, reservation_id: r.id, reservation_code: r.code, status: r.status, totals: r.totals, payment_type: 'unpaid', total_reservations_days: quote.ok ? quote.days : d.total_reservations_days }));
        router.push(localizedPath('/reserva/checkout', locale));
      } else if (result.kind === 'invalid') {
        setFieldErrors(result.errors);
        refuse(t('errors.checkFields'));
      } else if (result.kind === 'rules') {
        setServerProblems(result.problems);
        refuse(t('errors.checkFields'));
      } else if (result.kind === 'coupon') {
        clearCoupon();
        refuse(t(`errors.${result.problem}`));
      } else refuse(t(result.kind === 'limited' ? 'errors.limited' : 'errors.processing'));
    });
  };

  return (
    <form ref={form} onSubmit={onSubmit} onFocusCapture={preloadRequestRules} onPointerDownCapture={preloadRequestRules} noValidate className="grid gap-6 lg:grid-cols-[1fr_320px]" data-testid="reservation-form">
      <div className="grid min-w-0 gap-6">
        <CarSummary car={car} error={errorsFor('car')} />
        <TripFields draft={draft} branches={view.branches} errors={{ pickup: errorsFor('pickup'), dropoff: errorsFor('dropoff'), from: errorsFor('from'), to: errorsFor('to') }} onChange={change} />
        <CoveragePicker coverages={view.coverages} chosen={draft.coverages} roadside={draft.roadside} error={errorsFor('coverage')} onChange={change} />
        <CouponField applied={draft.coupon} onApply={(c: AppliedCoupon | null) => { setCoupon(c); change({ coupon: c?.code ?? null }); }} />
        <RenterFields client={draft.client} terms={terms} termsHref={view.termsHref} errors={renterErrors} onChange={(c) => update((d) => ({ ...d, client: { ...d.client, ...c } }))} onTerms={setTerms} />
        <RateChoice value={draft.reservation_type} totals={{ prepaid, postpaid }} onChange={(v) => change({ reservation_type: v })} />
      </div>
      <div className="grid content-start gap-4 lg:sticky lg:top-4">
        <Bill price={price} draft={draft} view={view} />
        {banner && <p className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800" role="alert" tabIndex={-1} data-testid="booking-error">{banner}</p>}
        <button type="submit" disabled={pending} className="rounded-full bg-brand px-6 py-3 font-semibold text-white shadow hover:opacity-90 disabled:opacity-60" data-testid="continue">{pending ? t('submitting') : t('continue')}</button>
      </div>
    </form>
  );
}
