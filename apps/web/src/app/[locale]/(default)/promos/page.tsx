import { getTranslations } from 'next-intl/server';
import { contentPageMetadata, orNull, pageLocale, type LocaleProps } from '@/lib/site/page';
import { PageHeader } from '@/components/page-header';
import { PromotionGrid } from '@/components/promotions/promotion-grid';
import { PromotionsEmpty } from '@/components/promotions/promotions-empty';
import { getPromotions } from '@/lib/cms';

export const generateMetadata = contentPageMetadata('promos', '/promos');

/** SPEC §2 /promos: the brand's running promotions (the CMS leaves out other brands' and expired ones). */
export default async function PromotionsPage({ params }: LocaleProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'promos' });
  const promotions = await orNull(getPromotions(locale));
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
