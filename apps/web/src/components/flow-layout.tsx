import { localizedPath, type Locale } from '@rental/domain/locale';
import type { LayoutName } from '@rental/domain/routes';
import type { SiteConfig } from '@/lib/cms';
import { layoutContext, type LocaleLayoutProps } from '@/lib/pages/shell';
import { LanguageSwitch } from './language-switch.tsx';

/** The flows' focused layout (SPEC §2): a slim header without the menu, so nothing pulls the visitor out. */
function FlowLayout({
  name,
  site,
  locale,
  logoSrc,
  children,
}: {
  name: Exclude<LayoutName, 'default'>;
  site: SiteConfig;
  locale: Locale;
  logoSrc: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-reservation" data-layout={name}>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-3">
          <a href={localizedPath('/', locale)} aria-label={site.siteName}>
            <img src={logoSrc} alt={site.siteName} width={160} height={43} className="h-9 w-auto" />
          </a>
          <LanguageSwitch locale={locale} />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
        {children}
      </main>
    </div>
  );
}

/** The route layout of one focused flow (a route group's layout.tsx: `export default flowLayout('thanks')`). */
export function flowLayout(name: Exclude<LayoutName, 'default'>) {
  return async function Layout({ children, params }: LocaleLayoutProps) {
    const ctx = await layoutContext(params);
    return (
      <FlowLayout name={name} {...ctx}>
        {children}
      </FlowLayout>
    );
  };
}
