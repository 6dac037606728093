import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@rental/domain/locale';
import { BranchCard } from '@/components/branches/branch-card';
import { BranchesJsonLd } from '@/components/branches/branches-json-ld';
import { PageHeader } from '@/components/page-header';
import { getBranches, getSiteConfig, type Branch } from '@/lib/cms';
import { pageMetadata } from '@/lib/site/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'es';
  const t = await getTranslations({ locale, namespace: 'branches' });
  const site = await getSiteConfig(locale).catch(() => null);
  return pageMetadata({ locale, path: '/sucursales', title: t('title'), description: t('metaDescription'), siteName: site?.siteName ?? '' });
}

/** SPEC §2 /sucursales: every branch with its address, phone, hours (Panama time) and directions. */
export default async function BranchesPage({ params }: Props) {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'es';
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'branches' });
  let branches: Branch[] | null = null;
  try {
    branches = await getBranches();
  } catch {
    branches = null; // the visitor gets a notice instead of a failed page
  }
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" data-page="branches">
      <PageHeader title={t('title')} intro={t('intro')} />
      {branches === null ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">{t('loadError')}</p>
      ) : branches.length === 0 ? (
        <p className="text-slate-600">{t('empty')}</p>
      ) : (
        <>
          <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="branch-list">
            {branches.map((branch) => (
              <li key={branch.id}>
                <BranchCard branch={branch} locale={locale} />
              </li>
            ))}
          </ul>
          <BranchesJsonLd branches={branches} />
        </>
      )}
    </section>
  );
}
