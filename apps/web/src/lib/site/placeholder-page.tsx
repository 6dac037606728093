import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleProps } from './page.ts';

type PageKey = 'precheckin' | 'precheckinVerify' | 'precheckinCheckout' | 'precheckinThanks' | 'precheckinPreferences';

/**
 * A route that exists (SPEC §2) but whose content a later issue builds: its title and a
 * short notice, in the visitor's language. One factory instead of a copy per page.
 */
export function placeholderPage(key: PageKey) {
  async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
    const t = await getTranslations({ locale: await pageLocale(params), namespace: 'pages' });
    return { title: t(key) };
  }
  async function Page({ params }: LocaleProps) {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: 'pages' });
    return (
      <section className="mx-auto max-w-4xl px-4 py-12" data-page={key}>
        <h1 className="text-3xl font-bold text-brand-accent">{t(key)}</h1>
        <p className="mt-4 text-slate-600">{t('comingSoon')}</p>
      </section>
    );
  }
  return { Page, generateMetadata };
}
