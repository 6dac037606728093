import 'server-only';
import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import type { BrandKey } from '@rental/domain/brands';
import { StepLoading } from '@/components/booking/step-loading';
import { PageUnavailable } from '@/components/page-unavailable';
import { BRAND } from '@/lib/cms';
import { getBookingView, type BookingView } from '../booking/view.ts';
import { orNull, pageLocale, type LocaleProps } from './page.ts';

/** The flow's steps, by their page-title key (messages `pages`). */
export type FlowStep = 'reservation' | 'checkout' | 'reservationThanks' | 'precheckin' | 'precheckinVerify' | 'precheckinCheckout' | 'precheckinThanks' | 'precheckinPreferences';
/** Steps whose layout gives no width of their own (the default layout's pages). */
const WIDE = new Set<FlowStep>(['reservation']);

/**
 * The booking and pre-check-in routes share this: a prerendered shell with the catalogue
 * (cached CMS data), and the step itself in the browser, where the draft or the tab's
 * pre-check-in lives. Not indexed: such a page without its state is the guard's 404.
 * Each route passes its own step component, so that a page ships only its step's code.
 */
export function flowPage(step: FlowStep, Step: ComponentType<{ view: BookingView; brand: BrandKey }>) {
  async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
    const t = await getTranslations({ locale: await pageLocale(params), namespace: 'pages' });
    return { title: t(step), robots: { index: false, follow: false } };
  }
  async function Page({ params }: LocaleProps) {
    const locale = await pageLocale(params);
    const view = await orNull(getBookingView(locale));
    if (!view) return <PageUnavailable locale={locale} />;
    const t = await getTranslations({ locale, namespace: 'pages' });
    return (
      <div className={WIDE.has(step) ? 'mx-auto max-w-6xl px-4 py-8' : ''} data-page={step}>
        {/* The reservation's title and what to do, in the prerendered page: readable before the
            step (which needs the draft in the browser) has loaded. */}
        {step === 'reservation' && (
          <header className="mb-6 max-w-3xl">
            <h1 className="text-3xl font-bold text-brand-accent">{t('reservation')}</h1>
            <p className="mt-2 text-slate-600">{t('reservationIntro')}</p>
          </header>
        )}
        <Suspense fallback={<StepLoading />}>
          <Step view={view} brand={BRAND} />
        </Suspense>
      </div>
    );
  }
  return { Page, generateMetadata };
}
