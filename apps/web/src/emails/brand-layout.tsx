import type { CSSProperties, ReactNode } from 'react';
import {
  Body,
  Container,
  Head,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { Locale } from '@rental/domain/locale';
import type { MailBrand } from './brand.ts';
import type { MailTexts } from './texts.ts';

/** Inline styles only: many mail programs drop <style> blocks and every class. */
const body: CSSProperties = {
  margin: 0,
  backgroundColor: '#f1f5f9',
  fontFamily: 'Helvetica, Arial, sans-serif',
  color: '#0f172a',
};
const container: CSSProperties = { maxWidth: 600, margin: '0 auto', backgroundColor: '#ffffff' };
const small: CSSProperties = {
  fontSize: 12,
  lineHeight: '18px',
  color: '#475569',
  margin: '4px 0',
};

/**
 * Every e-mail's frame: the brand's logo on white (as the site's header shows it), a stripe of
 * its primary colour, the content (titles in its accent colour), and a footer with its contact.
 */
export function BrandLayout({
  brand,
  locale,
  preview,
  t,
  audience = 'renter',
  optInsUrl,
  children,
}: {
  brand: MailBrand;
  locale: Locale;
  /** The line mail programs show after the subject in the inbox. */
  preview: string;
  t: MailTexts;
  /** Staff's e-mails end with what they are, not with the renter's contact lines. */
  audience?: 'renter' | 'staff';
  /** Where the renter changes the messages they chose (/mi-reserva): every renter's e-mail says so. */
  optInsUrl?: string;
  children: ReactNode;
}) {
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Section style={{ backgroundColor: '#ffffff', padding: '20px 24px' }}>
            <Img src={brand.logoUrl} alt={brand.siteName} height={40} style={{ height: 40 }} />
          </Section>
          <Section
            data-skip-in-text="true"
            style={{ backgroundColor: brand.primaryColor, height: 4, lineHeight: '4px' }}
          >
            &nbsp;
          </Section>
          <Section style={{ padding: '8px 24px 16px' }}>{children}</Section>
          <Hr style={{ borderColor: '#e2e8f0', margin: 0 }} />
          <Section style={{ padding: '16px 24px 24px' }}>
            <Text style={{ ...small, fontWeight: 700, color: brand.accentColor }}>
              {`${brand.siteName} · ${t('layout.tagline')}`}
            </Text>
            {audience === 'renter' && brand.phone && (
              <Text style={small}>{t('layout.contactPhone', { phone: brand.phone })}</Text>
            )}
            {audience === 'renter' && brand.email && (
              <Text style={small}>{t('layout.contactEmail', { email: brand.email })}</Text>
            )}
            <Text style={small}>
              {audience === 'renter'
                ? t('layout.why', { siteName: brand.siteName })
                : t('layout.staffWhy', { siteName: brand.siteName })}
            </Text>
            {audience === 'renter' && optInsUrl && (
              <Text style={small}>
                {t('layout.optIns')}{' '}
                <Link href={optInsUrl} style={{ color: brand.accentColor }}>
                  {optInsUrl}
                </Link>
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
