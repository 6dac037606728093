import 'server-only';
import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutStep } from '@/components/booking/checkout-step';
import { StepLoading } from '@/components/booking/step-loading';
import { ReservationStep } from '@/components/booking/reservation-step';
import { ThanksStep } from '@/components/booking/thanks-step';
import { PageUnavailable } from '@/components/page-unavailable';
import { BRAND } from '@/lib/cms';
import { orNull, pageLocale, type LocaleProps } from '@/lib/site/page';
import { getBookingView } from './view.ts';

const STEPS = { reservation: ReservationStep, checkout: CheckoutStep, reservationThanks: ThanksStep } as const;

/**
 * The three booking routes share this: a prerendered shell with the catalogue (cached CMS
 * data), and the step itself in the browser, where the draft lives. Not indexed: a booking
 * page without a draft is the guard's 404.
 */
export function bookingPage(step: keyof typeof STEPS) {
  async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
    const t = await getTranslations({ locale: await pageLocale(params), namespace: 'pages' });
    return { title: t(step), robots: { index: false, follow: false } };
  }
  async function Page({ params }: LocaleProps) {
    const locale = await pageLocale(params);
    const view = await orNull(getBookingView(locale));
    if (!view) return <PageUnavailable locale={locale} />;
    const Step = STEPS[step];
    return (
      <div className={step === 'reservation' ? 'mx-auto max-w-6xl px-4 py-8' : ''} data-page={step}>
        <Suspense fallback={<StepLoading />}>
          <Step view={view} brand={BRAND} />
        </Suspense>
      </div>
    );
  }
  return { Page, generateMetadata };
}
