import { Section, Text } from '@react-email/components';
import { BrandLayout } from './brand-layout.tsx';
import type { ReservationConfirmationData } from './confirmation-data.ts';
import {
  BillSection,
  BranchesSection,
  panamaDateTime,
  TripSection,
} from './confirmation-sections.tsx';
import { ButtonLink, Paragraph, SectionTitle } from './parts.tsx';
import type { MailTexts } from './texts.ts';

/**
 * The reservation confirmation: code, car, places and dates in Panama time, the bill with
 * what was paid and what is due at the counter, the branches, what to bring, and the links to
 * manage the booking and to pre-check-in. The .ics file travels beside it (render.ts).
 */
export function ReservationConfirmation({
  data,
  t,
}: {
  data: ReservationConfirmationData;
  t: MailTexts;
}) {
  const { brand, reservation, car, links, locale } = data;
  const preview = t('confirmation.preview', {
    pickup: panamaDateTime(reservation.pickupAt, locale),
    branch: data.branches.pickup.name,
  });
  return (
    <BrandLayout brand={brand} locale={locale} preview={preview} t={t}>
      <Paragraph style={{ marginTop: 24 }}>
        {t('confirmation.greeting', { name: reservation.renterName })}
      </Paragraph>
      <Paragraph>{t('confirmation.intro', { siteName: brand.siteName })}</Paragraph>

      <Section
        style={{
          backgroundColor: '#f8fafc',
          borderRadius: 8,
          padding: '12px 16px',
          margin: '16px 0',
        }}
      >
        <Text style={{ fontSize: 13, color: '#475569', margin: 0 }}>{t('confirmation.code')}</Text>
        <Text
          style={{
            fontSize: 28,
            lineHeight: '34px',
            fontWeight: 700,
            letterSpacing: 2,
            margin: '4px 0',
            color: brand.accentColor,
          }}
        >
          {reservation.code}
        </Text>
        <Text style={{ fontSize: 13, color: '#475569', margin: 0 }}>
          {t('confirmation.codeHint')}
        </Text>
      </Section>

      <SectionTitle color={brand.accentColor}>{t('confirmation.car')}</SectionTitle>
      <Paragraph>
        {`${t('confirmation.carModel', { model: car.model })} · ${t('confirmation.carClass', { class: car.class })}`}
      </Paragraph>

      <TripSection data={data} t={t} />
      <BillSection data={data} t={t} />
      <BranchesSection data={data} t={t} />

      <SectionTitle color={brand.accentColor}>{t('confirmation.bring')}</SectionTitle>
      <ul style={{ fontSize: 15, lineHeight: '22px', paddingLeft: 20, margin: '8px 0' }}>
        <li>{t('confirmation.bringLicense')}</li>
        <li>{t('confirmation.bringId')}</li>
        <li>{t('confirmation.bringCard')}</li>
        <li>{t('confirmation.bringCode', { code: reservation.code })}</li>
      </ul>

      <SectionTitle color={brand.accentColor}>{t('confirmation.manage')}</SectionTitle>
      <Paragraph>{t('confirmation.manageText')}</Paragraph>
      <ButtonLink href={links.manage} color={brand.primaryColor}>
        {t('confirmation.manage')}
      </ButtonLink>
      {links.precheckin && (
        <>
          <SectionTitle color={brand.accentColor}>{t('confirmation.precheckin')}</SectionTitle>
          <Paragraph>{t('confirmation.precheckinText')}</Paragraph>
          <ButtonLink href={links.precheckin} color={brand.primaryColor}>
            {t('confirmation.precheckin')}
          </ButtonLink>
        </>
      )}
      <Paragraph style={{ fontSize: 13, color: '#475569', marginTop: 24 }}>
        {t('confirmation.calendar')}
      </Paragraph>
    </BrandLayout>
  );
}
