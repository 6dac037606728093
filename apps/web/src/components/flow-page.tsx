import 'server-only';
import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import type { BrandKey } from '@rental/domain/brands';
import { CancellationPolicyText, policyLines } from '@/components/booking/cancellation-policy';
import { ClientMessages } from '@/components/client-messages';
import { StepLoading } from '@/components/flow/step-loading';
import { PageUnavailable } from '@/components/page-unavailable';
import { StepProgress } from '@/components/step-progress';
import { BRAND } from '@/lib/config/brand';
import { getBookingView, type BookingView } from '@/lib/booking/view';
import { getSiteConfig } from '@/lib/cms';
import type { Locale } from '@rental/domain/locale';
import { orNull, pageLocale, type LocaleProps } from '@/lib/pages/page';
import { FLOW_CLIENT_NAMESPACES } from '../../messages/index.ts';

/** The flow's steps, by their page-title key (messages `pages`). */
export type FlowStep =
  | 'reservation'
  | 'checkout'
  | 'reservationThanks'
  | 'precheckin'
  | 'precheckinVerify'
  | 'precheckinCheckout'
  | 'precheckinThanks'
  | 'precheckinPreferences'
  | 'myBooking';
/** Steps whose layout gives no width of their own (the default layout's pages). */
const WIDE = new Set<FlowStep>(['reservation', 'myBooking']);
/** Steps whose title and what to do are in the prerendered page, by their intro's key (messages `pages`). */
const INTROS = {
  reservation: 'reservationIntro',
  myBooking: 'myBookingIntro',
} as const satisfies Partial<Record<FlowStep, string>>;
/** The booking's steps as the renter sees them (messages `booking.steps`), by page. */
const BOOKING_STEPS = {
  reservation: 'details',
  checkout: 'checkout',
  reservationThanks: 'thanks',
} as const satisfies Partial<Record<FlowStep, string>>;

/**
 * The booking and pre-check-in routes: a prerendered shell with the catalogue, and the step in
 * the browser where its state lives; not indexed. Each route passes its own step, so it ships only that code.
 */
export function flowPage(
  step: FlowStep,
  Step: ComponentType<{ view: BookingView; brand: BrandKey }>,
) {
  async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
    const t = await getTranslations({ locale: await pageLocale(params), namespace: 'pages' });
    return { title: t(step), robots: { index: false, follow: false } };
  }
  async function Page({ params }: LocaleProps) {
    const locale = await pageLocale(params);
    const view = await orNull(getBookingView(locale));
    if (!view) return <PageUnavailable locale={locale} />;
    const t = await getTranslations({ locale, namespace: 'pages' });
    const steps = await getTranslations({ locale, namespace: 'booking.steps' });
    const bookingStep =
      step in BOOKING_STEPS ? BOOKING_STEPS[step as keyof typeof BOOKING_STEPS] : null;
    const intro = step in INTROS ? INTROS[step as keyof typeof INTROS] : null;
    return (
      <div className={WIDE.has(step) ? 'mx-auto max-w-6xl px-4 py-8' : ''} data-page={step}>
        {/* The page's title and what to do, in the prerendered page: readable before the
            step (which needs the draft or the booking from the browser) has loaded. */}
        {intro && (
          <header className="mb-6 max-w-3xl">
            <h1 className="text-3xl font-bold text-brand-accent">{t(step)}</h1>
            <p className="mt-2 text-slate-600">{t(intro)}</p>
          </header>
        )}
        {/* Prerendered: the renter sees where they are before the step's code has loaded. */}
        {bookingStep && (
          <StepProgress
            label={steps('label')}
            steps={Object.values(BOOKING_STEPS).map((key) => ({ key, label: steps(key) }))}
            current={bookingStep}
          />
        )}
        <ClientMessages namespaces={FLOW_CLIENT_NAMESPACES}>
          <Suspense fallback={<StepLoading />}>
            <Step view={view} brand={BRAND} />
          </Suspense>
        </ClientMessages>
        {step === 'reservation' && <BookingPolicy locale={locale} />}
      </div>
    );
  }
  return { Page, generateMetadata };
}

/**
 * The brand's cancellation policy under the booking form (below its terms box), rendered here
 * on the server from site config: plain HTML, no script added to /reserva's budget.
 */
async function BookingPolicy({ locale }: { locale: Locale }) {
  const site = await orNull(getSiteConfig(locale));
  if (!site) return null;
  const t = await getTranslations({ locale, namespace: 'booking.cancellationPolicy' });
  const lines = [
    ...policyLines(site.cancellation, null, (key, values) => t(key as 'free', values)),
    t('manage'),
  ];
  return (
    <div className="mt-6 max-w-3xl">
      <CancellationPolicyText
        title={t('title')}
        lines={lines}
        testId="booking-cancellation-policy"
      />
    </div>
  );
}
