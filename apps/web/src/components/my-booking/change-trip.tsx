'use client';

import { useEffect, useEffectEvent, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { changeRequestSchema, type ChangeRequest } from '@rental/domain/reservation/change';
import type { QuoteProblem } from '@rental/domain/reservation/quote';
import type { BookingView } from '@/lib/booking/view';
import { changeBooking } from '@/lib/my-booking/actions';
import type { ChangePreview, ChangeResult } from '@/lib/my-booking/change';
import type { MyBooking } from '@/lib/my-booking/service';
import { problemField, useProblemText, type TripField } from '../booking/problem-text.ts';
import { ExtrasPicker } from '../booking/extras-picker.tsx';
import { TripFields, type ChangedTrip } from '../booking/trip-fields.tsx';
import { useFocusOnMount } from '../focus/use-focus-on-mount.ts';
import { Alert } from '../ui/alert.tsx';
import { Button, secondaryButtonClass } from '../ui/button.tsx';
import { ChangePayment } from './change-payment.tsx';
import { ChangeReview } from './change-review.tsx';
import { dropPendingChange, keepPendingChange } from './pending-change.ts';

/** The schema's fields by the trip's field names (the booking form's). */
const FIELD: Record<string, TripField> = {
  pickupBranch: 'pickup',
  returnBranch: 'dropoff',
  pickupAt: 'from',
  returnAt: 'to',
};

type Failure = Extract<ChangeResult, { ok: false }>;

/** Changing the trip, then the server's re-quote before confirming; the state lives here so typing survives every response. */
export function ChangeTrip({
  booking,
  view,
  resume,
  onChanged,
  onCancel,
}: {
  booking: MyBooking;
  view: BookingView;
  /** The trip whose difference this tab left to pay (pending-change.ts): quoted again at once. */
  resume?: ChangedTrip | null;
  onChanged: (booking: MyBooking) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('myBooking.change');
  const tb = useTranslations('booking.errors');
  const problemText = useProblemText();
  const code = (id: string) => view.branches.find((b) => b.id === id)?.code ?? null;
  const [trip, setTrip] = useState<ChangedTrip>(
    () =>
      resume ?? {
        pickup_branch: code(booking.trip.pickupBranch),
        return_branch: code(booking.trip.returnBranch),
        pickup_date: booking.trip.pickupDate,
        return_date: booking.trip.returnDate,
        extras: booking.trip.extras,
      },
  );
  const [errors, setErrors] = useState<Partial<Record<TripField, string>>>({});
  const [preview, setPreview] = useState<ChangePreview | null>(null);
  const [problem, setProblem] = useState<Failure | null>(null);
  const [pending, start] = useTransition();
  const heading = useFocusOnMount<HTMLHeadingElement>();

  const leaving = () => keepPendingChange(booking.code, trip);
  const changed = (next: MyBooking) => {
    dropPendingChange();
    onChanged(next);
  };
  const requestOf = (confirm: boolean) => ({
    pickupBranch: trip.pickup_branch ?? '',
    returnBranch: trip.return_branch ?? '',
    pickupAt: trip.pickup_date,
    returnAt: trip.return_date,
    extras: trip.extras ?? booking.trip.extras,
    // Sent once the renter picks a number: a booking made before drivers were booked keeps none.
    additionalDrivers: trip.additional_drivers,
    confirm,
    expectedTotal: confirm && preview ? preview.bill.totals.total : null,
  });
  /** Asks the server to quote (or make) the change; `note` stays shown over a new quote. */
  const send = (confirm: boolean, note: Failure | null = null) => {
    const parsed = changeRequestSchema.safeParse(requestOf(confirm));
    if (!parsed.success) {
      const found: Partial<Record<TripField, string>> = {};
      for (const issue of parsed.error.issues)
        found[FIELD[String(issue.path[0])] ?? 'from'] ??= tb(issue.message as 'required');
      setErrors(found);
      return;
    }
    start(async () => {
      const result = await changeBooking(parsed.data).catch((): ChangeResult => ({
        ok: false,
        problem: 'processing',
      }));
      if (result.ok && result.kind === 'changed') return changed(result.booking);
      if (result.ok) {
        setProblem(note);
        setErrors({});
        return setPreview(result.preview);
      }
      setProblem(result);
      setPreview(result.problem === 'rules' ? null : (result.preview ?? null));
      setErrors(result.problem === 'rules' ? fieldErrors(result.problems, problemText) : {});
    });
  };

  // Coming back from paying the difference on PayPal's or the bank's page: the same quote again.
  const requote = useEffectEvent(() => send(false));
  useEffect(() => {
    if (resume) requote();
  }, [resume]);
  const problemMessage = (p: Failure): string | null => {
    if (p.problem === 'rules')
      return p.problems.some((q) => problemField(q) === 'car' || problemField(q) === 'coverage')
        ? p.problems.map(problemText).join(' ')
        : null;
    return t(`problems.${p.problem}`);
  };
  const paying = preview?.settlement.kind === 'payDifference' ? preview.settlement.amount : null;
  const message = problem && problemMessage(problem);

  return (
    <section className="grid gap-4" data-testid="change-trip">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-accent">
        {t('title')}
      </h2>
      {message && (
        <Alert tone="error" role="alert" data-testid="change-problem">
          {message}
        </Alert>
      )}
      {preview ? (
        <>
          <ChangeReview preview={preview} booking={booking} view={view} />
          {paying !== null && (
            <ChangePayment
              request={requestOf(true) as ChangeRequest}
              amount={paying}
              leaving={leaving}
              onChanged={changed}
              onQuoteMoved={() => send(false, { ok: false, problem: 'priceMoved' })}
            />
          )}
        </>
      ) : (
        <>
          <p className="text-slate-700">{t('intro')}</p>
          <TripFields
            draft={trip}
            branches={view.branches}
            limits={view.catalog.limits}
            errors={errors}
            onChange={(d) => setTrip((current) => ({ ...current, ...d }))}
          />
          <ExtrasPicker
            coverages={view.coverages}
            catalog={view.catalog}
            extras={trip.extras ?? booking.trip.extras}
            additionalDrivers={trip.additional_drivers ?? booking.trip.additionalDrivers}
            error={null}
            onChange={(d) => setTrip((current) => ({ ...current, ...d }))}
          />
        </>
      )}
      <div className="flex flex-wrap gap-3">
        {!preview && (
          <Button
            type="button"
            onClick={() => send(false)}
            disabled={pending}
            data-testid="change-quote"
          >
            {t('quote')}
          </Button>
        )}
        {preview?.confirmable && paying === null && (
          <Button
            type="button"
            onClick={() => send(true)}
            disabled={pending}
            data-testid="change-confirm"
          >
            {t('confirm')}
          </Button>
        )}
        {preview && (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setPreview(null)}
            data-testid="change-back"
          >
            {t('back')}
          </button>
        )}
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={onCancel}
          data-testid="change-cancel"
        >
          {t('cancel')}
        </button>
      </div>
    </section>
  );
}

/** A rule's message under the field it concerns (the booking form's mapping). */
function fieldErrors(
  problems: QuoteProblem[],
  text: (p: QuoteProblem) => string,
): Partial<Record<TripField, string>> {
  const found: Partial<Record<TripField, string>> = {};
  for (const p of problems) {
    const field = problemField(p);
    if (field !== 'car' && field !== 'coverage' && field !== 'extras') found[field] ??= text(p);
  }
  return found;
}
