import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@rental/domain/locale';

type PageKey = 'jobs' | 'promos' | 'branches' | 'reservation' | 'checkout' | 'reservationThanks' | 'precheckin' | 'precheckinVerify' | 'precheckinCheckout' | 'precheckinThanks' | 'precheckinPreferences';
type Params = { params: Promise<{ locale: string }> };

const localeOf = async (params: Params['params']): Promise<Locale> => {
  const { locale } = await params;
  return isLocale(locale) ? locale : 'es';
};

/**
 * A route that exists (SPEC §2) but whose content a later issue builds: its title and a
 * short notice, in the visitor's language. One factory instead of eleven copies.
 */
export function placeholderPage(key: PageKey) {
  async function generateMetadata({ params }: Params): Promise<Metadata> {
    const t = await getTranslations({ locale: await localeOf(params), namespace: 'pages' });
    return { title: t(key) };
  }
  async function Page({ params }: Params) {
    const locale = await localeOf(params);
    setRequestLocale(locale);
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
