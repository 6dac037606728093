'use client';

import { useState, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@rental/domain/locale';
import { formatCents } from '@rental/domain/money';
import { cancelBooking } from '@/lib/my-booking/actions';
import type { CancelResult, MyBooking } from '@/lib/my-booking/service';
import { CancellationPolicyText, policyLines } from '../booking/cancellation-policy.tsx';
import { OutcomeAlert } from '../ui/alert.tsx';
import { Panel, PanelTitle } from '../ui/panel.tsx';

const BUTTON =
  'inline-block rounded-full border border-brand px-5 py-2 text-center font-semibold text-brand-accent disabled:opacity-60';
const DANGER =
  'inline-block rounded-full bg-red-700 px-5 py-2 text-center font-semibold text-white disabled:opacity-60';

/** The refund's line: a fee of nothing is not named ("kept: $0.00" reads like a charge). */
const refundText = (refund: { status: string; fee: number }) =>
  refund.status === 'completed'
    ? refund.fee > 0
      ? 'refundDone'
      : 'refundDoneFull'
    : refund.fee > 0
      ? 'refundPending'
      : 'refundPendingFull';

/**
 * Cancelling from the booking's page: a first button opens the confirm step with the server's
 * quote; the server cancels only if its quote still matches the refund the renter saw.
 */
export function CancelBox({
  booking,
  onChange,
}: {
  booking: MyBooking;
  onChange: (booking: MyBooking) => void;
}) {
  const t = useTranslations('myBooking.cancel');
  const policyT = useTranslations('booking.cancellationPolicy');
  const locale = useLocale() as Locale;
  const money = (cents: number) => formatCents(cents, locale);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<CancelResult | null>(null);
  const [pending, start] = useTransition();
  const { offer, refund, policy } = booking.cancellation;

  const send = (amount: number) =>
    start(async () => {
      const reply = await cancelBooking({ refund: amount }).catch((): CancelResult => ({
        ok: false,
        problem: 'processing',
      }));
      setResult(reply);
      setConfirming(false);
      if (reply.booking) onChange(reply.booking);
    });

  const lines = policyLines(policy, booking.reservationType, (key, values) =>
    policyT(key as 'free', values),
  );
  return (
    <Panel as="div" testId="cancel-box">
      <PanelTitle className="mb-3">
        {t(booking.standing === 'cancelled' ? 'titleCancelled' : 'title')}
      </PanelTitle>
      {/* Once cancelled, the policy has been applied: the refund below says how. */}
      {booking.standing !== 'cancelled' && (
        <CancellationPolicyText title={policyT('title')} lines={lines} />
      )}
      {refund && (
        <>
          <p className="mt-3 font-semibold" data-testid="refund-state" data-status={refund.status}>
            {t(refundText(refund), { amount: money(refund.amount), fee: money(refund.fee) })}
          </p>
          {refund.status === 'completed' && refund.amount > 0 && (
            <p className="mt-1 text-sm text-slate-600">{t('refundWhen')}</p>
          )}
        </>
      )}
      {refund?.status === 'pending' && booking.standing === 'cancelled' && (
        <button
          type="button"
          className={`${BUTTON} mt-3`}
          disabled={pending}
          onClick={() => send(refund.amount)}
        >
          {t('retry')}
        </button>
      )}
      {offer && !confirming && (
        <button
          type="button"
          className={`${BUTTON} mt-4`}
          onClick={() => {
            setResult(null);
            setConfirming(true);
          }}
          data-testid="cancel-start"
        >
          {t('start')}
        </button>
      )}
      {offer && confirming && (
        <div
          className="mt-4 grid gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
          data-testid="cancel-confirm"
          data-window={offer.window}
        >
          <p className="font-semibold">{t('confirmTitle', { code: booking.code })}</p>
          <p>{t(offer.window === 'free' ? 'free' : offer.window === 'late' ? 'late' : 'noShow')}</p>
          {booking.paid > 0 ? (
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
              <dt>{t('refund')}</dt>
              <dd
                className="text-right font-semibold"
                data-testid="cancel-refund"
                data-cents={offer.refund}
              >
                {money(offer.refund)}
              </dd>
              <dt>{t('fee')}</dt>
              <dd
                className="text-right font-semibold"
                data-testid="cancel-fee"
                data-cents={offer.fee}
              >
                {money(offer.fee)}
              </dd>
            </dl>
          ) : (
            <p data-testid="cancel-nothing-paid">{t('nothingPaid')}</p>
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={DANGER}
              disabled={pending}
              onClick={() => send(offer.refund)}
              data-testid="cancel-confirm-button"
            >
              {t('confirm')}
            </button>
            <button
              type="button"
              className={BUTTON}
              disabled={pending}
              onClick={() => setConfirming(false)}
            >
              {t('keep')}
            </button>
          </div>
        </div>
      )}
      {!offer && !refund && booking.standing !== 'cancelled' && booking.calendar && (
        <p className="mt-3 text-sm text-slate-600">{t('notOffered')}</p>
      )}
      {result && (
        <OutcomeAlert ok={result.ok} data-testid="cancel-result">
          {result.ok ? t('done') : t(`problems.${result.problem}`)}
        </OutcomeAlert>
      )}
    </Panel>
  );
}
