import 'server-only';
import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutStep } from '@/components/booking/checkout-step';
import { StepLoading } from '@/components/booking/step-loading';
import { ReservationStep } from '@/components/booking/reservation-step';
import { ThanksStep } from '@/components/booking/thanks-step';
import { PrecheckinCheckoutStep } from '@/components/precheckin/checkout-step';
import { LookupStep } from '@/components/precheckin/lookup-step';
import { PreferencesStep } from '@/components/precheckin/preferences-step';
import { PrecheckinThanksStep } from '@/components/precheckin/thanks-step';
import { VerifyStep } from '@/components/precheckin/verify-step';
import { PageUnavailable } from '@/components/page-unavailable';
import { BRAND } from '@/lib/cms';
import { getBookingView } from '../booking/view.ts';
import { orNull, pageLocale, type LocaleProps } from './page.ts';

const STEPS = {
  reservation: ReservationStep,
  checkout: CheckoutStep,
  reservationThanks: ThanksStep,
  precheckin: LookupStep,
  precheckinVerify: VerifyStep,
  precheckinCheckout: PrecheckinCheckoutStep,
  precheckinThanks: PrecheckinThanksStep,
  precheckinPreferences: PreferencesStep,
} as const;
/** Steps whose layout gives no width of their own (the default layout's pages). */
const WIDE = new Set<keyof typeof STEPS>(['reservation']);

/**
 * The booking and pre-check-in routes share this: a prerendered shell with the catalogue
 * (cached CMS data), and the step itself in the browser, where the draft or the tab's
 * pre-check-in lives. Not indexed: such a page without its state is the guard's 404.
 */
export function flowPage(step: keyof typeof STEPS) {
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
      <div className={WIDE.has(step) ? 'mx-auto max-w-6xl px-4 py-8' : ''} data-page={step}>
        <Suspense fallback={<StepLoading />}>
          <Step view={view} brand={BRAND} />
        </Suspense>
      </div>
    );
  }
  return { Page, generateMetadata };
}
