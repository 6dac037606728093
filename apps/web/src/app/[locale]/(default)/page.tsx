import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@rental/domain/locale';
import { rootPageTarget } from '@rental/domain/navigation';
import { CarGrid } from '@/components/fleet/car-grid';
import { CtaCard } from '@/components/home/cta-card';
import { HomeSection } from '@/components/home/home-section';
import { JsonLd } from '@/components/json-ld';
import { branchOptions } from '@/components/search/branch-option';
import { LocationForm } from '@/components/search/location-form';
import { PromotionGrid } from '@/components/promotions/promotion-grid';
import {
  cms,
  getBranches,
  getCallsToAction,
  getFleet,
  getPromotions,
  getSiteConfig,
} from '@/lib/cms';
import { BRAND } from '@/lib/config/brand';
import { featuredCars } from '@/components/home/featured-cars';
import { siteOrigin } from '@/lib/config/server';
import { pageMetadata } from '@/lib/pages/metadata';
import { pictureFile } from '@/lib/pages/picture';
import { pageLocale, type LocaleProps } from '@/lib/pages/page';
import { businessJsonLd } from '@/components/home/business-json-ld';
import { fallbackLogo } from '@/lib/pages/theme';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const site = await getSiteConfig(locale).catch(() => null);
  return pageMetadata({
    locale,
    path: '/',
    description: site?.content.seoDescription,
    siteName: site?.siteName ?? '',
  });
}

/** SPEC §2 home: hero with the location form, the copy's sections (calls to action) and fleet highlights. */
export default async function HomePage({ params }: LocaleProps) {
  const locale = await pageLocale(params);
  const site = await getSiteConfig(locale);
  const rootTarget = rootPageTarget(site.rootPage, locale);
  if (rootTarget) redirect(rootTarget);
  const t = await getTranslations({ locale, namespace: 'home' });
  const [branches, ctas, promotions, highlights] = await Promise.all([
    getBranches().catch(() => []),
    getCallsToAction(locale).catch(() => []),
    getPromotions(locale)
      .then((all) => all.slice(0, 3))
      .catch(() => []),
    getFleet(locale)
      .then((cars) => featuredCars(cars))
      .catch(() => []),
  ]);
  const logo = `${siteOrigin()}${site.logo ? cms().assetUrl(site.logo) : fallbackLogo(BRAND)}`;
  return (
    <>
      <JsonLd data={businessJsonLd(site, `${siteOrigin()}${localizedPath('/', locale)}`, logo)} />
      <section className="bg-brand-accent text-white" id="search">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1fr_28rem]">
          <div>
            <p
              className="text-sm font-semibold tracking-widest text-white/80 uppercase"
              data-testid="site-name"
            >
              {site.siteName}
            </p>
            <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-extrabold sm:text-5xl">
              {site.content.heroTitle || site.siteName}
            </h1>
            {site.content.heroSubtitle && (
              <p className="mt-4 max-w-2xl text-lg text-white/85">{site.content.heroSubtitle}</p>
            )}
            <a
              href={localizedPath('/flota', locale)}
              className="mt-6 inline-block font-semibold text-white underline underline-offset-4"
            >
              {t('seeFleet')}
            </a>
          </div>
          <LocationForm branches={branchOptions(branches)} limits={site.bookingLimits} />
        </div>
      </section>
      {ctas.length > 0 && (
        <HomeSection id="services" title={t('services')}>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {ctas.map((cta) => (
              <CtaCard
                key={cta.id}
                cta={cta}
                locale={locale}
                picture={pictureFile(cta.image, cta.imageType)}
              />
            ))}
          </div>
        </HomeSection>
      )}
      {promotions.length > 0 && (
        <HomeSection
          id="promos"
          title={t('promos')}
          more={{ href: localizedPath('/promos', locale), label: t('seePromos') }}
          tinted
        >
          <PromotionGrid promotions={promotions} locale={locale} />
        </HomeSection>
      )}
      {highlights.length > 0 && (
        <HomeSection
          id="highlights"
          title={t('highlights')}
          more={{ href: localizedPath('/flota', locale), label: t('seeFleet') }}
        >
          <CarGrid cars={highlights} locale={locale} />
        </HomeSection>
      )}
    </>
  );
}
