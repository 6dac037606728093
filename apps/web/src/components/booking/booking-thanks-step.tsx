'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { BrandKey } from '@rental/domain/brands';
import { formatCents } from '@rental/domain/money';
import { localizedPath, type Locale } from '@rental/domain/locale';
import type { BookingView } from '@/lib/booking/view';
import { Bill } from './bill.tsx';
import { Confirmation, ConfirmationCode, HomeLink } from '../flow/confirmation.tsx';
import { GuardNotFound, useGuards } from '../flow/guarded-step.tsx';
import { StepLoading } from '../flow/step-loading.tsx';
import { useDraftPrice } from './use-draft-price.ts';
import { TripRecap, tripOf } from '../flow/trip-recap.tsx';
import { useDraft } from './use-draft.ts';
import { Panel, PanelTitle } from '../ui/panel.tsx';
import { classes } from '../ui/classes.ts';
import { smallButtonClass } from '../ui/button.tsx';

/** /reserva/thanks: the code, the summary, what happens next and the way to pre-check-in. */
export function BookingThanksStep({ view, brand }: { view: BookingView; brand: BrandKey }) {
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
        <ConfirmationCode code={draft.reservation_code} />
        <p className="mt-3 font-semibold text-slate-700" data-testid="thanks-total">
          {draft.status === 'paid'
            ? t('paid', { price: total })
            : t('payAtPickup', { price: total })}
        </p>
      </Confirmation>
      <div className="grid gap-6 md:grid-cols-2">
        <Panel as="div">
          <PanelTitle className="mb-3">{t('summary')}</PanelTitle>
          <TripRecap trip={tripOf(draft)} view={view} />
        </Panel>
        <Panel as="div">
          <PanelTitle className="mb-3">{t('next')}</PanelTitle>
          <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
            <li>{t('next1')}</li>
            <li>{t('next2')}</li>
            <li>{t('next3')}</li>
          </ol>
          <a
            href={`${localizedPath('/precheckin', locale)}?code=${encodeURIComponent(draft.reservation_code)}`}
            className={classes(smallButtonClass, 'mt-5 inline-block')}
            data-testid="precheckin-link"
          >
            {t('precheckin')}
          </a>
        </Panel>
      </div>
      <Bill price={price} booking={draft} view={view} />
      <HomeLink label={t('home')} />
    </section>
  );
}
