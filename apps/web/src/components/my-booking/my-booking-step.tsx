'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import type { BrandKey } from '@rental/domain/brands';
import { normalizeReservationCode } from '@rental/domain/precheckin/lookup';
import type { BookingView } from '@/lib/booking/view';
import { findBooking, leaveBooking, openBooking } from '@/lib/my-booking/session-requests';
import type { MyBooking, MyBookingResult } from '@/lib/my-booking/service';
import {
  ReservationLookupForm,
  type LookupOutcome,
  type LookupValues,
} from '../flow/reservation-lookup-form.tsx';
import { StepLoading } from '../flow/step-loading.tsx';
import { Alert } from '../ui/alert.tsx';
import { BookingDetails } from './booking-details.tsx';

type Shown =
  | { kind: 'loading' }
  | { kind: 'find'; code: string; expired: boolean }
  | { kind: 'booking'; booking: MyBooking; found: boolean };

/** /mi-reserva: the booking opened last (its httpOnly session survives a reload), else the look-up form, `?code=` filled in. */
export function MyBookingStep({ view }: { view: BookingView; brand: BrandKey }) {
  const t = useTranslations('myBooking.lookup');
  const wanted = useSearchParams().get('code') ?? '';
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    openBooking()
      .catch((): MyBookingResult => ({ ok: false, problem: 'processing' }))
      .then((result) => {
        if (!live) return;
        if (result.ok && (!wanted || normalizeReservationCode(wanted) === result.booking.code))
          setShown({ kind: 'booking', booking: result.booking, found: false });
        else
          setShown({
            kind: 'find',
            code: wanted,
            expired: !result.ok && result.problem === 'expired',
          });
      });
    return () => {
      live = false;
    };
  }, [wanted]);

  if (shown.kind === 'loading') return <StepLoading />;
  if (shown.kind === 'booking')
    return (
      <BookingDetails
        booking={shown.booking}
        view={view}
        found={shown.found}
        onChange={(booking) => setShown({ kind: 'booking', booking, found: false })}
        onLeave={() => {
          setShown({ kind: 'find', code: '', expired: false });
          void leaveBooking().catch(() => undefined);
        }}
      />
    );

  const find = async (values: LookupValues): Promise<LookupOutcome> => {
    const result = await findBooking(values);
    if (result.ok) setShown({ kind: 'booking', booking: result.booking, found: true });
    return result;
  };
  return (
    // A screen tall, as the placeholder before it: the footer below stays where it was.
    <div className="grid min-h-dvh max-w-xl content-start gap-4" data-testid="my-booking-lookup">
      {shown.expired && (
        <Alert tone="warning" role="status">
          {t('problems.expired')}
        </Alert>
      )}
      <ReservationLookupForm messages="myBooking" initialCode={shown.code} find={find} />
    </div>
  );
}
