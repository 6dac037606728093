'use client';

import { lazy, useDeferredValue } from 'react';
import type { BrandKey } from '@rental/domain/brands';
import type { BookingView } from '@/lib/booking/view';
import { GuardNotFound, useGuards } from '../flow/guarded-step.tsx';
import { StepLoading } from '../flow/step-loading.tsx';
import { useAdoptCar } from './use-adopt-car.ts';
import { useDraft } from './use-draft.ts';

/** The form's own chunk, fetched at once but evaluated in its own task, off the page's start-up (docs/performance.md). */
const loadForm = () => import('./reservation-form.tsx');
if (typeof window !== 'undefined') void loadForm().catch(() => {});
const ReservationForm = lazy(() => loadForm().then((m) => ({ default: m.ReservationForm })));

/** /reserva: the chosen car, places and dates, coverages, coupon, driver, rate and the bill. */
export function ReservationStep({ view, brand }: { view: BookingView; brand: BrandKey }) {
  const [draft, update] = useDraft(brand);
  const adopted = useAdoptCar(update, view.catalog);
  const decision = useGuards(['check-reservation-details'], adopted && draft ? { draft } : null);
  // The draft comes from a store, whose updates React renders at once: the whole form in one
  // long task on a phone. Deferred, its first render is done in slices between the browser's
  // other work; typing later is not deferred (the form reads the draft itself).
  const showForm = useDeferredValue(!!draft && decision?.kind === 'allow', false);
  if (!draft || !decision || decision.kind === 'redirect') return <StepLoading />;
  if (decision.kind === 'not-found') return <GuardNotFound />;
  if (!showForm) return <StepLoading />;
  return <ReservationForm view={view} draft={draft} update={update} />;
}
