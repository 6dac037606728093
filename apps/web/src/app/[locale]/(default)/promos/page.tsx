import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@rental/domain/locale';
import { PageHeader } from '@/components/page-header';
import { PromotionGrid } from '@/components/promotions/promotion-grid';
import { PromotionsEmpty } from '@/components/promotions/promotions-empty';
import { getPromotions, getSiteConfig, type Promotion } from '@/lib/cms';
import { pageMetadata } from '@/lib/site/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'es';
  const t = await getTranslations({ locale, namespace: 'promos' });
  const site = await getSiteConfig(locale).catch(() => null);
  return pageMetadata({ locale, path: '/promos', title: t('title'), description: t('metaDescription'), siteName: site?.siteName ?? '' });
}

/** SPEC §2 /promos: the brand's running promotions (the CMS leaves out other brands' and expired ones). */
export default async function PromotionsPage({ params }: Props) {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'es';
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'promos' });
  let promotions: Promotion[] | null;
  try {
    promotions = await getPromotions(locale);
  } catch {
    promotions = null; // the CMS is down and nothing is cached: the visitor gets a notice
  }
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" data-page="promos">
      <PageHeader title={t('title')} intro={t('intro')} />
      {promotions === null ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
          {t('loadError')}
        </p>
      ) : promotions.length === 0 ? (
        <PromotionsEmpty locale={locale} />
      ) : (
        <PromotionGrid promotions={promotions} locale={locale} />
      )}
    </section>
  );
}
