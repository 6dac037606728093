import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, localizedPath, type Locale } from '@rental/domain/locale';
import { rootPageTarget } from '@rental/domain/navigation';
import { CarGrid } from '@/components/car-grid';
import { getFleet, getSiteConfig, type Car } from '@/lib/cms';
import { featuredCars } from '@/lib/site/highlights';

type Props = { params: Promise<{ locale: string }> };

/** SPEC §2 home. The root may redirect to a configured root page (site config rootPage). */
export default async function HomePage({ params }: Props) {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'es';
  setRequestLocale(locale);
  const site = await getSiteConfig(locale);
  const rootTarget = rootPageTarget(site.rootPage, locale);
  if (rootTarget) redirect(rootTarget);
  const t = await getTranslations({ locale, namespace: 'home' });
  const highlights: Car[] = await getFleet(locale).then((cars) => featuredCars(cars)).catch(() => []);
  return (
    <>
      <section className="bg-brand-accent text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-widest text-white/80" data-testid="site-name">{site.siteName}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold leading-tight sm:text-5xl">{site.content.heroTitle || site.siteName}</h1>
          {site.content.heroSubtitle && <p className="mt-4 max-w-2xl text-lg text-white/85">{site.content.heroSubtitle}</p>}
          <a href={localizedPath('/flota', locale)} className="mt-8 inline-block rounded-full bg-brand px-6 py-3 font-semibold text-white shadow-lg hover:opacity-90">
            {t('searchCta')}
          </a>
        </div>
      </section>
      {highlights.length > 0 && (
        <section className="mx-auto max-w-6xl px-4 py-12">
          <div className="mb-6 flex items-end justify-between gap-4">
            <h2 className="text-2xl font-bold text-brand-accent">{t('highlights')}</h2>
            <a href={localizedPath('/flota', locale)} className="font-semibold text-brand hover:underline">{t('seeFleet')}</a>
          </div>
          <CarGrid cars={highlights} locale={locale} />
        </section>
      )}
    </>
  );
}
