'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { panamaDay, panamaLocalToUtc, utcToPanamaLocal } from '@rental/domain/panama-time';
import {
  clockDiffersFromPanama,
  lastPickupDay,
  lastReturnDay,
  type BookingLimits,
} from '@rental/domain/reservation/rules';
import type { ReservationDraft } from '@rental/domain/reservation/draft';
import type { BookingView } from '@/lib/booking/view';
import { DateTimeInput } from '../date-field/date-time-input.tsx';
import { useToday } from '../date-field/use-today.ts';
import { Field, inputClass } from '../ui/field.tsx';
import { Panel } from '../ui/panel.tsx';
import type { TripField } from './problem-text.ts';

/** The part of a draft the trip's fields edit (a booking's change of trip edits the same four). */
export type TripDraft = Pick<
  ReservationDraft,
  'pickup_branch' | 'return_branch' | 'pickup_date' | 'return_date'
>;

/** A booking's change on its page: the trip, and the extras and drivers it may change too. */
export type ChangedTrip = TripDraft & Pick<ReservationDraft, 'extras' | 'additional_drivers'>;

/** Places and dates of the booking (the location form of SPEC §3), edited in place; times are Panama's. */
export function TripFields({
  draft,
  branches,
  limits,
  errors,
  onChange,
}: {
  draft: TripDraft;
  branches: BookingView['branches'];
  limits: BookingLimits;
  errors: Partial<Record<TripField, string | null>>;
  onChange: (d: Partial<TripDraft>) => void;
}) {
  const t = useTranslations('booking.trip');
  const tb = useTranslations('booking');
  const [otherZone, setOtherZone] = useState(false);
  useEffect(() => setOtherZone(clockDiffersFromPanama(new Date().getTimezoneOffset())), []);
  const setDate = (field: 'pickup_date' | 'return_date') => (local: string) => {
    const at = panamaLocalToUtc(local);
    if (at) onChange({ [field]: at.toISOString() });
  };
  const today = useToday();
  const pickup = new Date(draft.pickup_date);
  const pickupDay = panamaDay(pickup);
  // The calendars offer no day the brand's horizon or maximum length would refuse.
  // Like `today`, known once the page runs in the browser.
  const lastPickup = today ? lastPickupDay(new Date(), limits) : undefined;
  const options = branches.map((b) => (
    <option key={b.code} value={b.code}>
      {b.name}
    </option>
  ));
  return (
    <Panel title={t('title')} testId="trip">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('pickup')} error={errors.pickup}>
          {(p) => (
            <select
              {...p}
              name="pickup"
              className={inputClass}
              value={draft.pickup_branch ?? ''}
              onChange={(e) =>
                onChange({
                  pickup_branch: e.target.value || null,
                  return_branch: draft.return_branch ?? (e.target.value || null),
                })
              }
            >
              <option value="">{t('choose')}</option>
              {options}
            </select>
          )}
        </Field>
        <Field label={t('dropoff')} error={errors.dropoff}>
          {(p) => (
            <select
              {...p}
              name="dropoff"
              className={inputClass}
              value={draft.return_branch ?? ''}
              onChange={(e) => onChange({ return_branch: e.target.value || null })}
            >
              <option value="">{t('choose')}</option>
              {options}
            </select>
          )}
        </Field>
        <Field label={t('from')} error={errors.from}>
          {(p) => (
            <DateTimeInput
              {...p}
              name="from"
              label={t('from')}
              min={today}
              max={lastPickup}
              className={inputClass}
              value={utcToPanamaLocal(pickup)}
              onChange={setDate('pickup_date')}
            />
          )}
        </Field>
        <Field label={t('to')} error={errors.to}>
          {(p) => (
            <DateTimeInput
              {...p}
              name="to"
              label={t('to')}
              min={pickupDay > today ? pickupDay : today}
              max={lastReturnDay(pickup, limits)}
              className={inputClass}
              value={utcToPanamaLocal(new Date(draft.return_date))}
              onChange={setDate('return_date')}
            />
          )}
        </Field>
      </div>
      <p className="mt-3 text-xs text-slate-500">{t('panamaTime')}</p>
      {otherZone && (
        <p
          className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          role="note"
          data-testid="timezone-warning"
        >
          {tb('timezoneWarning')}
        </p>
      )}
    </Panel>
  );
}
