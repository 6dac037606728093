/* eslint-disable @next/next/no-img-element -- CMS images are SVGs served by /assets */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Markdown from 'react-markdown';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@rental/domain/locale';
import { cms, getInfoPage } from '@/lib/cms';

type Props = { params: Promise<{ locale: string; slug: string }> };

const SLUG = /^[a-z0-9-]{1,120}$/;

async function load(params: Props['params']) {
  const { locale: raw, slug } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'es';
  const page = SLUG.test(slug) ? await getInfoPage(slug, locale) : null;
  return { locale, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await load(params);
  return { title: page?.title ?? 'Pagina no encontrada' };
}

/** SPEC §2 /info/{slug}: an info page from the CMS; an unknown slug is the fatal 404 'Pagina no encontrada'. */
export default async function InfoPageRoute({ params }: Props) {
  const { locale, page } = await load(params);
  setRequestLocale(locale);
  if (!page) notFound();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10" data-slug={page.slug}>
      <h1 className="text-3xl font-bold text-brand-accent">{page.title}</h1>
      {page.pageImage && <img src={cms().assetUrl(page.pageImage)} alt="" width={800} height={400} className="mt-6 w-full rounded-2xl" />}
      <div className="prose-info mt-6 space-y-4 text-slate-700">
        <Markdown>{page.content}</Markdown>
      </div>
    </article>
  );
}
