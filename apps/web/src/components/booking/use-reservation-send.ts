'use client';

import { useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { localizedPath, type Locale } from '@rental/domain/locale';
import { withoutRenter, type ReservationDraft } from '@rental/domain/reservation/draft';
import type { Quote, QuoteProblem } from '@rental/domain/reservation/quote';
import { sendReservationRequest } from '@/lib/booking/reservation-requests';
import type { CreateReservationResult } from '@/lib/booking/reservations';
import type { BookingView } from '@/lib/booking/view';
import { releaseSettled, rememberCheckout } from './checkout-hold.ts';
import { stashRenter } from './renter-stash.ts';
import { requestOf, type Consent } from './selection.ts';
import type { useCarStock } from './use-car-stock.ts';

/** The request's rules (zod, 110 KB) load when the form is first touched, not at start-up; a failed load is retried at submit. */
const loadRequestRules = () => import('@rental/domain/reservation/request');
export const preloadRequestRules = () => void loadRequestRules().catch(() => {});

/** What the form shows of a refused send. */
export interface Refusals {
  refuse: (message: string) => void;
  setFieldErrors: (errors: Record<string, string>) => void;
  setServerProblems: (problems: QuoteProblem[]) => void;
  clearCoupon: () => void;
}

/**
 * Sends the booking: checked by the request's rules in the browser first, then created on the
 * server; on success the renter's details leave the shared draft and the checkout opens.
 */
export function useReservationSend({
  draft,
  update,
  view,
  quote,
  stock,
  consent,
  refusals,
}: {
  draft: ReservationDraft;
  update: (change: (d: ReservationDraft) => ReservationDraft) => void;
  view: BookingView;
  quote: Quote;
  stock: ReturnType<typeof useCarStock>;
  consent: Consent;
  refusals: Refusals;
}) {
  const t = useTranslations('booking');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [pending, start] = useTransition();
  const { refuse, setFieldErrors, setServerProblems, clearCoupon } = refusals;

  const created = (r: Extract<CreateReservationResult, { ok: true }>['reservation']) => {
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
  };

  const refused = (result: Extract<CreateReservationResult, { ok: false }>) => {
    switch (result.kind) {
      case 'invalid':
        setFieldErrors(result.errors);
        return refuse(t('errors.checkFields'));
      case 'rules':
        setServerProblems(result.problems);
        return refuse(t('errors.checkFields'));
      case 'soldOut':
        stock.report(result);
        return refuse(t('errors.soldOut'));
      case 'coupon':
        clearCoupon();
        return refuse(t(`errors.${result.problem}`));
      case 'extraSoldOut':
        return refuse(
          t('errors.extraSoldOut', {
            name: view.coverages.find((c) => c.code === result.extra)?.name ?? result.extra,
          }),
        );
      default:
        return refuse(t(`errors.${result.kind}`));
    }
  };

  const send = async () => {
    const request = requestOf(draft, locale, consent, view.catalog);
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
      if (result.ok) created(result.reservation);
      else refused(result);
    });
  };
  return { send, pending };
}
