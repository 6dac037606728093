import { getTranslations } from 'next-intl/server';
import { isOpenAllDay, WEEKDAYS } from '@rental/domain/hours';
import type { Locale } from '@rental/domain/locale';
import type { WeeklyHours } from '@/lib/cms';

/** The week's opening hours, Monday to Sunday, in Panama time. */
export async function BranchHours({ hours, locale }: { hours: WeeklyHours; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'branches' });
  return (
    <table className="w-full text-sm" data-testid="branch-hours">
      <caption className="mb-1 text-left font-semibold text-slate-900">
        {t('hours')} <span className="font-normal text-slate-600">({t('panamaTime')})</span>
      </caption>
      <tbody>
        {WEEKDAYS.map((day) => {
          const intervals = hours[day] ?? [];
          const text = intervals.length === 0 ? t('closed') : isOpenAllDay(intervals) ? t('openAllDay') : intervals.map(([open, close]) => `${open} – ${close}`).join(', ');
          return (
            <tr key={day} className="border-t border-slate-100 first:border-t-0" data-day={day}>
              <th scope="row" className="py-1 pr-3 text-left font-normal text-slate-600">
                {t(`days.${day}`)}
              </th>
              <td className={`py-1 text-right tabular-nums ${intervals.length === 0 ? 'text-slate-600' : 'font-medium text-slate-900'}`}>{text}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
