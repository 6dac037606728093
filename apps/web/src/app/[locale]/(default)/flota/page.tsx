import type { Metadata } from 'next';
import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@rental/domain/locale';
import { PageHeader } from '@/components/page-header';
import { carCards } from '@/components/fleet/car-grid';
import { FleetBrowser, FleetGrid } from '@/components/fleet/fleet-browser';
import { SearchSummary } from '@/components/search/search-summary';
import { getBranches, getFleet, getSiteConfig, type Car } from '@/lib/cms';
import { pageMetadata } from '@/lib/site/metadata';

type Props = { params: Promise<{ locale: string }> };
const localeOf = async (params: Props['params']): Promise<Locale> => {
  const { locale } = await params;
  return isLocale(locale) ? locale : 'es';
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'fleet' });
  const site = await getSiteConfig(locale).catch(() => null);
  return pageMetadata({ locale, path: '/flota', title: t('title'), description: t('intro'), siteName: site?.siteName ?? '' });
}

/** SPEC §2 /flota: the brand's fleet (allowed classes, priced for the brand), filterable in the URL. */
export default async function FleetPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'fleet' });
  let cars: Car[] | null = null;
  try {
    cars = await getFleet(locale);
  } catch {
    cars = null; // logged by the CMS layer ("Error retrieving cars"); the visitor gets a notice
  }
  const branches = (await getBranches().catch(() => [])).map(({ code, name, isAirport }) => ({ code, name, isAirport }));
  const items = cars ? carCards(cars, locale) : [];
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title={t('title')} intro={t('intro')} />
      <Suspense fallback={null}>
        <SearchSummary branches={branches} />
      </Suspense>
      {cars === null ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">{t('loadError')}</p>
      ) : cars.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <Suspense fallback={<FleetGrid>{items.map((i) => <div key={i.id} className="contents">{i.card}</div>)}</FleetGrid>}>
          <FleetBrowser items={items} />
        </Suspense>
      )}
    </section>
  );
}
