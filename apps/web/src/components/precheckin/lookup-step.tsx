'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import type { BrandKey } from '@rental/domain/brands';
import { localizedPath, type Locale } from '@rental/domain/locale';
import { emptyPrecheckinForm } from '@rental/domain/precheckin/driver';
import type { BookingView } from '@/lib/booking/view';
import { findPrecheckinReservation } from '@/lib/precheckin/actions';
import type { DriverPrefill, PrecheckinSummary } from '@/lib/precheckin/service';
import { GuardNotFound } from '../flow/guarded-step.tsx';
import {
  ReservationLookupForm,
  type LookupOutcome,
  type LookupValues,
} from '../flow/reservation-lookup-form.tsx';
import { StepLoading } from '../flow/step-loading.tsx';
import { grantPassage } from './passage.ts';
import { readPrecheckin, writePrecheckin } from './precheckin-state.ts';
import { PrecheckinProgress } from './progress.tsx';
import { usePrecheckinStep } from './use-precheckin-step.ts';

const VERIFY = '/precheckin/verify';

/** The driver form starts from the renter as booked, licence number aside (kept as typed when the same reservation is looked up again). */
function startForm(summary: PrecheckinSummary, prefill: DriverPrefill, brand: BrandKey) {
  const previous = readPrecheckin(brand);
  if (previous?.summary.code === summary.code) return previous.form;
  const form = emptyPrecheckinForm();
  const { name, last_name, phone_number, birthday } = prefill;
  return { ...form, driver: { ...form.driver, name, last_name, phone: phone_number, birthday } };
}

/** /precheckin: the reservation code and the renter's last name or e-mail. */
export function LookupStep({ view, brand }: { view: BookingView; brand: BrandKey }) {
  const t = useTranslations('precheckin.lookup');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const params = useSearchParams();
  const { decision } = usePrecheckinStep(
    brand,
    '/precheckin',
    ['check-precheckin-module-enable'],
    view.precheckinEnabled,
  );

  if (!decision) return <StepLoading />;
  if (decision.kind !== 'allow') return <GuardNotFound />;

  const find = async (values: LookupValues): Promise<LookupOutcome> => {
    const result = await findPrecheckinReservation(values);
    if (!result.ok) return result;
    writePrecheckin({
      v: 1,
      brand,
      session: result.session,
      summary: result.summary,
      form: startForm(result.summary, result.prefill, brand),
    });
    grantPassage(VERIFY);
    router.push(localizedPath(VERIFY, locale));
    return { ok: true };
  };
  return (
    <div className="mx-auto max-w-xl" data-testid="precheckin-lookup">
      <PrecheckinProgress current="find" />
      <h1 className="mb-2 text-3xl font-bold text-brand-accent">{t('title')}</h1>
      <p className="mb-6 text-slate-700">{t('intro')}</p>
      <ReservationLookupForm
        messages="precheckin"
        initialCode={params.get('code') ?? ''}
        find={find}
      />
    </div>
  );
}
