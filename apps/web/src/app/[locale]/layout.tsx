import { Suspense } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { BRAND_FALLBACKS } from '@rental/domain/brands';
import { isLocale, LOCALES, type Locale } from '@rental/domain/locale';
import { getSiteConfig } from '@/lib/cms';
import { BRAND } from '@/lib/config/brand';
import type { LocaleLayoutProps } from '@/lib/pages/shell';
import { brandIconMetadata } from '@/lib/pages/metadata';
import { themeStyle } from '@/lib/pages/theme';
import { AppUpdate } from '@/components/app-update';
import { ClientMessages } from '@/components/client-messages';
import { NavigationWatcher } from '@/components/booking/navigation-watcher';
import { LoadingBar } from '@/components/loading-bar';
import { PAGE_CLIENT_NAMESPACES } from '../../../messages/index.ts';
import '../globals.css';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  // Metadata never fails a page: without the CMS the brand's built-in name will do.
  const site = await getSiteConfig(isLocale(locale) ? locale : 'es').catch(() => null);
  const product = `${site?.siteName ?? BRAND_FALLBACKS[BRAND].siteName} Car Rental`;
  return {
    title: { default: product, template: `%s | ${product}` },
    description: site?.content.seoDescription || undefined,
    applicationName: product,
    icons: brandIconMetadata(BRAND),
  };
}

/** The root layout: language, brand theme and messages. Site config failures surface as the fatal 500 of SPEC §8. */
export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const site = await getSiteConfig(locale as Locale);
  return (
    <html lang={locale} style={themeStyle(BRAND, site)} data-brand={BRAND}>
      <body className="min-h-dvh font-sans">
        <ClientMessages namespaces={PAGE_CLIENT_NAMESPACES}>
          {children}
          <Suspense fallback={null}>
            <NavigationWatcher brand={BRAND} />
            <LoadingBar />
          </Suspense>
          <AppUpdate />
        </ClientMessages>
      </body>
    </html>
  );
}
