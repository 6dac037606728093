import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@rental/domain/locale';
import type { MenuItem, SiteConfig } from '@/lib/cms';
import { DesktopMenu } from './desktop-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MenuDisclosure } from './menu-disclosure.tsx';
import { siteHref } from './site-link.ts';

function MenuLinks({
  items,
  locale,
  nested = false,
}: {
  items: MenuItem[];
  locale: Locale;
  nested?: boolean;
}) {
  return (
    // Styled by `.site-menu` (globals.css): the menu is on every page twice (desk and phone).
    <ul className={nested ? undefined : 'site-menu'}>
      {items.map((item) => (
        <li
          key={`${item.href}-${item.label}`}
          className={item.children?.length ? 'group relative' : undefined}
          data-submenu={item.children?.length ? '' : undefined}
        >
          <a href={siteHref(item.href, locale)}>{item.label}</a>
          {item.children?.length ? (
            <MenuLinks items={item.children} locale={locale} nested />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export async function SiteHeader({
  site,
  locale,
  logoSrc,
}: {
  site: SiteConfig;
  locale: Locale;
  logoSrc: string;
}) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:static print:border-0">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <a href={localizedPath('/', locale)} className="shrink-0" aria-label={site.siteName}>
          <img src={logoSrc} alt={site.siteName} width={180} height={48} className="h-10 w-auto" />
        </a>
        <DesktopMenu label={t('menu')} className="hidden md:block print:hidden">
          <MenuLinks items={site.content.menu} locale={locale} />
        </DesktopMenu>
        <div className="flex items-center gap-3 print:hidden">
          <LanguageSwitch locale={locale} className="text-brand-accent" />
          <MenuDisclosure
            className="relative md:hidden"
            summary={
              <summary
                className="cursor-pointer list-none rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold"
                data-testid="menu-button"
              >
                {t('menu')}
              </summary>
            }
          >
            <nav
              aria-label={t('menu')}
              className="absolute top-full right-0 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-3 shadow-xl"
              data-testid="mobile-menu"
            >
              <MenuLinks items={site.content.menu} locale={locale} />
            </nav>
          </MenuDisclosure>
        </div>
      </div>
    </header>
  );
}
