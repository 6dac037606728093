import type { Locale } from '@rental/domain/locale';
import { BrandLayout } from './brand-layout.tsx';
import type { MailBrand } from './brand.ts';
import { Paragraph, SectionTitle } from './parts.tsx';
import type { MailTexts } from './texts.ts';

/** The one-time code that proves the booking's e-mail before the renter's data rights. */
export interface PrivacyCodeMailData {
  brand: MailBrand;
  locale: Locale;
  code: string;
  booking: string;
}

export function PrivacyCodeMail({ data, t }: { data: PrivacyCodeMailData; t: MailTexts }) {
  return (
    <BrandLayout
      brand={data.brand}
      locale={data.locale}
      preview={t('privacy.code.preview', { booking: data.booking })}
      t={t}
    >
      <SectionTitle color={data.brand.accentColor}>{t('privacy.code.title')}</SectionTitle>
      <Paragraph>{t('privacy.code.intro', { booking: data.booking })}</Paragraph>
      <Paragraph style={{ fontSize: 28, letterSpacing: 6, fontWeight: 700 }}>{data.code}</Paragraph>
      <Paragraph>{t('privacy.code.notYou')}</Paragraph>
    </BrandLayout>
  );
}
