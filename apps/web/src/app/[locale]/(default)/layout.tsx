import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { layoutContext, type LocaleLayoutProps } from '@/lib/pages/shell';

/** SPEC §2 "default" layout: header with the menu, content, footer. */
export default async function DefaultLayout({ children, params }: LocaleLayoutProps) {
  const { locale, site, logoSrc } = await layoutContext(params);
  return (
    <div className="flex min-h-dvh flex-col" data-layout="default">
      <SiteHeader site={site} locale={locale} logoSrc={logoSrc} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter site={site} locale={locale} />
    </div>
  );
}
