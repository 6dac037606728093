import { isOpenAllDay, WEEKDAYS, type Weekday, type WeeklyHours } from '@rental/domain/hours';

export interface HoursLabels {
  caption: string;
  panamaTime: string;
  closed: string;
  openAllDay: string;
  days: Record<Weekday, string>;
}

/** The week's opening hours, Monday to Sunday, in Panama time. Labels come in, so server and browser pages share it. */
export function HoursTable({ hours, labels }: { hours: WeeklyHours; labels: HoursLabels }) {
  return (
    <table className="w-full text-sm" data-testid="branch-hours">
      <caption className="mb-1 text-left font-semibold text-slate-900">
        {labels.caption} <span className="font-normal text-slate-600">({labels.panamaTime})</span>
      </caption>
      <tbody>
        {WEEKDAYS.map((day) => {
          const intervals = hours[day] ?? [];
          const text =
            intervals.length === 0
              ? labels.closed
              : isOpenAllDay(intervals)
                ? labels.openAllDay
                : intervals.map(([open, close]) => `${open} – ${close}`).join(', ');
          return (
            <tr key={day} className="border-t border-slate-100 first:border-t-0" data-day={day}>
              <th scope="row" className="py-1 pr-3 text-left font-normal text-slate-600">
                {labels.days[day]}
              </th>
              <td
                className={`py-1 text-right tabular-nums ${intervals.length === 0 ? 'text-slate-600' : 'font-medium text-slate-900'}`}
              >
                {text}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The labels from the `branches` catalogue namespace (server getTranslations or browser useTranslations). */
export function hoursLabels(t: (key: string) => string): HoursLabels {
  return {
    caption: t('hours'),
    panamaTime: t('panamaTime'),
    closed: t('closed'),
    openAllDay: t('openAllDay'),
    days: Object.fromEntries(WEEKDAYS.map((d) => [d, t(`days.${d}`)])) as Record<Weekday, string>,
  };
}
