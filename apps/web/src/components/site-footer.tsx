import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@rental/domain/locale';
import { whatsappHref } from '@rental/domain/contact';
import { termsPath } from '@rental/domain/navigation';
import { getInfoSlugs, type SiteConfig } from '@/lib/cms';
import { currentYear } from '@/components/footer-year';
import { LanguageSwitch } from './language-switch.tsx';

/**
 * The site's footer: about, bookings, contact and legal links. Styled by the `.site-footer`
 * rules of globals.css, as the header is (site-header.tsx says why).
 */
export async function SiteFooter({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const { contact } = site;
  const terms = termsPath((await getInfoSlugs().catch(() => [])).map((p) => p.slug));
  return (
    <footer className="site-footer">
      <div className="columns">
        <div className="about">
          <p className="name">{site.siteName}</p>
          <p data-testid="footer-description">{site.content.footerDescription}</p>
        </div>
        <div>
          <h2>{t('bookings')}</h2>
          <ul>
            <li>
              <a href={localizedPath('/mi-reserva', locale)} data-testid="footer-my-booking">
                {t('myBooking')}
              </a>
            </li>
            {site.precheckinEnabled && (
              <li>
                <a href={localizedPath('/precheckin', locale)}>{nav('precheckin')}</a>
              </li>
            )}
          </ul>
        </div>
        <div>
          <h2>{t('contact')}</h2>
          <ul>
            {contact.phone && (
              <li>
                {t('phone')}:{' '}
                <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
              </li>
            )}
            {contact.email && (
              <li>
                {t('email')}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
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
                <a href={`tel:${contact.assistancePhone.replace(/\s/g, '')}`}>
                  {contact.assistancePhone}
                </a>
              </li>
            )}
          </ul>
        </div>
        <div>
          <h2>{t('legal')}</h2>
          <ul>
            <li>
              <a href={localizedPath(terms, locale)}>{t('terms')}</a>
            </li>
            <li>
              <a href={localizedPath('/info/privacidad', locale)}>{t('privacy')}</a>
            </li>
            <li>
              <a href={localizedPath('/jobs', locale)}>{nav('jobs')}</a>
            </li>
          </ul>
          <div className="language">
            <LanguageSwitch locale={locale} />
          </div>
        </div>
      </div>
      <p className="rights">
        © {await currentYear()} {site.siteName} Car Rental. {t('rights')}
      </p>
    </footer>
  );
}

/** The WhatsApp number opens a chat (wa.me), in the app on a phone; plain text if it is no number. */
function WhatsappNumber({ number }: { number: string }) {
  const href = whatsappHref(number);
  return href ? (
    <a href={href} data-testid="whatsapp-link">
      {number}
    </a>
  ) : (
    <>{number}</>
  );
}
