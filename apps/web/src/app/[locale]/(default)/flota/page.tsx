import { Suspense } from 'react';
import { contentPageMetadata, orNull, pageLocale, type LocaleProps } from '@/lib/site/page';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/page-header';
import { carCards } from '@/components/fleet/car-grid';
import { FleetBrowser, FleetGrid } from '@/components/fleet/fleet-browser';
import { SearchSummary } from '@/components/search/search-summary';
import { getBranches, getFleet } from '@/lib/cms';

export const generateMetadata = contentPageMetadata('fleet', '/flota', { description: 'intro' });

/** SPEC §2 /flota: the brand's fleet (allowed classes, priced for the brand), filterable in the URL. */
export default async function FleetPage({ params }: LocaleProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'fleet' });
  const cars = await orNull(getFleet(locale));
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
