import { useTranslations } from 'next-intl';
import { localizedPath, type Locale } from '@rental/domain/locale';
import type { MyBooking } from '@/lib/my-booking/service';
import { smallButtonClass } from '../ui/button.tsx';
import { classes } from '../ui/classes.ts';
import { Panel, PanelTitle } from '../ui/panel.tsx';

/** How far the renter's pre-check-in went, and the way to it (its code filled in) while it is open. */
export function PrecheckinBox({ booking, locale }: { booking: MyBooking; locale: Locale }) {
  const t = useTranslations('myBooking.precheckin');
  const { progress, open } = booking.precheckin;
  const text = progress === 'none' && !open ? 'closed' : progress;
  return (
    <Panel as="div" testId="booking-precheckin" data-progress={progress}>
      <PanelTitle className="mb-2">{t('title')}</PanelTitle>
      <p className="text-sm text-slate-700">{t(text)}</p>
      {open && (
        <a
          href={`${localizedPath('/precheckin', locale)}?code=${encodeURIComponent(booking.code)}`}
          className={classes(smallButtonClass, 'mt-4 inline-block')}
          data-testid="precheckin-link"
        >
          {progress === 'submitted' ? t('finish') : t('start')}
        </a>
      )}
    </Panel>
  );
}
