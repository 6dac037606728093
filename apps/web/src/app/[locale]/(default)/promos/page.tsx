import { getTranslations } from 'next-intl/server';
import { contentPageMetadata, orNull, pageLocale, type LocaleProps } from '@/lib/pages/page';
import { CmsList } from '@/components/cms-list';
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
      <CmsList
        items={promotions}
        loadError={t('loadError')}
        empty={<PromotionsEmpty locale={locale} />}
      >
        {(items) => <PromotionGrid promotions={items} locale={locale} />}
      </CmsList>
    </section>
  );
}
