import { getTranslations } from 'next-intl/server';
import { contentPageMetadata, orNull, pageLocale, type LocaleProps } from '@/lib/pages/page';
import { JobIndex } from '@/components/jobs/job-index';
import { JobOfferArticle } from '@/components/jobs/job-offer-article';
import { JobsEmpty } from '@/components/jobs/jobs-empty';
import { CmsList } from '@/components/cms-list';
import { PageHeader } from '@/components/page-header';
import { getJobOffers, getSiteConfig } from '@/lib/cms';

export const generateMetadata = contentPageMetadata('jobs', '/jobs');

/** SPEC §2 /jobs: the published openings that have not closed, each with how to apply. */
export default async function JobsPage({ params }: LocaleProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'jobs' });
  const offers = await orNull(getJobOffers(locale));
  // An offer without its own address is applied for through the brand's contact email.
  const fallbackEmail = offers?.some((o) => !o.applyEmail)
    ? await getSiteConfig(locale).then(
        (s) => s.contact.email,
        () => null,
      )
    : null;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" data-page="jobs">
      <PageHeader title={t('title')} intro={t('intro')} />
      <CmsList items={offers} loadError={t('loadError')} empty={<JobsEmpty locale={locale} />}>
        {(items) => (
          <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
            <JobIndex offers={items} locale={locale} />
            <div className="space-y-8">
              {items.map((offer) => (
                <JobOfferArticle
                  key={offer.id}
                  offer={offer}
                  locale={locale}
                  fallbackEmail={fallbackEmail}
                />
              ))}
            </div>
          </div>
        )}
      </CmsList>
    </section>
  );
}
