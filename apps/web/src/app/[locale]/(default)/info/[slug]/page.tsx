import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Markdown from 'react-markdown';
import { localizedLinks } from '@/components/markdown-links';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@rental/domain/locale';
import { plainTextExcerpt } from '@rental/domain/text';
import { INFO_SLUG } from '@rental/domain/routes';
import { PageUnavailable } from '@/components/page-unavailable';
import { CorporateForm } from '@/components/corporate/lazy-corporate-form';
import { ClientMessages } from '@/components/client-messages';
import { CORPORATE_CLIENT_NAMESPACES } from '../../../../../../messages/index.ts';
import { cms, getInfoPage, getInfoSlugs, getSiteConfig, type InfoPage } from '@/lib/cms';
import { pageMetadata } from '@/lib/pages/metadata';
import { pictureFile } from '@/lib/pages/picture';
import { CmsPicture } from '@/components/ui/cms-picture';
import { pageLocale } from '@/lib/pages/page';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** Known pages are prerendered; one added in Studio later renders on its first request. */
export async function generateStaticParams() {
  const slugs = await getInfoSlugs();
  return slugs.map(({ slug }) => ({ slug }));
}

/** The page, null when it does not exist, or 'unavailable' when the CMS cannot be asked (and nothing is cached). */
async function load(
  params: Props['params'],
): Promise<{ locale: Locale; page: InfoPage | null | 'unavailable' }> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  if (!INFO_SLUG.test(slug)) return { locale, page: null };
  try {
    return { locale, page: await getInfoPage(slug, locale) };
  } catch {
    return { locale, page: 'unavailable' };
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await load(params);
  if (page && page !== 'unavailable') {
    const site = await getSiteConfig(locale).catch(() => null);
    const description = plainTextExcerpt(page.content);
    return pageMetadata({
      locale,
      path: `/info/${page.slug}`,
      title: page.title,
      description,
      siteName: site?.siteName ?? '',
      image: page.pageImage ? cms().assetUrl(page.pageImage) : null,
    });
  }
  const t = await getTranslations({ locale, namespace: 'pages' });
  return { title: page ? t('unavailable') : 'Pagina no encontrada' };
}

/** SPEC §2 /info/{slug}: an info page from the CMS; an unknown slug is the fatal 404 'Pagina no encontrada'. */
export default async function InfoPageRoute({ params }: Props) {
  const { locale, page } = await load(params);
  if (!page) notFound();
  if (page === 'unavailable') return <PageUnavailable locale={locale} />;
  const picture = pictureFile(page.pageImage, page.pageImageType);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10" data-slug={page.slug}>
      <h1 className="text-3xl font-bold text-brand-accent">{page.title}</h1>
      {picture && (
        <CmsPicture
          {...picture}
          // The article's column: max-w-3xl less its padding, the phone's width less 2rem.
          sizes="(min-width: 800px) 736px, calc(100vw - 2rem)"
          alt=""
          width={800}
          height={400}
          eager
          className="mt-6 w-full rounded-2xl"
        />
      )}
      <div className="prose-info mt-6 space-y-4 text-slate-700">
        <Markdown components={localizedLinks(locale)}>{page.content}</Markdown>
      </div>
      {page.showCorporateForm && (
        <ClientMessages namespaces={CORPORATE_CLIENT_NAMESPACES}>
          <CorporateForm page={page.slug} locale={locale} />
        </ClientMessages>
      )}
    </article>
  );
}
