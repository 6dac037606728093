import { getTranslations } from 'next-intl/server';
import type { Locale } from '@rental/domain/locale';
import type { JobOffer } from '@/lib/cms';
import { jobAnchor } from './job-anchor.ts';
import { Panel } from '../ui/panel.tsx';

/** The openings at a glance, each a link to its offer further down the page. */
export async function JobIndex({ offers, locale }: { offers: JobOffer[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'jobs' });
  return (
    <Panel as="nav" aria-label={t('indexLabel')} className="lg:sticky lg:top-24" testId="job-index">
      <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t('openings', { count: offers.length })}
      </h2>
      <ul className="mt-3 space-y-1">
        {offers.map((offer) => (
          <li key={offer.id}>
            <a
              href={`#${jobAnchor(offer)}`}
              className="block rounded-lg px-2 py-1.5 font-medium text-brand-accent hover:bg-slate-100 hover:underline"
            >
              {offer.title}
            </a>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
