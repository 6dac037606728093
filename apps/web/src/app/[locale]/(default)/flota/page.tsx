import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@rental/domain/locale';
import { CarGrid } from '@/components/car-grid';
import { getFleet, type Car } from '@/lib/cms';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'es', namespace: 'fleet' });
  return { title: t('title') };
}

/** SPEC §2 /flota: the brand's fleet (allowed classes, priced for the brand, cheapest first). */
export default async function FleetPage({ params }: Props) {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'es';
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'fleet' });
  let cars: Car[] | null = null;
  try {
    cars = await getFleet(locale);
  } catch {
    cars = null; // logged by the CMS layer ("Error retrieving cars"); the visitor gets a notice
  }
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-accent">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>
      <div className="mt-8">
        {cars === null ? (
          <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">{t('loadError')}</p>
        ) : cars.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <CarGrid cars={cars} locale={locale} />
        )}
      </div>
    </section>
  );
}
