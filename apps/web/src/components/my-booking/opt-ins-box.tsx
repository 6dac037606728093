'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import type { OptIns } from '@rental/domain/privacy';
import { changeBookingOptIns } from '@/lib/my-booking/actions';
import type { MyBooking, MyBookingResult } from '@/lib/my-booking/service';
import { OutcomeAlert } from '../ui/alert.tsx';
import { secondaryButtonClass } from '../ui/button.tsx';
import { classes } from '../ui/classes.ts';
import { Panel, PanelTitle } from '../ui/panel.tsx';

/** The messages the renter chose, changed as easily as they were given (Law 81). */
export function OptInsBox({
  booking,
  onChange,
}: {
  booking: MyBooking;
  onChange: (booking: MyBooking) => void;
}) {
  const t = useTranslations('myBooking.optIns');
  const [chosen, setChosen] = useState<OptIns>(booking.optIns);
  const [outcome, setOutcome] = useState<boolean | null>(null);
  const [pending, start] = useTransition();
  const save = () =>
    start(async () => {
      const r = await changeBookingOptIns(chosen).catch((): MyBookingResult => ({
        ok: false,
        problem: 'processing',
      }));
      setOutcome(r.ok);
      if (r.ok) onChange(r.booking);
    });
  const unchanged =
    chosen.marketing === booking.optIns.marketing && chosen.whatsapp === booking.optIns.whatsapp;
  return (
    <Panel as="div" testId="opt-ins" className="print:hidden">
      <PanelTitle className="mb-3">{t('title')}</PanelTitle>
      <div className="grid gap-2 text-sm">
        {(['marketing', 'whatsapp'] as const).map((name) => (
          <label key={name} className="flex items-start gap-3">
            <input
              type="checkbox"
              name={name}
              checked={chosen[name]}
              onChange={(e) => {
                setOutcome(null);
                setChosen((was) => ({ ...was, [name]: e.target.checked }));
              }}
              className="mt-0.5 size-4 accent-[var(--brand-primary)]"
            />
            <span>{t(name)}</span>
          </label>
        ))}
      </div>
      <button
        type="button"
        onClick={save}
        disabled={pending || unchanged}
        className={classes(secondaryButtonClass, 'mt-3 disabled:opacity-60')}
        data-testid="opt-ins-save"
      >
        {t('save')}
      </button>
      {outcome !== null && (
        <OutcomeAlert ok={outcome} className="mt-3" data-testid="opt-ins-result">
          {t(outcome ? 'saved' : 'failed')}
        </OutcomeAlert>
      )}
    </Panel>
  );
}
