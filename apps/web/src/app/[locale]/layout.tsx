import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@rental/domain/locale';
import { BRAND, getSiteConfig } from '@/lib/cms';
import { themeStyle } from '@/lib/site/theme';
import '../globals.css';

// Rendered per request for now; the content-pages issue moves public pages to tagged caches.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const site = await getSiteConfig(isLocale(locale) ? locale : 'es');
  const product = `${site.siteName} Car Rental`;
  return {
    title: { default: product, template: `%s | ${product}` },
    description: site.content.seoDescription || undefined,
    applicationName: product,
  };
}

/** The root layout: language, brand theme and messages. Site config failures surface as the fatal 500 of SPEC §8. */
export default async function LocaleLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const site = await getSiteConfig(locale as Locale);
  return (
    <html lang={locale} style={themeStyle(BRAND, site)} data-brand={BRAND}>
      <body className="min-h-dvh font-sans">
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
