'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import type { Locale } from '@rental/domain/locale';
import type { BookingStanding } from '@rental/domain/reservation/my-booking';
import type { BookingView } from '@/lib/booking/view';
import type { MyBooking } from '@/lib/my-booking/service';
import { Bill } from '../booking/bill.tsx';
import { RentalTermsNote } from '../booking/rental-terms-note.tsx';
import { DepositStatus } from '../booking/deposit-status.tsx';
import { ConfirmationCode } from '../flow/confirmation.tsx';
import { TripRecap } from '../flow/trip-recap.tsx';
import { useFocusOnMount } from '../focus/use-focus-on-mount.ts';
import { classes } from '../ui/classes.ts';
import { Panel, PanelTitle } from '../ui/panel.tsx';
import { Alert } from '../ui/alert.tsx';
import { BookingActions } from './booking-actions.tsx';
import { BookingPayments } from './booking-payments.tsx';
import { BookingDocuments } from './booking-documents.tsx';
import { PrivacyRightsBox } from './privacy-rights-box.tsx';
import { OptInsBox } from './opt-ins-box.tsx';
import { CancelBox } from './cancel-box.tsx';
import { ChangeTrip } from './lazy-change-trip.tsx';
import { returningChange } from './pending-change.ts';
import { PrecheckinBox } from './precheckin-box.tsx';

/** The standing's colours: held is good news, waiting a caution, cancelled plain. */
const TONE: Record<BookingStanding, string> = {
  paid: 'bg-emerald-100 text-emerald-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  awaitingPayment: 'bg-amber-100 text-amber-900',
  paymentPending: 'bg-amber-100 text-amber-900',
  unconfirmed: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-slate-200 text-slate-800',
  abandoned: 'bg-slate-200 text-slate-800',
};

/** The booking as stored: where it stands, the trip, what was paid and is due, the bill, the pre-check-in and what the renter can do. */
export function BookingDetails({
  booking,
  view,
  found,
  onLeave,
  onChange,
}: {
  booking: MyBooking;
  view: BookingView;
  /** Just found with the form, which is gone now: the keyboard and screen readers go on from the booking. */
  found: boolean;
  onLeave: () => void;
  /** The booking as the server returned it after an action (changed, cancelled, refunded). */
  onChange: (booking: MyBooking) => void;
}) {
  const t = useTranslations('myBooking');
  const locale = useLocale() as Locale;
  const focused = useFocusOnMount<HTMLHeadingElement>();
  const heading = found ? focused : undefined;
  // Back from paying a change's difference on PayPal's or the bank's page: the change reopens.
  const search = useSearchParams();
  const [resume] = useState(() => returningChange(booking.code, search));
  const [changing, setChanging] = useState(resume !== null);
  const [changed, setChanged] = useState(false);
  if (changing)
    return (
      <ChangeTrip
        booking={booking}
        view={view}
        resume={resume}
        onCancel={() => setChanging(false)}
        onChanged={(next) => {
          setChanging(false);
          setChanged(true);
          onChange(next);
        }}
      />
    );
  return (
    <section className="grid gap-6" data-testid="my-booking">
      {/* On paper the page is the booking's voucher (the actions and the site's menus are not printed). */}
      <div className="hidden print:block" data-testid="voucher-note">
        <p className="text-xl font-bold">{t('voucher.title')}</p>
        <p className="mt-1 text-sm">{t('voucher.bring')}</p>
      </div>
      {changed && (
        <Alert tone="success" role="status" data-testid="change-done">
          {t('change.changed')}
        </Alert>
      )}
      <Panel as="div" className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start">
        <div>
          <h2 ref={heading} tabIndex={-1} className="text-sm text-slate-500">
            {t('status')}
          </h2>
          <p
            className={classes(
              TONE[booking.standing],
              'mt-1 inline-block rounded-full px-3 py-1 text-sm font-bold',
            )}
            data-testid="booking-standing"
            data-standing={booking.standing}
          >
            {t(`standing.${booking.standing}`)}
          </p>
          <p className="mt-2 text-slate-700">{t(`standingText.${booking.standing}`)}</p>
          {booking.renter && (
            <p className="mt-2 text-sm text-slate-600">{t('renter', { name: booking.renter })}</p>
          )}
        </div>
        <div className="sm:text-right">
          <p className="text-sm text-slate-500">{t('code')}</p>
          <ConfirmationCode code={booking.code} />
        </div>
      </Panel>
      <div className="grid gap-6 md:grid-cols-2">
        <Panel as="div">
          <PanelTitle className="mb-3">{t('trip')}</PanelTitle>
          <TripRecap trip={booking.trip} view={view} />
        </Panel>
        <BookingPayments booking={booking} />
      </div>
      <div className="grid items-start gap-6 md:grid-cols-2">
        <Bill
          price={booking.bill}
          booking={{
            car: booking.trip.car,
            carModel: booking.trip.carModel,
            reservation_type: booking.reservationType,
          }}
          view={view}
        />
        <div className="grid gap-6">
          {booking.terms && (
            <RentalTermsNote terms={booking.terms} days={booking.trip.days}>
              <DepositStatus standing={booking.deposit} />
            </RentalTermsNote>
          )}
          <PrecheckinBox booking={booking} locale={locale} />
          <BookingActions
            booking={booking}
            onLeave={onLeave}
            onChangeTrip={() => {
              setChanged(false);
              setChanging(true);
            }}
          />
          <CancelBox booking={booking} onChange={onChange} />
          <BookingDocuments booking={booking} />
          <OptInsBox booking={booking} onChange={onChange} />
          <PrivacyRightsBox />
        </div>
      </div>
    </section>
  );
}
