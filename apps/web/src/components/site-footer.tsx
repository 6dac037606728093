import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@rental/domain/locale';
import { whatsappHref } from '@rental/domain/contact';
import { termsPath } from '@rental/domain/navigation';
import { getInfoSlugs, type SiteConfig } from '@/lib/cms';
import { currentYear } from '@/lib/site/year';
import { LanguageSwitch } from './language-switch.tsx';

export async function SiteFooter({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const { contact } = site;
  const terms = termsPath((await getInfoSlugs().catch(() => [])).map((p) => p.slug));
  return (
    <footer className="mt-16 bg-brand-accent text-white print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-xl font-bold">{site.siteName}</p>
          <p className="mt-2 max-w-prose text-sm text-white/85" data-testid="footer-description">
            {site.content.footerDescription}
          </p>
        </div>
        <div>
          <h2 className="font-semibold">{t('bookings')}</h2>
          <ul className="mt-2 space-y-1 text-sm text-white/85">
            <li>
              <a
                className="underline"
                href={localizedPath('/mi-reserva', locale)}
                data-testid="footer-my-booking"
              >
                {t('myBooking')}
              </a>
            </li>
            {site.precheckinEnabled && (
              <li>
                <a className="underline" href={localizedPath('/precheckin', locale)}>
                  {nav('precheckin')}
                </a>
              </li>
            )}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold">{t('contact')}</h2>
          <ul className="mt-2 space-y-1 text-sm text-white/85">
            {contact.phone && (
              <li>
                {t('phone')}:{' '}
                <a className="underline" href={`tel:${contact.phone.replace(/\s/g, '')}`}>
                  {contact.phone}
                </a>
              </li>
            )}
            {contact.email && (
              <li>
                {t('email')}:{' '}
                <a className="underline" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              </li>
            )}
            {contact.whatsapp && (
              <li>
                {t('whatsapp')}: <WhatsappNumber number={contact.whatsapp} />
              </li>
            )}
            {contact.assistancePhone && (
              <li>
                {t('assistance')}:{' '}
                <a className="underline" href={`tel:${contact.assistancePhone.replace(/\s/g, '')}`}>
                  {contact.assistancePhone}
                </a>
              </li>
            )}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold">{t('legal')}</h2>
          <ul className="mt-2 space-y-1 text-sm text-white/85">
            <li>
              <a className="underline" href={localizedPath(terms, locale)}>
                {t('terms')}
              </a>
            </li>
            <li>
              <a className="underline" href={localizedPath('/info/privacidad', locale)}>
                {t('privacy')}
              </a>
            </li>
            <li>
              <a className="underline" href={localizedPath('/jobs', locale)}>
                {nav('jobs')}
              </a>
            </li>
          </ul>
          <div className="mt-4">
            <LanguageSwitch locale={locale} />
          </div>
        </div>
      </div>
      <p className="border-t border-white/15 py-4 text-center text-xs text-white/70">
        © {await currentYear()} {site.siteName} Car Rental. {t('rights')}
      </p>
    </footer>
  );
}

/** The WhatsApp number opens a chat (wa.me), in the app on a phone; plain text if it is no number. */
function WhatsappNumber({ number }: { number: string }) {
  const href = whatsappHref(number);
  return href ? (
    <a className="underline" href={href} data-testid="whatsapp-link">
      {number}
    </a>
  ) : (
    <>{number}</>
  );
}
