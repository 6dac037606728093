import { getTranslations } from 'next-intl/server';
import type { Locale } from '@rental/domain/locale';
import type { WeeklyHours } from '@/lib/cms';
import { HoursTable, hoursLabels } from './hours-table.tsx';

/** The week's opening hours of a branch page (server). */
export async function BranchHours({ hours, locale }: { hours: WeeklyHours; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'branches' });
  return <HoursTable hours={hours} labels={hoursLabels((key) => t(key as 'hours'))} />;
}
