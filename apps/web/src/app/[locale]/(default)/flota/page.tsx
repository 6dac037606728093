import { contentPageMetadata, orNull, pageLocale, type LocaleProps } from '@/lib/pages/page';
import { getTranslations } from 'next-intl/server';
import { CmsList } from '@/components/cms-list';
import { PageHeader } from '@/components/page-header';
import { carCardLabels, carCards, termsLine } from '@/components/fleet/car-card-data';
import { FleetBrowser } from '@/components/fleet/fleet-browser';
import { fleetLabels } from '@/components/fleet/fleet-labels';
import { toFleetRow } from '@/components/fleet/fleet-rows';
import { branchOptions } from '@/components/search/branch-option';
import { SearchSummary } from '@/components/search/search-summary';
import { getBranches, getFleet, getSiteConfig } from '@/lib/cms';

/** The fleet's first row on a wide screen: its pictures are the page's largest paint. */
const EAGER_IMAGES = 4;

export const generateMetadata = contentPageMetadata('fleet', '/flota', { description: 'intro' });

/** SPEC §2 /flota: the brand's fleet (allowed classes, priced for the brand), filterable in the URL. */
export default async function FleetPage({ params }: LocaleProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'fleet' });
  const cars = await orNull(getFleet(locale));
  const cards = cars === null ? null : await carCards(cars, locale, { eagerImages: EAGER_IMAGES });
  const cardLabels = await carCardLabels(locale, cars ?? []);
  const branches = branchOptions(await getBranches().catch(() => []));
  const site = await getSiteConfig(locale).catch(() => null);
  const defaultTerms = site?.rentalTerms.find((r) => r.carClass === '') ?? null;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title={t('title')} intro={t('intro')} />
      <SearchSummary branches={branches} />
      {defaultTerms && (
        <p className="mb-4 text-sm text-slate-600" data-testid="fleet-terms">
          {t('terms.legend', { terms: termsLine(defaultTerms, locale, t) })}
        </p>
      )}
      <CmsList
        items={
          cars === null || cards === null
            ? null
            : cars.map(({ type, specs: { transmission, gas, passengers } }, i) => ({
                card: cards[i],
                filter: { type, specs: { transmission, gas, passengers } },
              }))
        }
        loadError={t('loadError')}
        empty={<p>{t('empty')}</p>}
      >
        {(items) => (
          // Prerendered with every car; the browser applies the URL's filters (use-location-search.ts).
          <FleetBrowser
            rows={items.map(toFleetRow)}
            eagerImages={EAGER_IMAGES}
            cardLabels={cardLabels}
            labels={fleetLabels((key, values) => t(key, values), cars ?? [])}
          />
        )}
      </CmsList>
    </section>
  );
}
