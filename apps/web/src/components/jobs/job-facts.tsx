import { getTranslations } from 'next-intl/server';
import { formatPanamaDateOrNull } from '@rental/domain/dates';
import type { Locale } from '@rental/domain/locale';
import type { JobOffer } from '@/lib/cms';

/** Where, which schedule, and until when applications are taken. */
export async function JobFacts({ offer, locale }: { offer: JobOffer; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'jobs' });
  const closes = formatPanamaDateOrNull(offer.closesAt, locale);
  const type = t.has(`types.${offer.employmentType}`)
    ? t(`types.${offer.employmentType}`)
    : offer.employmentType;
  const facts: [string, string, string][] = [
    ['location', t('location'), offer.location],
    ['type', t('employmentType'), type],
  ];
  if (closes) facts.push(['closes', t('closesAt'), closes]);
  return (
    <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-3">
      {facts
        .filter(([, , value]) => value)
        .map(([key, label, value]) => (
          <div key={key} data-testid={`job-${key}`}>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {label}
            </dt>
            <dd className="mt-0.5 font-medium text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
