import { getTranslations } from 'next-intl/server';
import { contentPageMetadata, orNull, pageLocale, type LocaleProps } from '@/lib/pages/page';
import { BranchCard } from '@/components/branches/branch-card';
import { BranchesJsonLd } from '@/components/branches/branches-json-ld';
import { CmsList } from '@/components/cms-list';
import { PageHeader } from '@/components/page-header';
import { getBranches } from '@/lib/cms';

export const generateMetadata = contentPageMetadata('branches', '/sucursales');

/** SPEC §2 /sucursales: every branch with its address, phone, hours (Panama time) and directions. */
export default async function BranchesPage({ params }: LocaleProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'branches' });
  const branches = await orNull(getBranches());
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" data-page="branches">
      <PageHeader title={t('title')} intro={t('intro')} />
      <CmsList
        items={branches}
        loadError={t('loadError')}
        empty={<p className="text-slate-600">{t('empty')}</p>}
      >
        {(items) => (
          <>
            <ul
              role="list"
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              data-testid="branch-list"
            >
              {items.map((branch) => (
                <li key={branch.id}>
                  <BranchCard branch={branch} locale={locale} />
                </li>
              ))}
            </ul>
            <BranchesJsonLd branches={items} />
          </>
        )}
      </CmsList>
    </section>
  );
}
