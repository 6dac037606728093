import { getTranslations } from 'next-intl/server';
import type { Locale } from '@rental/domain/locale';
import type { JobOffer } from '@/lib/cms';
import { jobAnchor } from './job-anchor.ts';

/** The openings at a glance, each a link to its offer further down the page. */
export async function JobIndex({ offers, locale }: { offers: JobOffer[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'jobs' });
  return (
    <nav aria-label={t('indexLabel')} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24" data-testid="job-index">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t('openings', { count: offers.length })}</h2>
      <ul className="mt-3 space-y-1">
        {offers.map((offer) => (
          <li key={offer.id}>
            <a href={`#${jobAnchor(offer)}`} className="block rounded-lg px-2 py-1.5 font-medium text-brand-accent hover:bg-slate-100 hover:underline">
              {offer.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
