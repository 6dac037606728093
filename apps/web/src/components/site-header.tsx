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

/** The site's header, styled by `.site-header` rules rather than per-element utilities: it is in every page twice (page weight). */
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
    <header className="site-header">
      <a href="#main" className="skip">
        {t('skipToContent')}
      </a>
      <div className="bar">
        <a href={localizedPath('/', locale)} className="logo" aria-label={site.siteName}>
          <img src={logoSrc} alt={site.siteName} width={180} height={48} />
        </a>
        <DesktopMenu label={t('menu')} className="desk">
          <MenuLinks items={site.content.menu} locale={locale} />
        </DesktopMenu>
        <div className="tools">
          <LanguageSwitch locale={locale} />
          <MenuDisclosure
            className="phone"
            summary={<summary data-testid="menu-button">{t('menu')}</summary>}
          >
            <nav aria-label={t('menu')} data-testid="mobile-menu">
              <MenuLinks items={site.content.menu} locale={locale} />
            </nav>
          </MenuDisclosure>
        </div>
      </div>
    </header>
  );
}
