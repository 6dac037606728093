'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { BrandKey } from '@rental/domain/brands';
import { formatCents } from '@rental/domain/money';
import { localizedPath, type Locale } from '@rental/domain/locale';
import type { BookingView } from '@/lib/booking/view';
import { Bill } from './bill.tsx';
import { Confirmation } from './confirmation.tsx';
import { GuardNotFound, useGuards } from './guarded-step.tsx';
import { StepLoading } from './step-loading.tsx';
import { useDraftPrice } from './use-draft-price.ts';
import { TripRecap, tripOf } from './trip-recap.tsx';
import { useDraft } from './use-draft.ts';

/** /reserva/thanks: the code, the summary, what happens next and the way to pre-check-in. */
export function ThanksStep({ view, brand }: { view: BookingView; brand: BrandKey }) {
  const t = useTranslations('booking.thanks');
  const locale = useLocale() as Locale;
  const [draft] = useDraft(brand);
  const decision = useGuards(['check-reservation-details'], draft && { draft });
  const price = useDraftPrice(draft, view.catalog);
  if (!draft || !decision) return <StepLoading />;
  const done = draft.reservation_code && (draft.status === 'paid' || draft.status === 'confirmed');
  if (decision.kind !== 'allow' || !done) return <GuardNotFound />;
  const total = formatCents(draft.totals.total, locale);
  return (
    <section className="grid gap-6" data-testid="thanks">
      <Confirmation title={t('title')}>
        <p className="mt-4 text-sm text-slate-500">{t('code')}</p>
        <p className="font-mono text-3xl font-bold tracking-widest text-slate-900" data-testid="thanks-code">{draft.reservation_code}</p>
        <p className="mt-3 font-semibold text-slate-700" data-testid="thanks-total">{draft.status === 'paid' ? t('paid', { price: total }) : t('payAtPickup', { price: total })}</p>
      </Confirmation>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="mb-3 text-lg font-bold text-brand-accent">{t('summary')}</h2>
          <TripRecap trip={tripOf(draft)} view={view} />
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="mb-3 text-lg font-bold text-brand-accent">{t('next')}</h2>
          <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
            <li>{t('next1')}</li>
            <li>{t('next2')}</li>
            <li>{t('next3')}</li>
          </ol>
          <a href={`${localizedPath('/precheckin', locale)}?code=${encodeURIComponent(draft.reservation_code)}`} className="mt-5 inline-block rounded-full bg-brand px-5 py-2.5 font-semibold text-white" data-testid="precheckin-link">{t('precheckin')}</a>
        </div>
      </div>
      <Bill price={price} draft={draft} view={view} />
      <a href={localizedPath('/', locale)} className="justify-self-center text-sm font-semibold text-brand-accent underline">{t('home')}</a>
    </section>
  );
}
