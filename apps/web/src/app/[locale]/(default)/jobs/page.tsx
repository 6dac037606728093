import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@rental/domain/locale';
import { JobIndex } from '@/components/jobs/job-index';
import { JobOfferArticle } from '@/components/jobs/job-offer-article';
import { JobsEmpty } from '@/components/jobs/jobs-empty';
import { PageHeader } from '@/components/page-header';
import { getJobOffers, getSiteConfig, type JobOffer } from '@/lib/cms';
import { pageMetadata } from '@/lib/site/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'es';
  const t = await getTranslations({ locale, namespace: 'jobs' });
  const site = await getSiteConfig(locale).catch(() => null);
  return pageMetadata({ locale, path: '/jobs', title: t('title'), description: t('metaDescription'), siteName: site?.siteName ?? '' });
}

/** SPEC §2 /jobs: the published openings that have not closed, each with how to apply. */
export default async function JobsPage({ params }: Props) {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'es';
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'jobs' });
  let offers: JobOffer[] | null;
  try {
    offers = await getJobOffers(locale);
  } catch {
    offers = null; // the CMS is down and nothing is cached: the visitor gets a notice
  }
  // An offer without its own address is applied for through the brand's contact email.
  const fallbackEmail = offers?.some((o) => !o.applyEmail) ? await getSiteConfig(locale).then((s) => s.contact.email, () => null) : null;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" data-page="jobs">
      <PageHeader title={t('title')} intro={t('intro')} />
      {offers === null ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
          {t('loadError')}
        </p>
      ) : offers.length === 0 ? (
        <JobsEmpty locale={locale} />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
          <JobIndex offers={offers} locale={locale} />
          <div className="space-y-8">
            {offers.map((offer) => (
              <JobOfferArticle key={offer.id} offer={offer} locale={locale} fallbackEmail={fallbackEmail} />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
